extension Sequence where Element: AppEntity {
  /// The entities that satisfy the comparators — all of them for `.and`, any for `.or`, every
  /// entity when there are none — sorted by the sort keys in priority order, at most `limit`
  /// of them.
  ///
  /// Sorting is stable: entities that compare equal keep their order. With a limit, the
  /// entities are selected in one pass with a bounded heap, so finding the first ten of a
  /// million never sorts the million.
  ///
  /// ```swift
  /// landmarks.matching(comparators, mode: mode, sortedBy: sortedBy, limit: limit)
  /// ```
  ///
  /// This is an OpenIntents addition: the engine behind ``QueryComparator``.
  @inlinable
  public func matching(
    _ comparators: [QueryComparator<Element>], mode: EntityQueryComparatorMode = .and,
    sortedBy sorts: [EntityQuerySort<Element>] = [], limit: Int? = nil
  ) -> [Element] {
    let keys = sorts.filter(\.isOrderable)
    if let limit, limit <= 0 { return [] }
    if let fast = withContiguousStorageIfAvailable({ buffer in
      InPlaceMatching.run(buffer, comparators, mode, keys, limit)
    }), let result = fast {
      return result
    }
    // Computed properties get their typed readers once, from the first entity, when the
    // entities are in an array (class entities); otherwise each test finds its reader.
    let sample = withContiguousStorageIfAvailable { $0.first } ?? nil
    let tests = comparators.map { comparator in
      sample.flatMap { comparator.raw?.computed($0) } ?? comparator.test
    }
    let order = KeyOrdering(
      keys.map { sort -> (Element, Element) -> ComparisonResult in
        if let sample, let computed = sort.rawAscending?.computed(sample) {
          return sort.order == .ascending ? computed : { computed($1, $0) }
        }
        return { sort.comparison($0, $1) }
      })
    return Selection.select(
      self, where: InPlaceMatching.combine(tests, mode),
      orderedBy: keys.isEmpty ? nil : order.precedes, limit: limit)
  }

  /// The entities sorted by the sort keys in priority order; stable. This is an OpenIntents
  /// addition.
  @inlinable
  public func sorted(by sorts: [EntityQuerySort<Element>]) -> [Element] {
    let order = KeyOrdering(sorts.filter(\.isOrderable).map { sort in { sort.comparison($0, $1) } })
    return sorted(by: order.precedes)
  }
}

/// Compares values by several keys in priority order.
@usableFromInline
struct KeyOrdering<Value> {
  @usableFromInline let keys: [(Value, Value) -> ComparisonResult]

  @inlinable
  init(_ keys: [(Value, Value) -> ComparisonResult]) { self.keys = keys }

  /// Whether `lhs` comes strictly before `rhs`.
  @inlinable
  func precedes(_ lhs: Value, _ rhs: Value) -> Bool {
    for key in keys {
      switch key(lhs, rhs) {
      case .orderedAscending: return true
      case .orderedDescending: return false
      case .orderedSame: continue
      }
    }
    return false
  }
}

/// Filtering, sorting and limiting, for entities and for their positions in an array alike.
@usableFromInline
enum Selection {
  /// The candidates that pass, in the given order (stable) or in theirs, at most `limit` of
  /// them. With an order and a limit, a bounded heap keeps the best so far: the first ten of a
  /// million never sort the million.
  @inlinable
  static func select<Candidates: Sequence>(
    _ candidates: Candidates, where accepts: (Candidates.Element) -> Bool,
    orderedBy precedes: ((Candidates.Element, Candidates.Element) -> Bool)?, limit: Int?
  ) -> [Candidates.Element] {
    guard let precedes else {
      var result: [Candidates.Element] = []
      for candidate in candidates where accepts(candidate) {
        result.append(candidate)
        if let limit, result.count == limit { break }
      }
      return result
    }
    guard let limit else {
      var result = candidates.filter(accepts)
      result.sort(by: precedes)  // Swift's sort is stable.
      return result
    }
    var heap = BoundedHeap<Candidates.Element>(capacity: limit, precedes: precedes)
    for candidate in candidates where accepts(candidate) { heap.insert(candidate) }
    return heap.sortedElements()
  }
}

/// Keeps the first `capacity` elements of a stream under an order, in one pass: a max-heap of
/// the best elements so far, each tagged with its arrival so that ties keep arrival order.
@usableFromInline
struct BoundedHeap<Element> {
  @usableFromInline var storage: [(element: Element, arrival: Int)] = []
  @usableFromInline let capacity: Int
  @usableFromInline let precedes: (Element, Element) -> Bool
  @usableFromInline var arrivals = 0

  @inlinable
  init(capacity: Int, precedes: @escaping (Element, Element) -> Bool) {
    self.capacity = capacity
    self.precedes = precedes
    storage.reserveCapacity(Swift.min(capacity, 1024))
  }

  /// Whether `a` comes before `b`, ties broken by arrival.
  @inlinable
  func before(_ a: (element: Element, arrival: Int), _ b: (element: Element, arrival: Int)) -> Bool
  {
    if precedes(a.element, b.element) { return true }
    if precedes(b.element, a.element) { return false }
    return a.arrival < b.arrival
  }

  @inlinable
  mutating func insert(_ element: Element) {
    let item = (element: element, arrival: arrivals)
    arrivals += 1
    if storage.count < capacity {
      storage.append(item)
      siftUp(storage.count - 1)
    } else if let worst = storage.first, precedes(element, worst.element) {
      storage[0] = item
      siftDown(0)
    }
  }

  @inlinable
  mutating func siftUp(_ index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard before(storage[parent], storage[child]) else { return }
      storage.swapAt(parent, child)
      child = parent
    }
  }

  @inlinable
  mutating func siftDown(_ index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      guard left < storage.count else { return }
      var largest = left
      let right = left + 1
      if right < storage.count, before(storage[left], storage[right]) { largest = right }
      guard before(storage[parent], storage[largest]) else { return }
      storage.swapAt(parent, largest)
      parent = largest
    }
  }

  /// The kept elements, best first.
  @inlinable
  func sortedElements() -> [Element] {
    storage.sorted(by: before).map(\.element)
  }
}

/// Filtering, sorting and limiting entities in an array's storage, reading their properties in
/// place instead of copying each entity: the fast path of ``Swift/Sequence/matching(_:mode:sortedBy:limit:)``.
@usableFromInline
enum InPlaceMatching {
  /// The result, or `nil` when some comparator or sort key cannot read in place (a class
  /// entity, a related entity's property), so that the caller takes the general path.
  @inlinable
  static func run<Entity: AppEntity>(
    _ buffer: UnsafeBufferPointer<Entity>, _ comparators: [QueryComparator<Entity>],
    _ mode: EntityQueryComparatorMode, _ sorts: [EntityQuerySort<Entity>], _ limit: Int?
  ) -> [Entity]? {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return [] }
    if let result = Kernels.run(buffer, comparators, mode, sorts, limit) { return result }
    // The tests are pure, so their order changes only the time: the cheap ones go first, and
    // the expensive ones run only on the entities the cheap ones let through (for `.and`).
    var planned: [(cost: Int, test: (UnsafeRawPointer) -> Bool)] = []
    let sample = base.pointee
    for comparator in comparators {
      guard let plan = comparator.raw else { return nil }
      if let computed = plan.computed(sample) {
        // A getter costs more than a load: it runs after the stored properties' tests.
        planned.append(
          (plan.cost + 1, { computed($0.assumingMemoryBound(to: Entity.self).pointee) }))
        continue
      }
      guard let offset = plan.locate(buffer) else { return nil }
      planned.append((plan.cost, plan.make(offset)))
    }
    let tests = planned.enumerated().sorted {
      ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset)
    }
    .map(\.element.test)
    var orders: [(UnsafeRawPointer, UnsafeRawPointer) -> ComparisonResult] = []
    for sort in sorts {
      guard let plan = sort.rawAscending else { return nil }
      let ascending: (UnsafeRawPointer, UnsafeRawPointer) -> ComparisonResult
      if let computed = plan.computed(sample) {
        ascending = {
          computed(
            $0.assumingMemoryBound(to: Entity.self).pointee,
            $1.assumingMemoryBound(to: Entity.self).pointee)
        }
      } else {
        guard let offset = plan.locate(buffer) else { return nil }
        ascending = plan.make(offset)
      }
      orders.append(sort.order == .ascending ? ascending : { ascending($1, $0) })
    }
    let start = UnsafeRawPointer(base)
    let stride = MemoryLayout<Entity>.stride
    let accepts = combine(tests, mode)
    let order = KeyOrdering(orders)
    let positions = Selection.select(
      0..<buffer.count, where: { accepts(start + $0 * stride) },
      orderedBy: orders.isEmpty
        ? nil : { order.precedes(start + $0 * stride, start + $1 * stride) },
      limit: limit)
    return positions.map { buffer[$0] }
  }

  /// One test of several: all of them (`.and`) or any (`.or`); every value passes when there
  /// are none. One and two tests are joined without a loop, the common cases.
  @inlinable
  static func combine<Value>(
    _ tests: [(Value) -> Bool], _ mode: EntityQueryComparatorMode
  ) -> (Value) -> Bool {
    switch (tests.count, mode) {
    case (0, _): return { _ in true }
    case (1, _): return tests[0]
    case (2, .and):
      let (first, second) = (tests[0], tests[1])
      return { first($0) && second($0) }
    case (2, .or):
      let (first, second) = (tests[0], tests[1])
      return { first($0) || second($0) }
    case (_, .and): return { value in tests.allSatisfy { $0(value) } }
    case (_, .or): return { value in tests.contains { $0(value) } }
    }
  }
}
