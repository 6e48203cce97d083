extension IntentPerson {
  /// A way to reach a person — a phone number, an email address or an identifier in the app —
  /// with a label such as "work".
  public struct Handle: Equatable, Hashable, Sendable {
    /// The address itself.
    public var value: Value
    /// What kind of address it is for the person: home, work, mobile…
    public var label: Label

    /// A handle with a value and a label.
    public init(_ value: Value, label: Label = .other) {
      self.value = value
      self.label = label
    }

    /// A phone number.
    public init(phoneNumber phoneNumberString: String, label: Label = .other) {
      self.init(.phoneNumber(phoneNumberString), label: label)
    }

    /// An email address.
    public init(emailAddress emailAddressString: String, label: Label = .other) {
      self.init(.emailAddress(emailAddressString), label: label)
    }

    /// An address the app defines, such as a user name, with a label in words; no label is
    /// ``Label/other``.
    public init(applicationDefined stringValue: String, label labelString: String? = nil) {
      self.init(.applicationDefined(stringValue), label: labelString.map(Label.custom) ?? .other)
    }
  }
}

extension IntentPerson.Handle {
  /// The address of a handle.
  public enum Value: Sendable, Equatable, Hashable {
    /// A phone number, as written.
    case phoneNumber(String)
    /// An email address.
    case emailAddress(String)
    /// An address the app defines, such as a user name.
    case applicationDefined(String)
  }

  /// What a handle is for.
  public enum Label: Sendable, Equatable, Hashable {
    /// At home.
    case home
    /// At work.
    case work
    /// An iPhone.
    case iPhone
    /// A mobile phone.
    case mobile
    /// The main number.
    case main
    /// A fax at home.
    case homeFax
    /// A fax at work.
    case workFax
    /// A pager.
    case pager
    /// Anything else.
    case other
    /// At school.
    case school
    /// A label in the app's own words.
    case custom(String)
  }
}

extension IntentPerson.Handle.Value {
  /// The address as text: the number, the email address or the app's identifier.
  ///
  /// This is an OpenIntents addition.
  public var text: String {
    switch self {
    case .phoneNumber(let text), .emailAddress(let text), .applicationDefined(let text): text
    }
  }
}

extension IntentPerson.Handle.Label {
  /// The labels that have a name of their own, with that name (the case's name).
  ///
  /// This is an OpenIntents addition: the names are how labels are written in JSON.
  package static let named: [(name: String, label: Self)] = [
    ("home", .home), ("work", .work), ("iPhone", .iPhone), ("mobile", .mobile), ("main", .main),
    ("homeFax", .homeFax), ("workFax", .workFax), ("pager", .pager), ("other", .other),
    ("school", .school),
  ]

  /// The label in JSON: its name, or the custom text.
  var name: String {
    if case .custom(let text) = self { return text }
    return Self.named.first { $0.label == self }?.name ?? "other"
  }
}
