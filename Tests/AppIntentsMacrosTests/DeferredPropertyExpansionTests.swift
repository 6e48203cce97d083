import SwiftSyntaxMacroExpansion
import Testing

@testable import AppIntentsMacros

@Suite struct DeferredPropertyExpansionTests {
  static let macros = ["DeferredProperty": MacroSpec(type: DeferredPropertyMacro.self)]

  @Test func expandsAThrowingAsyncGetter() {
    expectMacro(
      """
      struct LandmarkEntity {
        @DeferredProperty
        var crowdStatus: Int {
          get async throws { try await service.status(id) }
        }
      }
      """,
      expansion: """
      struct LandmarkEntity {
        var crowdStatus: Int {
          get async throws { try await service.status(id) }
        }

        enum _crowdStatus: AppIntents._EntityPropertyDeclaration {
          static let property = AppIntents.EntityProperty<Int>(identifier: "crowdStatus", asyncGetter: { (entity: LandmarkEntity) in
              try await entity.crowdStatus
            })
        }

        private let _crowdStatus = AppIntents._EntityPropertyField<_crowdStatus>()

        var $crowdStatus: AppIntents.EntityProperty<Int> {
          LandmarkEntity._crowdStatus.property
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func expandsANonThrowingAsyncGetterWithATitle() {
    expectMacro(
      """
      struct LandmarkEntity {
        @DeferredProperty(title: "Crowd")
        var crowdStatus: String {
          get async { await service.status(id) }
        }
      }
      """,
      expansion: """
      struct LandmarkEntity {
        var crowdStatus: String {
          get async { await service.status(id) }
        }

        enum _crowdStatus: AppIntents._EntityPropertyDeclaration {
          static let property = AppIntents.EntityProperty<String>(identifier: "crowdStatus", title: "Crowd", asyncGetter: { (entity: LandmarkEntity) in
              await entity.crowdStatus
            })
        }

        private let _crowdStatus = AppIntents._EntityPropertyField<_crowdStatus>()

        var $crowdStatus: AppIntents.EntityProperty<String> {
          LandmarkEntity._crowdStatus.property
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func genericTypeSharesThroughTheCache() {
    expectMacro(
      """
      public struct Feed<Item>: AppEntity {
        @DeferredProperty(title: "Latest")
        public var latest: String {
          get async throws { try await source.latest() }
        }
      }
      """,
      expansion: """
      public struct Feed<Item>: AppEntity {
        public var latest: String {
          get async throws { try await source.latest() }
        }

        enum _latest: AppIntents._EntityPropertyDeclaration {
          static var property: AppIntents.EntityProperty<String> {
            AppIntents._EntityPropertyDeclarations.shared(Self.self) {
              AppIntents.EntityProperty<String>(identifier: "latest", title: "Latest", asyncGetter: { (entity: Feed) in
                  try await entity.latest
                })
            }
          }
        }

        private let _latest = AppIntents._EntityPropertyField<_latest>()

        public var $latest: AppIntents.EntityProperty<String> {
          Feed._latest.property
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesASynchronousGetterWithAFixIt() {
    expectMacro(
      """
      struct LandmarkEntity {
        @DeferredProperty
        var crowdStatus: Int { 3 }
      }
      """,
      diagnostics: """
      struct LandmarkEntity {
        @DeferredProperty
        var crowdStatus: Int { 3 }
                               ┬
                               ╰─ 🛑 @DeferredProperty needs a 'get async' (or 'get async throws') getter; for a value cheap to compute use @ComputedProperty
                                  ✏️ Use @ComputedProperty
      }
      """,
      fixes: """
      struct LandmarkEntity {
        @ComputedProperty
        var crowdStatus: Int { 3 }
      }
      """,
      expansion: """
      struct LandmarkEntity {
        @ComputedProperty
        var crowdStatus: Int { 3 }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesASetter() {
    expectMacro(
      """
      struct LandmarkEntity {
        @DeferredProperty
        var crowdStatus: Int {
          get async { 3 }
          set { }
        }
      }
      """,
      diagnostics: """
      struct LandmarkEntity {
        @DeferredProperty
        var crowdStatus: Int {
            ╰─ 🛑 @DeferredProperty is read-only: remove the 'set' accessor
          get async { 3 }
          set { }
        }
      }
      """,
      macros: Self.macros
    )
  }
}
