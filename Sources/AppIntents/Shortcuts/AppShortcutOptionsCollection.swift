/// A collection of values an App Shortcut's parameter is offered with, from a provider, under
/// a title.
public protocol AppShortcutOptionsCollectionProtocol {
  /// The provider of the values.
  associatedtype Provider: DynamicOptionsProvider
  /// The provider of the values.
  var dynamicOptionsProvider: Self.Provider { get }
  /// The collection's title.
  var title: LocalizedStringResource { get }
  /// The collection's system symbol, if any.
  var systemImageName: String? { get }
}

/// A collection of values an App Shortcut's parameter is offered with.
public struct AppShortcutOptionsCollection<Provider>: AppShortcutOptionsCollectionProtocol
where Provider: DynamicOptionsProvider {
  /// The provider of the values.
  public let dynamicOptionsProvider: Provider
  /// The collection's title.
  public let title: LocalizedStringResource
  /// The collection's system symbol, if any.
  public let systemImageName: String?

  /// A collection of a provider's values.
  public init(
    _ dynamicOptionsProvider: Provider, title: LocalizedStringResource,
    systemImageName: String? = nil
  ) {
    self.dynamicOptionsProvider = dynamicOptionsProvider
    self.title = title
    self.systemImageName = systemImageName
  }
}

extension AppShortcutOptionsCollection: Sendable where Provider: Sendable {}

/// The options collections of a parameter presentation.
public protocol AppShortcutOptionsCollectionSpecification<Value>: Sendable, Sequence
where Self.Element == any AppShortcutOptionsCollectionProtocol {
  /// The value type of the parameter.
  associatedtype Value: _IntentValue
}

/// The options collections built by ``AppShortcutOptionsCollectionSpecificationBuilder``.
struct OptionsCollections<Value: _IntentValue>: AppShortcutOptionsCollectionSpecification,
  @unchecked Sendable
{
  // @unchecked Sendable, without a lock: Apple's protocol makes every specification
  // `Sendable`, while its elements are `any AppShortcutOptionsCollectionProtocol`, which is
  // not. The array is immutable; each element is an `AppShortcutOptionsCollection`, whose
  // provider is the app's query (an `EntityQuery` is `Sendable`).
  let collections: [any AppShortcutOptionsCollectionProtocol]

  /// The collections, in order.
  func makeIterator() -> IndexingIterator<[any AppShortcutOptionsCollectionProtocol]> {
    collections.makeIterator()
  }
}

/// Builds the options collections of a parameter presentation.
@resultBuilder
public enum AppShortcutOptionsCollectionSpecificationBuilder<Value> where Value: _IntentValue {
  /// One collection, in order.
  public static func buildBlock<C0>(
    _ c0: C0
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where C0: AppShortcutOptionsCollectionProtocol {
    OptionsCollections<Value>(collections: [c0])
  }

  /// 2 collections, in order.
  public static func buildBlock<C0, C1>(
    _ c0: C0, _ c1: C1
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol {
    OptionsCollections<Value>(collections: [c0, c1])
  }

  /// 3 collections, in order.
  public static func buildBlock<C0, C1, C2>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2])
  }

  /// 4 collections, in order.
  public static func buildBlock<C0, C1, C2, C3>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2, c3])
  }

  /// 5 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2, c3, c4])
  }

  /// 6 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2, c3, c4, c5])
  }

  /// 7 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
    C6: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2, c3, c4, c5, c6])
  }

  /// 8 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
    C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2, c3, c4, c5, c6, c7])
  }

  /// 9 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
    C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol,
    C8: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  /// 10 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
    C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol,
    C8: AppShortcutOptionsCollectionProtocol, C9: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }

  /// 11 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ c10: C10
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
    C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol,
    C8: AppShortcutOptionsCollectionProtocol, C9: AppShortcutOptionsCollectionProtocol,
    C10: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10])
  }

  /// 12 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ c10: C10, _ c11: C11
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
    C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol,
    C8: AppShortcutOptionsCollectionProtocol, C9: AppShortcutOptionsCollectionProtocol,
    C10: AppShortcutOptionsCollectionProtocol, C11: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11])
  }

  /// 13 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ c10: C10, _ c11: C11, _ c12: C12
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
    C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol,
    C8: AppShortcutOptionsCollectionProtocol, C9: AppShortcutOptionsCollectionProtocol,
    C10: AppShortcutOptionsCollectionProtocol, C11: AppShortcutOptionsCollectionProtocol,
    C12: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12])
  }

  /// 14 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ c10: C10, _ c11: C11, _ c12: C12, _ c13: C13
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
    C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol,
    C8: AppShortcutOptionsCollectionProtocol, C9: AppShortcutOptionsCollectionProtocol,
    C10: AppShortcutOptionsCollectionProtocol, C11: AppShortcutOptionsCollectionProtocol,
    C12: AppShortcutOptionsCollectionProtocol, C13: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [
      c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13,
    ])
  }

  /// 15 collections, in order.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ c10: C10, _ c11: C11, _ c12: C12, _ c13: C13, _ c14: C14
  ) -> some AppShortcutOptionsCollectionSpecification<Value>
  where
    C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
    C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
    C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
    C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol,
    C8: AppShortcutOptionsCollectionProtocol, C9: AppShortcutOptionsCollectionProtocol,
    C10: AppShortcutOptionsCollectionProtocol, C11: AppShortcutOptionsCollectionProtocol,
    C12: AppShortcutOptionsCollectionProtocol, C13: AppShortcutOptionsCollectionProtocol,
    C14: AppShortcutOptionsCollectionProtocol
  {
    OptionsCollections<Value>(collections: [
      c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14,
    ])
  }
}
