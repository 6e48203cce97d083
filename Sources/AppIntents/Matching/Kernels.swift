/// The kernel path of ``Swift/Sequence/matching(_:mode:sortedBy:limit:)``: a Find whose every
/// condition and sort key has a typed kernel (see `ColumnKernels`) runs as a few loops over the
/// array's storage — one per condition into a bitmap, then one keeping the best entities, fused
/// with a condition on the sort key's own column — instead of calling closures per entity.
@usableFromInline
enum Kernels {
  /// The result, or `nil` when some condition or sort key has no kernel (optional and other
  /// value types, a related entity's property), there are several sort keys, or an entity has
  /// no value to sort by: the caller then takes the general path.
  @inlinable
  static func run<Entity: AppEntity>(
    _ buffer: UnsafeBufferPointer<Entity>, _ comparators: [QueryComparator<Entity>],
    _ mode: EntityQueryComparatorMode, _ sorts: [EntityQuerySort<Entity>], _ limit: Int?
  ) -> [Entity]? {
    guard sorts.count <= 1, !(comparators.isEmpty && sorts.isEmpty) else { return nil }
    if let limit, limit <= 0 { return [] }
    var filters: [(property: AnyKeyPath, kernel: KernelFilter<Entity>)] = []
    for comparator in comparators {
      guard let plan = comparator.inPlace?.kernel, let kernel = plan(buffer) else { return nil }
      filters.append((comparator.property, kernel))
    }
    var sortKernel: KernelSort<Entity>?
    var fused: Int?
    if let sort = sorts.first {
      guard let plan = sort.inPlaceAscending?.kernel else { return nil }
      // A condition on the sort key's own column runs inside the loop that keeps the best.
      if mode == .and, let index = filters.firstIndex(where: { $0.property == sort.by }) {
        fused = index
      } else {
        guard let kernel = plan(buffer) else { return nil }
        sortKernel = kernel
      }
    }
    let intersect = mode == .and
    var bits: [UInt64]?
    if filters.indices.contains(where: { $0 != fused }) {
      var marked = KernelScan.bits(count: buffer.count, set: intersect)
      for index in filters.indices where index != fused {
        filters[index].kernel.mark(&marked, intersect)
      }
      bits = marked
    }
    let positions: [Int]
    if let sort = sorts.first {
      let descending = sort.order == .descending
      // `nil` when an entity has no value to sort by: the general path orders it.
      if let fused, let top = filters[fused].kernel.top(bits, descending, limit) {
        positions = top
      } else if let sortKernel, let top = sortKernel.top(bits, descending, limit) {
        positions = top
      } else {
        return nil
      }
    } else {
      positions = KernelScan.positions(buffer.count, bits, limit: limit)
    }
    return positions.map { buffer[$0] }
  }
}
