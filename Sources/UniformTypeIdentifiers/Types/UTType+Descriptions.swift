extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
  /// The type's identifier.
  public var description: String {
    identifier
  }

  /// The identifier with what the type is: its description, the tag of a dynamic type, or a
  /// note that no one declared it.
  public var debugDescription: String {
    if let dynamicIdentifier {
      return "\(identifier) (dynamic: \(dynamicIdentifier.tagClass.rawValue) "
        + "\"\(dynamicIdentifier.tag)\")"
    }
    guard let declaration else { return "\(identifier) (undeclared)" }
    return "\(identifier) (\(declaration.localizedDescription ?? "declared in code"))"
  }
}
