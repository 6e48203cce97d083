import Synchronization

extension IntentParameter where Value.ValueType: AppUnionValue {
  /// A part of a union-value parameter that a parameter summary shows on its own: the case the
  /// value is (``type``) or the value the case carries (``value``).
  ///
  /// ```swift
  /// static var parameterSummary: some ParameterSummary {
  ///   Summary("Show \(\.$result.type) \(\.$result.value)")
  /// }
  /// ```
  ///
  /// With `result` set to `.collection(favourites)`, the sentence reads "Show Collection
  /// Favourites"; without a value, each part shows the parameter's title as a placeholder.
  public enum AppUnionValueComponent: Hashable, Sendable {
    /// The case's title, from the union's `caseDisplayRepresentations`.
    case type
    /// The title of the value the case carries.
    case value
  }

  /// The case of this parameter's value, for a parameter summary: `\(\.$result.type)`.
  public var type: AppUnionValueComponent {
    UnionComponentRead.note(self)
    return .type
  }

  /// The value the case carries, for a parameter summary: `\(\.$result.value)`.
  public var value: AppUnionValueComponent {
    UnionComponentRead.note(self)
    return .value
  }

  /// The summary text of a component of this parameter's current value.
  fileprivate func text(of component: AppUnionValueComponent) -> String {
    let title = String(localized: self.title)
    guard let present = currentValue.flatMap({ OptionalValue.unwrap($0) }),
      let union = present as? any UnionValue
    else { return "‹\(title)›" }
    switch component {
    case .type:
      let titles = (Swift.type(of: union) as? any AppUnionValue.Type)?.caseTitles ?? [:]
      return titles[union.caseName] ?? union.caseName
    case .value:
      return String(localized: DisplayRepresentations.of(union.asIntentValue).title)
    }
  }
}

extension ParameterSummaryString.StringInterpolation {
  /// Appends a part of a union-value parameter: `\(\.$result.type)` or `\(\.$result.value)`.
  public mutating func appendInterpolation<Value, Subject>(_ subject: Subject)
  where
    Value: _IntentValue, Value: Sendable,
    Subject: KeyPath<Intent, IntentParameter<Value>.AppUnionValueComponent>,
    Value.ValueType: AppUnionValue
  {
    let keyPath = SharedKeyPath(subject)
    segments.append(
      .parameter { intent in
        // The key path ends at the component; the parameter it went through is the one whose
        // `type` or `value` it read.
        let (component, parameter) = UnionComponentRead.reading {
          intent[keyPath: keyPath.path]
        }
        guard let parameter = parameter as? IntentParameter<Value> else {
          return (String(describing: component), nil)
        }
        return (parameter.text(of: component), parameter.text(of: component))
      })
  }
}

/// Which parameter a summary's key path to a union component went through: the component's
/// getter notes its parameter while a summary reads one. A key path cannot be taken apart, and
/// the component itself (Apple's plain enum) does not say whose it is.
enum UnionComponentRead {
  /// The parameter the getter noted; the lock makes the box `Sendable`.
  final class Box: Sendable {
    let parameter = Mutex<(any AnyObject & Sendable)?>(nil)
  }

  @TaskLocal static var current: Box?

  static func note(_ parameter: any AnyObject & Sendable) {
    current?.parameter.withLock { $0 = parameter }
  }

  /// The component `read` returns, and the parameter it went through.
  static func reading<Component>(
    _ read: () -> Component
  ) -> (Component, (any AnyObject & Sendable)?) {
    let box = Box()
    let component = $current.withValue(box) { read() }
    return (component, box.parameter.withLock { $0 })
  }
}
