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
    if let limit, limit <= 0 { return [] }
    let keys = sorts.filter(\.isOrderable)
    if let found = withContiguousStorageIfAvailable({ buffer in
      InPlaceMatching.run(buffer, comparators, mode, keys, limit)
    }) {
      return found
    }
    // Entities that are not in contiguous storage (a lazy sequence, a set) are gathered first.
    return Array(self).matching(comparators, mode: mode, sortedBy: sorts, limit: limit)
  }

  /// The entities sorted by the sort keys in priority order; stable. This is an OpenIntents
  /// addition.
  @inlinable
  public func sorted(by sorts: [EntityQuerySort<Element>]) -> [Element] {
    matching([], sortedBy: sorts)
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
    if let limit, limit <= 0 { return [] }
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

/// Filtering, sorting and limiting entities in an array's storage, through pointers to them
/// instead of copies: the engine of ``Swift/Sequence/matching(_:mode:sortedBy:limit:)``.
///
/// Every property is read as its key path reaches it in each entity (see `PropertyRead`), so
/// the answer is the one a plain loop over the entities gives: keep those that pass the
/// comparators, sort them stably, take the first `limit`. Tests run cheapest first (they are
/// pure, so their order changes only the time), and each candidate's sort values are read once.
@usableFromInline
enum InPlaceMatching {
  /// The entities that pass, sorted, cut to the limit; through the typed kernels when every
  /// condition and sort key has one and `kernels` allows them.
  @inlinable
  static func run<Entity: AppEntity>(
    _ buffer: UnsafeBufferPointer<Entity>, _ comparators: [QueryComparator<Entity>],
    _ mode: EntityQueryComparatorMode, _ sorts: [EntityQuerySort<Entity>], _ limit: Int?,
    kernels: Bool = true
  ) -> [Entity] {
    guard let base = buffer.baseAddress, !buffer.isEmpty, (limit ?? 1) > 0 else { return [] }
    if kernels, let result = Kernels.run(buffer, comparators, mode, sorts, limit) {
      return result
    }
    let planned = comparators.enumerated().map {
      index, comparator -> (cost: Int, index: Int, test: (UnsafePointer<Entity>) -> Bool) in
      if let plan = comparator.inPlace { return (plan.cost, index, plan.test) }
      // A hand-made test, or a related entity's property: it takes the entity itself.
      let test = comparator.test
      return (4, index, { test($0.pointee) })
    }
    let tests = planned.sorted { ($0.cost, $0.index) < ($1.cost, $1.index) }.map(\.test)
    let accepts = combine(tests, mode)
    guard !sorts.isEmpty else {
      return Selection.select(
        0..<buffer.count, where: { accepts(base + $0) }, orderedBy: nil, limit: limit
      ).map { buffer[$0] }
    }
    let candidates = (0..<buffer.count).filter { accepts(base + $0) }
    let orders = sorts.map { sort -> (Int, Int) -> ComparisonResult in
      guard let plan = sort.inPlaceAscending else {
        return { sort.comparison(buffer[candidates[$0]], buffer[candidates[$1]]) }
      }
      let ascending = plan.keys(buffer, candidates)
      return sort.order == .ascending ? ascending : { ascending($1, $0) }
    }
    let order = KeyOrdering(orders)
    return Selection.select(
      candidates.indices, where: { _ in true }, orderedBy: order.precedes, limit: limit
    ).map { buffer[candidates[$0]] }
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
