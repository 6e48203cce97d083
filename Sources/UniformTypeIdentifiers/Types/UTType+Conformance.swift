extension UTType {
  /// Every type this type conforms to, directly or through its parents; excludes the type
  /// itself.
  ///
  /// `UTType.png.supertypes` is `[.image, .data, .content, .item]`.
  public var supertypes: Set<UTType> {
    var found: Set<UTType> = []
    var pending = directSupertypes
    while let next = pending.popLast() {
      guard next != self, found.insert(next).inserted else { continue }
      pending.append(contentsOf: next.directSupertypes)
    }
    return found
  }

  /// Whether this type is `type` or conforms to it, directly or indirectly.
  public func conforms(to type: UTType) -> Bool {
    self == type || supertypes.contains(type)
  }

  /// Whether this type conforms to `type` and is not `type` itself: lower in the tree.
  public func isSubtype(of type: UTType) -> Bool {
    self != type && conforms(to: type)
  }

  /// Whether `type` conforms to this type and is not this type itself: higher in the tree.
  public func isSupertype(of type: UTType) -> Bool {
    type.isSubtype(of: self)
  }

  /// The types this type names as its parents.
  var directSupertypes: [UTType] {
    if let dynamicIdentifier {
      let required = dynamicIdentifier.supertypeIdentifier.map {
        UTType(identifier: $0, allowUndeclared: true) ?? UTType(knownIdentifier: $0)
      }
      return [required, .item].compactMap { $0 }
    }
    return (declaration?.parents ?? []).map {
      UTType(identifier: $0, allowUndeclared: true) ?? UTType(knownIdentifier: $0)
    }
  }
}
