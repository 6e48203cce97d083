/// What an intent's run returned: read `try result.value` as a type, or follow a path into it
/// (`try result.value.name`, `result.value[0]`).
@dynamicMemberLookup
public struct ResolvedIntentResult: Sendable {
  /// The one member a result has: `value`.
  public struct ValueKeyPath {
    /// The value the intent returned.
    public let value: Never
  }

  /// The intent's Swift type name.
  let intent: String
  /// The run's result as the system reports it on every surface.
  public let runResult: IntentRunResult
  let returned: TestValue

  init(intent: String, result: IntentRunResult, value: TestValue) {
    self.intent = intent
    runResult = result
    returned = value
  }

  /// The returned value, as an intent value a test can pass to the next intent; `nil` when
  /// the intent returned none.
  public subscript(
    dynamicMember keyPath: KeyPath<ResolvedIntentResult.ValueKeyPath, Never>
  ) -> (any IntentValueExpressing)? {
    returned.expression
  }

  /// A path into the returned value.
  public subscript(
    dynamicMember keyPath: KeyPath<ResolvedIntentResult.ValueKeyPath, Never>
  ) -> DynamicPropertyPath {
    DynamicPropertyPath(root: returned, what: "the value \(intent) returned")
  }

  /// The returned value as `T`; throws when it is not one (or there is none and `T` is not
  /// optional).
  public subscript<T: IntentValueConvertible>(
    dynamicMember keyPath: KeyPath<ResolvedIntentResult.ValueKeyPath, Never>
  ) -> T {
    get throws { try returned.read(as: T.self, what: "the value \(intent) returned") }
  }
}

extension ResolvedIntentResult {
  /// What the intent said (`ProvidesDialog`), if anything. This is an OpenIntents addition,
  /// which Apple's testing does not report.
  public var dialog: String? { runResult.dialog }
}

/// A path into a value — members (properties of an entity, parameters of an intent) and list
/// elements — followed when it is read: `try result.value.location.city`,
/// `try result.value[0].name`, `try path.as(String.self)`.
@dynamicMemberLookup
public struct DynamicPropertyPath: Sendable {
  enum Step: Sendable {
    case member(String)
    case index(Int)
  }

  let root: TestValue
  let what: String
  let steps: [Step]

  init(root: TestValue, what: String, steps: [Step] = []) {
    self.root = root
    self.what = what
    self.steps = steps
  }

  func appending(_ step: Step) -> DynamicPropertyPath {
    DynamicPropertyPath(root: root, what: what, steps: steps + [step])
  }

  /// The value at the end of the path; throws naming the step that cannot be followed.
  func resolved() throws -> TestValue {
    var value = root
    var where_ = what
    for step in steps {
      switch step {
      case .member(let name):
        value = try value.member(name, what: where_)
        where_ += ".\(name)"
      case .index(let index):
        value = try value.element(index, what: where_)
        where_ += "[\(index)]"
      }
    }
    return value
  }

  private var description: String {
    steps.reduce(what) { text, step in
      switch step {
      case .member(let name): text + ".\(name)"
      case .index(let index): text + "[\(index)]"
      }
    }
  }

  /// A member's value as an intent value; `nil` when it has none.
  public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
    get throws { try appending(.member(identifier)).resolved().expression }
  }

  /// A member's value as `T`.
  public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
    get throws {
      let path = appending(.member(identifier))
      return try path.resolved().read(as: T.self, what: path.description)
    }
  }

  /// A path through a member.
  public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
    appending(.member(identifier))
  }

  /// An element's value as an intent value.
  public subscript(index: Int) -> (any IntentValueExpressing)? {
    get throws { try appending(.index(index)).resolved().expression }
  }

  /// An element's value as `T`.
  public subscript<T: IntentValueConvertible>(index: Int) -> T {
    get throws {
      let path = appending(.index(index))
      return try path.resolved().read(as: T.self, what: path.description)
    }
  }

  /// A path through an element.
  public subscript(index: Int) -> DynamicPropertyPath {
    appending(.index(index))
  }

  /// The value at the end of the path as `T`: any type the value converts to, such as
  /// `AnyAppEntity`, `[AnyAppEntity]`, `String` or `Int?`.
  public func `as`<T>(_ type: T.Type) throws -> T {
    try resolved().read(as: type, what: description)
  }

  /// The value at the end of the path, reading the values of deferred properties
  /// (`@DeferredProperty`) along it from the app, which a path read without `await` cannot.
  public func get<T: IntentValueConvertible>(as type: T.Type = T.self) async throws -> T {
    var value = root
    var where_ = what
    for step in steps {
      switch step {
      case .member(let name):
        let next = try value.member(name, what: where_)
        switch (next, value) {
        case (.deferred, .entity(let entity)): value = try await entity.fetch(name)
        case (.deferred, .transient(let entity)): value = try await entity.fetch(name)
        default: value = next
        }
        where_ += ".\(name)"
      case .index(let index):
        value = try value.element(index, what: where_)
        where_ += "[\(index)]"
      }
    }
    return try value.read(as: type, what: where_)
  }

  /// The value at the end of the path as an instance of a definition's type, such as
  /// `try result.value.as(definitions.entities["LandmarkEntity"])`; throws when it is another
  /// type's.
  public func `as`<IntentType: AppIntentTypeDefinition>(
    _ type: IntentType
  ) throws -> IntentType.Instance {
    let instance: IntentType.Instance = try resolved().read(
      as: IntentType.Instance.self, what: description)
    try type.isInstance(instance)
    return instance
  }
}

/// The paths to the elements of a list.
public struct DynamicPropertyPathCollection: Sendable, RandomAccessCollection {
  let base: DynamicPropertyPath
  let count_: Int

  public var startIndex: Int { 0 }
  public var endIndex: Int { count_ }

  /// The path to the element at the position.
  public subscript(position: Int) -> DynamicPropertyPath {
    base.appending(.index(position))
  }

  /// The element at the position, as `T`.
  public subscript<T: IntentValueConvertible>(position: Int) -> T {
    get throws { try base[position] }
  }

  /// The element at the position, as an intent value.
  public subscript(position: Int) -> (any IntentValueExpressing)? {
    get throws { try base[position] }
  }
}
