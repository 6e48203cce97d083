public import AppIntents
import Foundation

/// The peaks' query: by identifier, by text, and by properties with every kind of comparator,
/// sorted.
public struct PeakQuery: EntityStringQuery, EntityPropertyQuery {
  /// The comparators' form.
  public typealias ComparatorMappingType = QueryComparator<PeakEntity>

  /// A query.
  public init() {}

  /// The properties Find filters on, each with its comparators.
  public static let properties = QueryProperties {
    Property(\PeakEntity.$name) {
      EqualToComparator { $0 }
      NotEqualToComparator { $0 }
      ContainsComparator { $0 }
      HasPrefixComparator { $0 }
      HasSuffixComparator { $0 }
    }
    Property(\PeakEntity.$range) {
      EqualToComparator { $0 }
      NotEqualToComparator { $0 }
    }
    Property(\PeakEntity.$kind) {
      EqualToComparator { $0 }
      NotEqualToComparator { $0 }
    }
    Property(\PeakEntity.$heightMeters) {
      LessThanComparator { $0 }
      LessThanOrEqualToComparator { $0 }
      GreaterThanComparator { $0 }
      GreaterThanOrEqualToComparator { $0 }
      IsBetweenComparator { ($0, $1) }
    }
    Property(\PeakEntity.$prominenceMeters) {
      EqualToComparator { $0 }
      GreaterThanOrEqualToComparator { $0 }
      LessThanOrEqualToComparator { $0 }
    }
    Property(\PeakEntity.$firstAscent) {
      LessThanComparator { $0 }
      GreaterThanComparator { $0 }
      IsBetweenComparator { ($0, $1) }
    }
    Property(\PeakEntity.$isVolcano) {
      EqualToComparator { $0 }
    }
    Property(\PeakEntity.$tags) {
      ContainsComparator { $0 }
    }
  }

  /// The properties Find sorts by.
  public static let sortingOptions = SortingOptions {
    SortableBy(\PeakEntity.$name)
    SortableBy(\PeakEntity.$heightMeters)
    SortableBy(\PeakEntity.$prominenceMeters)
    SortableBy(\PeakEntity.$firstAscent)
  }

  /// The peaks with these identifiers.
  public func entities(for identifiers: [Int]) async throws -> [PeakEntity] {
    Peak.all.filter { identifiers.contains($0.id) }.map(PeakEntity.init)
  }

  /// The volcanoes.
  public func suggestedEntities() async throws -> [PeakEntity] {
    Peak.all.filter(\.isVolcano).map(PeakEntity.init)
  }

  /// The peaks whose name holds the text, ignoring case and accents.
  public func entities(matching string: String) async throws -> [PeakEntity] {
    let needle = FoldedString(string)
    return Peak.all.filter { needle.isContained(in: $0.name) }.map(PeakEntity.init)
  }

  /// The peaks matching the comparators.
  public func entities(
    matching comparators: [QueryComparator<PeakEntity>], mode: ComparatorMode,
    sortedBy: [Sort<PeakEntity>], limit: Int?
  ) async throws -> [PeakEntity] {
    Peak.all.map(PeakEntity.init).matching(
      comparators, mode: mode, sortedBy: sortedBy, limit: limit)
  }
}
