/// The loops of the kernels (see `ColumnKernels`): marking the entities that pass a condition in
/// a bitmap, and keeping the best entities by a column. Every function is inlinable and generic
/// over its reader, test and order, so that, specialised for them, the loop holds no call.
@usableFromInline
enum KernelScan {
  /// A bitmap of `count` entities, every bit set (`.and`) or none (`.or`).
  @inlinable
  static func bits(count: Int, set: Bool) -> [UInt64] {
    var words = [UInt64](repeating: set ? ~0 : 0, count: (count + 63) / 64)
    let tail = count % 64
    if set, tail != 0 { words[words.count - 1] = (1 &<< UInt64(tail)) &- 1 }
    return words
  }

  /// Clears the bits of the entities that fail the test (`intersect`) or sets those of the
  /// entities that pass it. When intersecting, only the entities whose bit is still set are read.
  @inlinable
  static func mark<Reader: KernelReader, Test: KernelTest>(
    _ buffer: UnsafeBufferPointer<Reader.Entity>, _ reader: Reader,
    _ words: UnsafeMutableBufferPointer<UInt64>, intersect: Bool, _ test: Test
  ) where Test.Value == Reader.Value {
    guard let base = buffer.baseAddress else { return }
    let count = buffer.count
    var start = 0
    var index = 0
    while start < count {
      let end = Swift.min(start &+ 64, count)
      defer {
        start = end
        index &+= 1
      }
      let current = words[index]
      if intersect, current != ~0 {
        // Only the entities still in the running are read: a later condition does not load
        // the values of those an earlier one turned away.
        var kept = current
        var remaining = current
        while remaining != 0 {
          let bit = remaining.trailingZeroBitCount
          if !passes(test, reader.value(at: base + (start &+ bit))) {
            kept &= ~(1 &<< UInt64(bit))
          }
          remaining &= remaining &- 1
        }
        words[index] = kept
        continue
      }
      var word: UInt64 = 0
      var position = start
      while position < end {
        if passes(test, reader.value(at: base + position)) {
          word |= 1 &<< UInt64(position &- start)
        }
        position &+= 1
      }
      words[index] = intersect ? word : current | word
    }
  }

  /// Whether a value passes the test; a missing value (a deferred property's) passes none.
  @inlinable @inline(__always)
  static func passes<Test: KernelTest>(_ test: Test, _ value: Test.Value?) -> Bool {
    guard let value else { return false }
    return test.passes(value)
  }

  /// Calls the body with each position, in order: every position, or those whose bit is set.
  @inlinable
  static func forEachPosition(_ count: Int, _ bits: [UInt64]?, _ body: (Int) -> Void) {
    guard let bits else {
      var position = 0
      while position < count {
        body(position)
        position &+= 1
      }
      return
    }
    bits.withUnsafeBufferPointer { words in
      for index in words.indices {
        var word = words[index]
        let first = index &* 64
        while word != 0 {
          body(first &+ word.trailingZeroBitCount)
          word &= word &- 1
        }
      }
    }
  }

  /// The positions whose bit is set (every position without bits), in order, at most `limit`.
  @inlinable
  static func positions(_ count: Int, _ bits: [UInt64]?, limit: Int?) -> [Int] {
    let limit = limit ?? count
    guard let bits else { return Array(0..<Swift.min(count, limit)) }
    var result: [Int] = []
    for index in bits.indices where bits[index] != 0 {
      var word = bits[index]
      while word != 0 {
        if result.count == limit { return result }
        result.append(index &* 64 &+ word.trailingZeroBitCount)
        word &= word &- 1
      }
    }
    return result
  }

  /// The positions of the best `limit` entities by the order that pass the test (and whose
  /// bit is set), best first, ties in arrival order; all of them, sorted stably, without a
  /// limit. `nil` when an entity that passes has no value to order by (a deferred property):
  /// the caller then takes the general path, which orders such entities first.
  @inlinable
  static func top<Reader: KernelReader, Test: KernelTest, Order: KernelOrder>(
    _ buffer: UnsafeBufferPointer<Reader.Entity>, _ reader: Reader, _ bits: [UInt64]?,
    _ limit: Int?, _ test: Test, _ order: Order, missingPasses: Bool
  ) -> [Int]? where Test.Value == Reader.Value, Order.Value == Reader.Value {
    guard let base = buffer.baseAddress else { return [] }
    var missing = false
    guard let limit else {
      var kept: [(value: Reader.Value, position: Int)] = []
      forEachPosition(buffer.count, bits) { position in
        guard let value = reader.value(at: base + position) else {
          missing = missing || missingPasses
          return
        }
        if test.passes(value) { kept.append((value, position)) }
      }
      if missing { return nil }
      // Arrival breaks ties, which makes the sort stable.
      kept.sort {
        order.better($0.value, $1.value)
          || (!order.better($1.value, $0.value) && $0.position < $1.position)
      }
      return kept.map(\.position)
    }
    var heap = KernelHeap(capacity: limit, order)
    // The worst kept value, in a local: most entities are turned away by one comparison.
    var worst: Reader.Value? = nil
    forEachPosition(buffer.count, bits) { position in
      guard let value = reader.value(at: base + position) else {
        missing = missing || missingPasses
        return
      }
      guard test.passes(value) else { return }
      if let current = worst, !order.better(value, current) { return }
      heap.insert(value, position)
      if heap.isFull { worst = heap.worst }
    }
    if missing { return nil }
    return heap.positions()
  }
}

/// The direction of a kernel's sort, as a type so that the loop specialised for it holds the
/// comparison itself.
@usableFromInline
protocol KernelOrder {
  associatedtype Value
  init()
  /// Whether `a` comes strictly before `b`.
  func better(_ a: Value, _ b: Value) -> Bool
}

@usableFromInline
enum KernelOrders {
  @usableFromInline
  struct Ascending<Value: Comparable>: KernelOrder {
    @inlinable init() {}
    @inlinable func better(_ a: Value, _ b: Value) -> Bool { a < b }
  }

  @usableFromInline
  struct Descending<Value: Comparable>: KernelOrder {
    @inlinable init() {}
    @inlinable func better(_ a: Value, _ b: Value) -> Bool { a > b }
  }

  /// Text as the general path sorts it: ignoring case and diacritics, then by the exact
  /// characters (`FoldedString.compare`).
  @usableFromInline
  struct FoldedAscending: KernelOrder {
    @inlinable init() {}
    @inlinable func better(_ a: String, _ b: String) -> Bool {
      FoldedString.compare(a, b) == .orderedAscending
    }
  }

  @usableFromInline
  struct FoldedDescending: KernelOrder {
    @inlinable init() {}
    @inlinable func better(_ a: String, _ b: String) -> Bool {
      FoldedString.compare(a, b) == .orderedDescending
    }
  }

  @usableFromInline
  struct FalseFirst: KernelOrder {
    @inlinable init() {}
    @inlinable func better(_ a: Bool, _ b: Bool) -> Bool { !a && b }
  }

  @usableFromInline
  struct TrueFirst: KernelOrder {
    @inlinable init() {}
    @inlinable func better(_ a: Bool, _ b: Bool) -> Bool { a && !b }
  }
}

/// The best values so far and their positions: a max-heap with the worst on top, ties broken by
/// arrival — the same heap as `BoundedHeap`, with typed values and an inlined order.
@usableFromInline
struct KernelHeap<Order: KernelOrder> {
  @usableFromInline typealias Value = Order.Value
  @usableFromInline var storage: [(value: Value, position: Int)] = []
  @usableFromInline let capacity: Int
  @usableFromInline let order: Order

  @inlinable
  init(capacity: Int, _ order: Order) {
    self.capacity = capacity
    self.order = order
    storage.reserveCapacity(Swift.min(capacity, 1024))
  }

  @inlinable
  var isFull: Bool { storage.count >= capacity }

  @inlinable
  var worst: Value? { storage.first?.value }

  /// Whether `a` comes before `b`: strictly better, or as good and earlier.
  @inlinable
  func before(_ a: (value: Value, position: Int), _ b: (value: Value, position: Int)) -> Bool {
    if order.better(a.value, b.value) { return true }
    if order.better(b.value, a.value) { return false }
    return a.position < b.position
  }

  /// Keeps the value when there is room or when it beats the worst kept one.
  @inlinable
  mutating func insert(_ value: Value, _ position: Int) {
    let item = (value: value, position: position)
    if storage.count < capacity {
      storage.append(item)
      var child = storage.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard before(storage[parent], storage[child]) else { break }
        storage.swapAt(parent, child)
        child = parent
      }
    } else if let top = storage.first, order.better(value, top.value) {
      storage[0] = item
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < storage.count else { break }
        var largest = left
        let right = left + 1
        if right < storage.count, before(storage[left], storage[right]) {
          largest = right
        }
        guard before(storage[parent], storage[largest]) else { break }
        storage.swapAt(parent, largest)
        parent = largest
      }
    }
  }

  /// The kept positions, best first.
  @inlinable
  func positions() -> [Int] {
    storage.sorted { before($0, $1) }.map(\.position)
  }
}
