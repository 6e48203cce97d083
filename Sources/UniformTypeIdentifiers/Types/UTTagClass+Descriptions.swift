extension UTTagClass: CustomStringConvertible, CustomDebugStringConvertible {
  /// The tag class identifier.
  public var description: String { rawValue }

  /// The tag class identifier, marked as a tag class.
  public var debugDescription: String { "UTTagClass(\(rawValue))" }
}
