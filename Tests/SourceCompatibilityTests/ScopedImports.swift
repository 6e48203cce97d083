// Real-world form: scoped imports of single declarations by kind (frogcjn imports all nine
// comparators as `class`, the queries as `protocol`, the display types as `struct`). The kinds
// must match Apple's, or these lines do not compile.
//
// `AppEntity` and `AppEnum` are not imported this way: since iOS 26 the module also declares
// the macros `@AppEntity(schema:)` and `@AppEnum(schema:)`, and Swift finds a name shared by a
// protocol and a macro ambiguous in a scoped import — with Apple's SDK as with this module.

import class AppIntents.ContainsComparator
import class AppIntents.EntityProperty
import class AppIntents.EntityQueryProperty
import class AppIntents.EqualToComparator
import class AppIntents.GreaterThanComparator
import class AppIntents.GreaterThanOrEqualToComparator
import class AppIntents.HasPrefixComparator
import class AppIntents.HasSuffixComparator
import class AppIntents.IsBetweenComparator
import class AppIntents.LessThanComparator
import class AppIntents.LessThanOrEqualToComparator
import class AppIntents.NotEqualToComparator
import class AppIntents.AppDependencyManager
import class AppIntents.AppDependency
import protocol AppIntents.EntityPropertyQuery
import protocol AppIntents.EntityQuery
import protocol AppIntents.EntityStringQuery
import protocol AppIntents.EnumerableEntityQuery
import struct AppIntents.DisplayRepresentation
import struct AppIntents.EntityIdentifier
import struct AppIntents.EntityQuerySort
import struct AppIntents.IntentDescription
import struct AppIntents.IntentItemCollection
import struct AppIntents.TypeDisplayRepresentation
import enum AppIntents.EntityQueryComparatorMode
import Testing

@Suite struct ScopedImportTests {
  @Test func declarationKindsMatchApple() {
    // Each import above compiles only when the declaration has the kind named.
    let comparator = EqualToComparator<EntityProperty<String>, String, String> { $0 }
    #expect(ObjectIdentifier(comparator) == ObjectIdentifier(comparator))
    #expect(EntityQueryComparatorMode.and != .or)
  }
}
