// Typed kernels: the loops of a Find over one property ("column") of entities in an array's
// storage, specialised for the entity type, the value type and the way the value is read.
//
// A kernel is built by inlinable generic code where all three are concrete — in the app's module,
// from `QueryComparator`'s constructors, `EntityQuerySortableByProperty`, the runtime's
// `PropertyColumn` and the `@ComputedProperty` expansion — so that its loop is a load and a
// compare per entity, without a closure call. The engine (`InPlaceMatching`) calls a kernel
// once per Find through a closure.

/// Reads one property of an entity in place: the loop of a kernel calls it for every entity, so
/// it is always a concrete type whose `value(at:)` the optimiser inlines.
@usableFromInline
protocol KernelReader: Sendable {
  associatedtype Entity
  associatedtype Value: KernelValue
  /// The property's value of the entity at the pointer; `nil` when it has none without waiting
  /// (a deferred property).
  func value(at entity: UnsafePointer<Entity>) -> Value?
}

/// Reads a `@Property` as `entity[keyPath: keyPath]` reaches it, entity by entity (see
/// `PropertyRead`).
@usableFromInline
struct PropertyKernelReader<Entity, Value: KernelValue & _IntentValue & Sendable>: KernelReader {
  @usableFromInline let read: PropertyRead<Entity, Value>

  @inlinable
  init(_ read: PropertyRead<Entity, Value>) { self.read = read }

  @inlinable
  func value(at entity: UnsafePointer<Entity>) -> Value? { read.value(at: entity) }
}

/// Reads a `@ComputedProperty` by calling its getter, which the declaration the macro writes
/// exposes as a static function: the getter inlines into the kernel's loop. Used only for the
/// key path that always reaches the declaration's property (see ``ComputedKernels``).
@usableFromInline
struct ComputedKernelReader<Declaration: _ComputedPropertyDeclaration, Value: KernelValue>:
  KernelReader
{
  @inlinable
  init() {}

  @inlinable
  func value(at entity: UnsafePointer<Declaration.Entity>) -> Value? {
    // `Value` is `Declaration.Value`, checked where the reader is made: once specialised, the
    // cast is no operation.
    Declaration._value(of: entity.pointee) as? Value
  }
}

/// The comparisons kernels evaluate.
@usableFromInline
enum KernelOperator: Sendable {
  case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, between
  case equalTo, notEqualTo
  /// Text only: contains, starts with, ends with.
  case contains, hasPrefix, hasSuffix

  /// The kernel comparison of a query comparison; whether a value type has a kernel for it
  /// is ``KernelValue/hasKernel(for:)``'s answer.
  @inlinable
  init(_ comparison: QueryComparisonOperator) {
    switch comparison {
    case .lessThan: self = .lessThan
    case .lessThanOrEqualTo: self = .lessThanOrEqualTo
    case .greaterThan: self = .greaterThan
    case .greaterThanOrEqualTo: self = .greaterThanOrEqualTo
    case .isBetween: self = .between
    case .equalTo: self = .equalTo
    case .notEqualTo: self = .notEqualTo
    case .contains: self = .contains
    case .hasPrefix: self = .hasPrefix
    case .hasSuffix: self = .hasSuffix
    }
  }
}

/// A value type kernels read: how its values sort (as types, so that a loop specialised for
/// them holds the comparison) and which conditions it has kernels for. Text sorts and matches
/// ignoring case and diacritics, exactly as the general path does (`ValueComparison`).
@usableFromInline
protocol KernelValue: Sendable {
  associatedtype Ascending: KernelOrder where Ascending.Value == Self
  associatedtype Descending: KernelOrder where Descending.Value == Self
  /// Whether the type has a kernel for the comparison.
  static func hasKernel(for comparison: KernelOperator) -> Bool
  /// Runs the body with the condition as a test of its own type (see
  /// ``KernelCondition/dispatch(_:)``); only for comparisons `hasKernel(for:)` accepts.
  static func dispatch<Body: KernelTestBody>(
    _ condition: KernelCondition<Self>, _ body: Body
  ) -> Body.Result where Body.Value == Self
}

/// The numbers and dates: their own `==` and `<`.
@usableFromInline
protocol KernelComparableValue: KernelValue, Comparable
where Ascending == KernelOrders.Ascending<Self>, Descending == KernelOrders.Descending<Self> {}

extension KernelComparableValue {
  @inlinable
  static func hasKernel(for comparison: KernelOperator) -> Bool {
    switch comparison {
    case .contains, .hasPrefix, .hasSuffix: false
    default: true
    }
  }

  @inlinable
  static func dispatch<Body: KernelTestBody>(
    _ condition: KernelCondition<Self>, _ body: Body
  ) -> Body.Result where Body.Value == Self {
    let (lower, upper) = (condition.lower, condition.upper)
    switch condition.comparison {
    case .lessThan: return body.run(KernelTests.Less(bound: lower))
    case .lessThanOrEqualTo: return body.run(KernelTests.LessOrEqual(bound: lower))
    case .greaterThan: return body.run(KernelTests.Greater(bound: lower))
    case .greaterThanOrEqualTo: return body.run(KernelTests.GreaterOrEqual(bound: lower))
    case .between: return body.run(KernelTests.Between(lower: lower, upper: upper))
    case .equalTo: return body.run(KernelTests.Equal(value: lower))
    case .notEqualTo: return body.run(KernelTests.NotEqual(value: lower))
    case .contains, .hasPrefix, .hasSuffix:
      preconditionFailure("no kernel for text comparisons of \(Self.self)")
    }
  }
}

extension Int: KernelComparableValue {}
extension Double: KernelComparableValue {}
extension Date: KernelComparableValue {}

extension String: KernelValue {
  @usableFromInline typealias Ascending = KernelOrders.FoldedAscending
  @usableFromInline typealias Descending = KernelOrders.FoldedDescending

  @inlinable
  static func hasKernel(for comparison: KernelOperator) -> Bool { comparison != .between }

  @inlinable
  static func dispatch<Body: KernelTestBody>(
    _ condition: KernelCondition<String>, _ body: Body
  ) -> Body.Result where Body.Value == String {
    let needle = FoldedString(condition.lower)
    switch condition.comparison {
    case .equalTo: return body.run(KernelTests.FoldedEqual(needle: needle, negated: false))
    case .notEqualTo: return body.run(KernelTests.FoldedEqual(needle: needle, negated: true))
    case .contains: return body.run(KernelTests.FoldedContains(needle: needle))
    case .hasPrefix: return body.run(KernelTests.FoldedPrefix(needle: needle))
    case .hasSuffix: return body.run(KernelTests.FoldedSuffix(needle: needle))
    // The orderings of the general path: folded first, then the exact characters.
    case .lessThan: return body.run(KernelTests.FoldedOrder(bound: condition.lower, accepts: 0b001))
    case .lessThanOrEqualTo:
      return body.run(KernelTests.FoldedOrder(bound: condition.lower, accepts: 0b011))
    case .greaterThan:
      return body.run(KernelTests.FoldedOrder(bound: condition.lower, accepts: 0b100))
    case .greaterThanOrEqualTo:
      return body.run(KernelTests.FoldedOrder(bound: condition.lower, accepts: 0b110))
    case .between: preconditionFailure("no kernel for a range of text")
    }
  }
}

/// Booleans: equality and inequality only (they are not sort keys; the orders exist for the
/// protocol, false first).
extension Bool: KernelValue {
  @usableFromInline typealias Ascending = KernelOrders.FalseFirst
  @usableFromInline typealias Descending = KernelOrders.TrueFirst

  @inlinable
  static func hasKernel(for comparison: KernelOperator) -> Bool {
    comparison == .equalTo || comparison == .notEqualTo
  }

  @inlinable
  static func dispatch<Body: KernelTestBody>(
    _ condition: KernelCondition<Bool>, _ body: Body
  ) -> Body.Result where Body.Value == Bool {
    switch condition.comparison {
    case .equalTo: return body.run(KernelTests.Equal(value: condition.lower))
    case .notEqualTo: return body.run(KernelTests.NotEqual(value: condition.lower))
    default: preconditionFailure("no kernel for \(condition.comparison) on Booleans")
    }
  }
}

/// One condition a kernel evaluates: the comparison and its bound(s).
@usableFromInline
struct KernelCondition<Value: KernelValue>: Sendable {
  @usableFromInline let comparison: KernelOperator
  @usableFromInline let lower: Value
  @usableFromInline let upper: Value

  @inlinable
  init(_ comparison: KernelOperator, _ lower: Value, _ upper: Value) {
    self.comparison = comparison
    self.lower = lower
    self.upper = upper
  }

  /// Runs the body with the condition as a test of its own type, so that the body's loop is
  /// specialised for each comparison (the switch runs once, outside the loop). A closure would
  /// stay a call per entity where the optimiser does not inline it. The tests are exactly
  /// those of `QueryComparator`'s in-memory path.
  @inlinable
  func dispatch<Body: KernelTestBody>(_ body: Body) -> Body.Result where Body.Value == Value {
    Value.dispatch(self, body)
  }
}

/// A test a kernel's loop applies to each value: a type of its own for each comparison, so that
/// the loop specialised for it holds the comparison itself.
@usableFromInline
protocol KernelTest {
  associatedtype Value
  func passes(_ value: Value) -> Bool
}

/// What runs with a condition's test (see ``KernelCondition/dispatch(_:)``): a loop generic over
/// the test's type.
@usableFromInline
protocol KernelTestBody {
  associatedtype Value: KernelValue
  associatedtype Result
  func run<Test: KernelTest>(_ test: Test) -> Result where Test.Value == Value
}

/// The tests of the kernel comparisons, and the test every value passes.
@usableFromInline
enum KernelTests {
  @usableFromInline
  struct Less<Value: Comparable>: KernelTest {
    @usableFromInline let bound: Value
    @inlinable init(bound: Value) { self.bound = bound }
    @inlinable func passes(_ value: Value) -> Bool { value < bound }
  }

  @usableFromInline
  struct LessOrEqual<Value: Comparable>: KernelTest {
    @usableFromInline let bound: Value
    @inlinable init(bound: Value) { self.bound = bound }
    @inlinable func passes(_ value: Value) -> Bool { value <= bound }
  }

  @usableFromInline
  struct Greater<Value: Comparable>: KernelTest {
    @usableFromInline let bound: Value
    @inlinable init(bound: Value) { self.bound = bound }
    @inlinable func passes(_ value: Value) -> Bool { value > bound }
  }

  @usableFromInline
  struct GreaterOrEqual<Value: Comparable>: KernelTest {
    @usableFromInline let bound: Value
    @inlinable init(bound: Value) { self.bound = bound }
    @inlinable func passes(_ value: Value) -> Bool { value >= bound }
  }

  @usableFromInline
  struct Between<Value: Comparable>: KernelTest {
    @usableFromInline let lower: Value
    @usableFromInline let upper: Value
    @inlinable init(lower: Value, upper: Value) { (self.lower, self.upper) = (lower, upper) }
    @inlinable func passes(_ value: Value) -> Bool { !(value < lower) && !(upper < value) }
  }

  @usableFromInline
  struct Equal<Value: Equatable>: KernelTest {
    @usableFromInline let value: Value
    @inlinable init(value: Value) { self.value = value }
    @inlinable func passes(_ value: Value) -> Bool { value == self.value }
  }

  @usableFromInline
  struct NotEqual<Value: Equatable>: KernelTest {
    @usableFromInline let value: Value
    @inlinable init(value: Value) { self.value = value }
    @inlinable func passes(_ value: Value) -> Bool { value != self.value }
  }

  @usableFromInline
  struct Always<Value>: KernelTest {
    @inlinable init() {}
    @inlinable func passes(_ value: Value) -> Bool { true }
  }

  /// Text equal to the needle (or not), ignoring case and diacritics.
  @usableFromInline
  struct FoldedEqual: KernelTest {
    @usableFromInline let needle: FoldedString
    @usableFromInline let negated: Bool
    @inlinable init(needle: FoldedString, negated: Bool) {
      (self.needle, self.negated) = (needle, negated)
    }
    @inlinable func passes(_ value: String) -> Bool { needle.matches(value) != negated }
  }

  @usableFromInline
  struct FoldedContains: KernelTest {
    @usableFromInline let needle: FoldedString
    @inlinable init(needle: FoldedString) { self.needle = needle }
    @inlinable func passes(_ value: String) -> Bool { needle.isContained(in: value) }
  }

  @usableFromInline
  struct FoldedPrefix: KernelTest {
    @usableFromInline let needle: FoldedString
    @inlinable init(needle: FoldedString) { self.needle = needle }
    @inlinable func passes(_ value: String) -> Bool { needle.isPrefix(of: value) }
  }

  @usableFromInline
  struct FoldedSuffix: KernelTest {
    @usableFromInline let needle: FoldedString
    @inlinable init(needle: FoldedString) { self.needle = needle }
    @inlinable func passes(_ value: String) -> Bool { needle.isSuffix(of: value) }
  }

  /// Text ordered against a bound as the general path orders it; `accepts` has a bit for each
  /// result it lets through: ascending 0b001, same 0b010, descending 0b100.
  @usableFromInline
  struct FoldedOrder: KernelTest {
    @usableFromInline let bound: String
    @usableFromInline let accepts: Int
    @inlinable init(bound: String, accepts: Int) { (self.bound, self.accepts) = (bound, accepts) }
    @inlinable func passes(_ value: String) -> Bool {
      accepts & (1 &<< (FoldedString.compare(value, bound).rawValue &+ 1)) != 0
    }
  }
}

/// Marks the entities that pass the test in a bitmap (see `KernelScan.mark`).
@usableFromInline
struct KernelMark<Reader: KernelReader>: KernelTestBody {
  @usableFromInline typealias Value = Reader.Value
  @usableFromInline typealias Result = Void
  @usableFromInline let buffer: UnsafeBufferPointer<Reader.Entity>
  @usableFromInline let reader: Reader
  @usableFromInline let words: UnsafeMutableBufferPointer<UInt64>
  @usableFromInline let intersect: Bool

  @inlinable
  init(
    _ buffer: UnsafeBufferPointer<Reader.Entity>, _ reader: Reader,
    _ words: UnsafeMutableBufferPointer<UInt64>, intersect: Bool
  ) {
    self.buffer = buffer
    self.reader = reader
    self.words = words
    self.intersect = intersect
  }

  @inlinable
  func run<Test: KernelTest>(_ test: Test) where Test.Value == Reader.Value {
    KernelScan.mark(buffer, reader, words, intersect: intersect, test)
  }
}

/// Keeps the best entities that pass the test (see `KernelScan.top`).
@usableFromInline
struct KernelTop<Reader: KernelReader>: KernelTestBody {
  @usableFromInline typealias Value = Reader.Value
  @usableFromInline typealias Result = [Int]?
  @usableFromInline let buffer: UnsafeBufferPointer<Reader.Entity>
  @usableFromInline let reader: Reader
  @usableFromInline let bits: [UInt64]?
  @usableFromInline let descending: Bool
  @usableFromInline let limit: Int?
  /// Whether an entity without a value still takes part (a sort with no condition of its own),
  /// so that meeting one gives up the kernel.
  @usableFromInline let missingPasses: Bool

  @inlinable
  init(
    _ buffer: UnsafeBufferPointer<Reader.Entity>, _ reader: Reader, _ bits: [UInt64]?,
    descending: Bool, limit: Int?, missingPasses: Bool
  ) {
    self.buffer = buffer
    self.reader = reader
    self.bits = bits
    self.descending = descending
    self.limit = limit
    self.missingPasses = missingPasses
  }

  @inlinable
  func run<Test: KernelTest>(_ test: Test) -> [Int]? where Test.Value == Reader.Value {
    if descending {
      return KernelScan.top(
        buffer, reader, bits, limit, test, Value.Descending(), missingPasses: missingPasses)
    }
    return KernelScan.top(
      buffer, reader, bits, limit, test, Value.Ascending(), missingPasses: missingPasses)
  }
}

/// The kernels of one column of entities in contiguous storage.
@usableFromInline
struct ColumnKernels<Entity, Value: KernelValue>: Sendable {
  /// A condition on the column, over the given entities.
  @usableFromInline let filter:
    @Sendable (UnsafeBufferPointer<Entity>, KernelCondition<Value>) -> KernelFilter<Entity>
  /// A sort by the column, over the given entities.
  @usableFromInline let sort: @Sendable (UnsafeBufferPointer<Entity>) -> KernelSort<Entity>

  /// The kernels reading the column with the reader; specialised where the reader's type is
  /// concrete.
  @inlinable
  init<Reader: KernelReader>(_ reader: Reader)
  where Reader.Entity == Entity, Reader.Value == Value {
    filter = { buffer, condition in
      KernelFilter(
        mark: { bits, intersect in
          bits.withUnsafeMutableBufferPointer { words in
            condition.dispatch(KernelMark(buffer, reader, words, intersect: intersect))
          }
        },
        top: { bits, descending, limit in
          condition.dispatch(
            KernelTop(
              buffer, reader, bits, descending: descending, limit: limit, missingPasses: false))
        })
    }
    sort = { buffer in
      KernelSort(top: { bits, descending, limit in
        KernelTop(
          buffer, reader, bits, descending: descending, limit: limit, missingPasses: true
        )
        .run(KernelTests.Always())
      })
    }
  }
}

/// A column's kernels made by the `@ComputedProperty` expansion, kept in the property object:
/// they call the declaration's getter. They stand for `entity[keyPath: keyPath]` only for the
/// key paths that reach this object for every entity — the `$name` the macro writes, whose
/// getter returns the one shared object — never for another key path that reached it on some
/// entity.
@usableFromInline
final class ComputedKernels<Entity, Value: KernelValue>: Sendable {
  @usableFromInline let kernels: ColumnKernels<Entity, Value>
  @usableFromInline let sharedProjection: SharedKeyPath<AnyKeyPath>?

  @inlinable
  init(_ kernels: ColumnKernels<Entity, Value>, projection: AnyKeyPath?) {
    self.kernels = kernels
    sharedProjection = projection.map(SharedKeyPath.init)
  }

  /// `\Entity.$name`, the macro's projection of the property; `nil` when the declaration does
  /// not say it (code expanded by an earlier version of the macro).
  @inlinable var projection: AnyKeyPath? { sharedProjection?.path }
}

/// A condition on a column, ready to run over a Find's entities.
@usableFromInline
struct KernelFilter<Entity> {
  /// Clears the bits of the entities that fail (`intersect`, for `.and`) or sets those of the
  /// entities that pass (for `.or`).
  @usableFromInline let mark: (inout [UInt64], _ intersect: Bool) -> Void
  /// The positions of the best `limit` entities by this column among those that pass this
  /// condition (and whose bit is set, given bits), best first, ties in arrival order; every one
  /// of them, sorted, when `limit` is `nil`.
  @usableFromInline let top: ([UInt64]?, _ descending: Bool, _ limit: Int?) -> [Int]?

  @inlinable
  init(
    mark: @escaping (inout [UInt64], _ intersect: Bool) -> Void,
    top: @escaping ([UInt64]?, _ descending: Bool, _ limit: Int?) -> [Int]?
  ) {
    self.mark = mark
    self.top = top
  }
}

/// A sort by a column, ready to run over a Find's entities.
@usableFromInline
struct KernelSort<Entity> {
  /// The positions of the best `limit` entities (whose bit is set, given bits), best first,
  /// ties in arrival order; every one of them, sorted, when `limit` is `nil`. `nil` when some
  /// entity has no value to order by.
  @usableFromInline let top: ([UInt64]?, _ descending: Bool, _ limit: Int?) -> [Int]?

  @inlinable
  init(top: @escaping ([UInt64]?, _ descending: Bool, _ limit: Int?) -> [Int]?) {
    self.top = top
  }
}

/// Where a query finds a column's kernels: the plans `QueryComparator` and
/// `EntityQuerySortableByProperty` carry for the value types that have kernels.
@usableFromInline
enum KernelPlans {
  /// The kernels of the property at the key path over the entities: a `@ComputedProperty`'s
  /// own when the key path is the macro's `$name` (see ``ComputedKernels``), else kernels that
  /// read each entity's property as the key path reaches it (see `PropertyRead`).
  @inlinable
  static func kernels<Entity, Value: KernelValue & _IntentValue & Sendable>(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>, _ buffer: UnsafeBufferPointer<Entity>
  ) -> ColumnKernels<Entity, Value> {
    if let sample = buffer.first,
      let computed = sample[keyPath: keyPath].computedKernels as? ComputedKernels<Entity, Value>,
      let projection = computed.projection, projection == keyPath
    {
      return computed.kernels
    }
    return ColumnKernels(PropertyKernelReader(PropertyRead(keyPath)))
  }

  /// Whether kernels exist for the value type: the numbers, dates and text.
  @inlinable
  static func supports<Value>(_ type: Value.Type) -> Bool {
    Value.self == Int.self || Value.self == Double.self || Value.self == Date.self
      || Value.self == String.self
  }

  /// The filter plan of a condition on the property at the key path, when the property's
  /// values have the bounds' type and that type has a kernel for the comparison.
  @inlinable
  static func filter<Entity, Bound>(
    _ property: AnyKeyPath, _ comparison: QueryComparisonOperator, _ lower: Bound,
    _ upper: Bound
  ) -> (@Sendable (UnsafeBufferPointer<Entity>) -> KernelFilter<Entity>?)? {
    let comparison = KernelOperator(comparison)
    if Bound.self == Int.self { return filter(property, comparison, lower, upper, as: Int.self) }
    if Bound.self == Double.self {
      return filter(property, comparison, lower, upper, as: Double.self)
    }
    if Bound.self == Date.self { return filter(property, comparison, lower, upper, as: Date.self) }
    if Bound.self == String.self {
      return filter(property, comparison, lower, upper, as: String.self)
    }
    if Bound.self == Bool.self { return filter(property, comparison, lower, upper, as: Bool.self) }
    return nil
  }

  @inlinable
  static func filter<Entity, Bound, Value: KernelValue & _IntentValue & Sendable>(
    _ property: AnyKeyPath, _ comparison: KernelOperator, _ lower: Bound, _ upper: Bound,
    as type: Value.Type
  ) -> (@Sendable (UnsafeBufferPointer<Entity>) -> KernelFilter<Entity>?)? {
    guard Value.hasKernel(for: comparison),
      let keyPath = property as? KeyPath<Entity, EntityProperty<Value>>
    else { return nil }
    guard let lower = lower as? Value, let upper = upper as? Value else { return nil }
    let typed = SharedKeyPath(keyPath)
    let condition = KernelCondition(comparison, lower, upper)
    return { buffer in kernels(typed.path, buffer).filter(buffer, condition) }
  }

  /// The sort plan of a property, when its value type has kernels.
  @inlinable
  static func sort<Entity, Value: KernelValue & _IntentValue & Sendable>(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>
  ) -> (@Sendable (UnsafeBufferPointer<Entity>) -> KernelSort<Entity>?)? {
    guard supports(Value.self) else { return nil }
    let keyPath = SharedKeyPath(keyPath)
    return { buffer in kernels(keyPath.path, buffer).sort(buffer) }
  }

  /// The kernels of a computed property's declaration, when its value type has kernels; made
  /// by the `@ComputedProperty` expansion, where the declaration is concrete.
  @inlinable
  static func computed<Declaration: _ComputedPropertyDeclaration>(
    _ declaration: Declaration.Type
  ) -> (any AnyObject & Sendable)? {
    let projection = Declaration._projection
    if Declaration.Value.self == Int.self {
      return ComputedKernels(
        ColumnKernels(ComputedKernelReader<Declaration, Int>()), projection: projection)
    }
    if Declaration.Value.self == Double.self {
      return ComputedKernels(
        ColumnKernels(ComputedKernelReader<Declaration, Double>()), projection: projection)
    }
    if Declaration.Value.self == Date.self {
      return ComputedKernels(
        ColumnKernels(ComputedKernelReader<Declaration, Date>()), projection: projection)
    }
    if Declaration.Value.self == String.self {
      return ComputedKernels(
        ColumnKernels(ComputedKernelReader<Declaration, String>()), projection: projection)
    }
    return nil
  }
}
