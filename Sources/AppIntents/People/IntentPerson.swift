/// A person, as an intent's parameter or result: a name, an identifier, a way to reach them
/// (a handle such as a phone number or an email address), other handles, and an image.
///
/// ```swift
/// @Parameter(title: "Recipient") var recipient: IntentPerson
///
/// let ada = IntentPerson(
///   identifier: .applicationDefined("user-42"), name: .displayName("Ada Lovelace"),
///   handle: IntentPerson.Handle(emailAddress: "ada@example.com", label: .work))
/// ```
///
/// There is no contacts database on a Linux server: a person comes from the caller (over JSON,
/// `{"name": "Ada Lovelace", "handle": {"emailAddress": "ada@example.com"}}`) or from the app.
/// The OpenIntents runtime refuses a person with neither a name nor a handle.
public struct IntentPerson: Sendable {
  /// The person's name.
  public var name: Name
  /// Whether the person is the one using the app.
  public var isMe: Bool
  /// How the app or the contacts store identifies the person.
  public var identifier: Identifier
  /// The main way to reach the person.
  public var handle: Handle?
  /// Other ways to reach the person.
  public var aliases: [Handle]
  /// A picture of the person.
  public var image: DisplayRepresentation.Image?

  /// A person with an identifier, a name, a handle and, optionally, other handles, whether it is
  /// the app's user, and a picture.
  public init(
    identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [],
    isMe: Bool = false, image: DisplayRepresentation.Image? = nil
  ) {
    self.identifier = identifier
    self.name = name
    self.handle = handle
    self.aliases = aliases
    self.isMe = isMe
    self.image = image
  }

  /// A person known only by a handle, such as an email address typed by someone.
  public init(handle: Handle) {
    self.init(identifier: .unknown, name: .unknown, handle: handle)
  }
}

extension IntentPerson {
  /// Which people a parameter accepts: any contact, or only those reached by email, phone, or
  /// either.
  public enum ParameterMode: String, Sendable {
    /// Any person, whatever their handle.
    case contact
    /// A person with an email address.
    case email
    /// A person with a phone number.
    case phone
    /// A person with an email address or a phone number.
    case emailOrPhone
  }

  /// How a person is identified.
  public enum Identifier: Equatable, Hashable, Sendable {
    /// The identifier of a contact in the contacts store.
    case contact(String)
    /// An identifier the app gives the person.
    case applicationDefined(String)
    /// No identifier.
    case unknown
  }

  /// A person's name: one display name, the parts of a name, or none.
  public enum Name: Equatable, Sendable {
    /// The name as it is shown, such as "Ada Lovelace".
    case displayName(String)
    /// The parts of the name: given name, family name…
    case components(PersonNameComponents)
    /// No name.
    case unknown
  }
}

extension IntentPerson.Name {
  /// The name as one line of text — the display name, or the parts joined in Western order
  /// (prefix, given, middle, family, suffix; the nickname when there is nothing else) —
  /// or `nil` when there is no name.
  ///
  /// This is an OpenIntents addition: Foundation on Linux has no person name formatter.
  public var text: String? {
    switch self {
    case .displayName(let name):
      let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty ? nil : trimmed
    case .components(let parts):
      let formal = [
        parts.namePrefix, parts.givenName, parts.middleName, parts.familyName, parts.nameSuffix,
      ]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      if !formal.isEmpty { return formal.joined(separator: " ") }
      let nickname = parts.nickname?.trimmingCharacters(in: .whitespaces) ?? ""
      return nickname.isEmpty ? nil : nickname
    case .unknown:
      return nil
    }
  }
}
