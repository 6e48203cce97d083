// An open intent that is also URL-representable opens its target's URL: Apple derives both its
// URL template and its `perform()` when the target has a URL of its own, so that
//
//     struct OpenTrailIntent: OpenIntent, URLRepresentableIntent {
//       static var title: LocalizedStringResource = "Open Trail"
//       @Parameter(title: "Trail") var target: TrailEntity
//     }
//
// is a whole intent when `TrailEntity` is a `URLRepresentableEntity`.

extension URLRepresentableIntent where Self: OpenIntent, Self.Value: URLRepresentableEntity {
  /// The target entity's URL, from the entity type's own template.
  public static var urlRepresentation: URLRepresentation {
    IntentURLRepresentation(carried: { intent in
      guard let target = OpenTarget.value(of: intent) else { return nil }
      return await target.urlRepresentation
    })
  }

  /// Never called: the system opens the target's URL instead.
  public func perform() async throws -> Never {
    throw AppIntentError.notPerformed(Self.self, "is carried out by opening its target's URL")
  }
}

extension URLRepresentableIntent where Self: OpenIntent, Self.Value: URLRepresentableEnum {
  /// The target case's URL, from the enum type's own template.
  public static var urlRepresentation: URLRepresentation {
    IntentURLRepresentation(carried: { intent in OpenTarget.value(of: intent)?.urlRepresentation })
  }

  /// Never called: the system opens the target's URL instead.
  public func perform() async throws -> Never {
    throw AppIntentError.notPerformed(Self.self, "is carried out by opening its target's URL")
  }
}

/// The target of an open intent, read without stopping the program when it has no value yet.
enum OpenTarget {
  /// The target: the `@Parameter`'s value when the intent declares `target` with one (`nil`
  /// while it has none), else the stored property itself.
  static func value<Intent: OpenIntent>(of intent: Intent) -> Intent.Value? {
    let declared = Mirror(reflecting: intent).children.first { $0.label == "_target" }
    if let parameter = declared?.value as? any AnyIntentParameter {
      return parameter.anyCurrentValue as? Intent.Value
    }
    return intent.target
  }
}
