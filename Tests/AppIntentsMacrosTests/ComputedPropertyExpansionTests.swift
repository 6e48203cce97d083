import SwiftSyntaxMacroExpansion
import Testing

@testable import AppIntentsMacros

@Suite struct ComputedPropertyExpansionTests {
  static let macros = ["ComputedProperty": MacroSpec(type: ComputedPropertyMacro.self)]

  @Test func expandsBareComputedPropertyInAStruct() {
    expectMacro(
      """
      struct LandmarkEntity {
        let landmark: Landmark
        @ComputedProperty
        var name: String { landmark.name }
      }
      """,
      expansion: #"""
      struct LandmarkEntity {
        let landmark: Landmark
        var name: String { landmark.name }

        enum _name: AppIntents._ComputedPropertyDeclaration {
          static let property: AppIntents.EntityProperty<String> = AppIntents.EntityProperty<String>(identifier: "name", getter: \LandmarkEntity.name)._reading(Self.self)
          static func _value(of entity: LandmarkEntity) -> String {
            entity.name
          }
          static var _projection: Swift.KeyPath<LandmarkEntity, AppIntents.EntityProperty<String>>? {
            \LandmarkEntity.$name
          }
        }

        private let _name = AppIntents._EntityPropertyField<_name>()

        var $name: AppIntents.EntityProperty<String> {
          LandmarkEntity._name.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func expandsTitle() {
    expectMacro(
      """
      struct LandmarkEntity {
        @ComputedProperty(title: "Height")
        var height: Int { landmark.height }
      }
      """,
      expansion: #"""
      struct LandmarkEntity {
        var height: Int { landmark.height }

        enum _height: AppIntents._ComputedPropertyDeclaration {
          static let property: AppIntents.EntityProperty<Int> = AppIntents.EntityProperty<Int>(identifier: "height", title: "Height", getter: \LandmarkEntity.height)._reading(Self.self)
          static func _value(of entity: LandmarkEntity) -> Int {
            entity.height
          }
          static var _projection: Swift.KeyPath<LandmarkEntity, AppIntents.EntityProperty<Int>>? {
            \LandmarkEntity.$height
          }
        }

        private let _height = AppIntents._EntityPropertyField<_height>()

        var $height: AppIntents.EntityProperty<Int> {
          LandmarkEntity._height.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func expandsIndexingKey() {
    expectMacro(
      #"""
      struct LandmarkEntity {
        @ComputedProperty(indexingKey: \.contentDescription)
        var description: String { landmark.description }
      }
      """#,
      expansion: #"""
      struct LandmarkEntity {
        var description: String { landmark.description }

        enum _description: AppIntents._ComputedPropertyDeclaration {
          static let property: AppIntents.EntityProperty<String> = AppIntents.EntityProperty<String>(identifier: "description", indexingKey: \.contentDescription, getter: \LandmarkEntity.description)._reading(Self.self)
          static func _value(of entity: LandmarkEntity) -> String {
            entity.description
          }
          static var _projection: Swift.KeyPath<LandmarkEntity, AppIntents.EntityProperty<String>>? {
            \LandmarkEntity.$description
          }
        }

        private let _description = AppIntents._EntityPropertyField<_description>()

        var $description: AppIntents.EntityProperty<String> {
          LandmarkEntity._description.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func expandsTitleAndIndexingKey() {
    expectMacro(
      #"""
      struct LandmarkEntity {
        @ComputedProperty(title: "About", indexingKey: \.contentDescription)
        var about: String { landmark.description }
      }
      """#,
      expansion: #"""
      struct LandmarkEntity {
        var about: String { landmark.description }

        enum _about: AppIntents._ComputedPropertyDeclaration {
          static let property: AppIntents.EntityProperty<String> = AppIntents.EntityProperty<String>(identifier: "about", title: "About", indexingKey: \.contentDescription, getter: \LandmarkEntity.about)._reading(Self.self)
          static func _value(of entity: LandmarkEntity) -> String {
            entity.about
          }
          static var _projection: Swift.KeyPath<LandmarkEntity, AppIntents.EntityProperty<String>>? {
            \LandmarkEntity.$about
          }
        }

        private let _about = AppIntents._EntityPropertyField<_about>()

        var $about: AppIntents.EntityProperty<String> {
          LandmarkEntity._about.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func expandsCustomIndexingKey() {
    expectMacro(
      """
      struct LandmarkEntity {
        @ComputedProperty(customIndexingKey: CSCustomAttributeKey(keyName: "continent")!)
        var continent: String { landmark.continent }
      }
      """,
      expansion: #"""
      struct LandmarkEntity {
        var continent: String { landmark.continent }

        enum _continent: AppIntents._ComputedPropertyDeclaration {
          static let property: AppIntents.EntityProperty<String> = AppIntents.EntityProperty<String>(identifier: "continent", customIndexingKey: CSCustomAttributeKey(keyName: "continent")!, getter: \LandmarkEntity.continent)._reading(Self.self)
          static func _value(of entity: LandmarkEntity) -> String {
            entity.continent
          }
          static var _projection: Swift.KeyPath<LandmarkEntity, AppIntents.EntityProperty<String>>? {
            \LandmarkEntity.$continent
          }
        }

        private let _continent = AppIntents._EntityPropertyField<_continent>()

        var $continent: AppIntents.EntityProperty<String> {
          LandmarkEntity._continent.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func expandsTitleAndCustomIndexingKey() {
    expectMacro(
      """
      public struct LandmarkEntity {
        @ComputedProperty(title: "Continent", customIndexingKey: .continent)
        public var continent: String { landmark.continent }
      }
      """,
      expansion: #"""
      public struct LandmarkEntity {
        public var continent: String { landmark.continent }

        enum _continent: AppIntents._ComputedPropertyDeclaration {
          static let property: AppIntents.EntityProperty<String> = AppIntents.EntityProperty<String>(identifier: "continent", title: "Continent", customIndexingKey: .continent, getter: \LandmarkEntity.continent)._reading(Self.self)
          static func _value(of entity: LandmarkEntity) -> String {
            entity.continent
          }
          static var _projection: Swift.KeyPath<LandmarkEntity, AppIntents.EntityProperty<String>>? {
            \LandmarkEntity.$continent
          }
        }

        private let _continent = AppIntents._EntityPropertyField<_continent>()

        public var $continent: AppIntents.EntityProperty<String> {
          LandmarkEntity._continent.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func writableWithASetterUsesGetSetter() {
    expectMacro(
      """
      final class Note {
        @ComputedProperty
        var text: String {
          get { storage.text }
          set { storage.text = newValue }
        }
      }
      """,
      expansion: #"""
      final class Note {
        var text: String {
          get { storage.text }
          set { storage.text = newValue }
        }

        enum _text: AppIntents._ComputedPropertyDeclaration {
          static let property: AppIntents.EntityProperty<String> = AppIntents.EntityProperty<String>(identifier: "text", getSetter: \Note.text)._reading(Self.self)
          static func _value(of entity: Note) -> String {
            entity.text
          }
          static var _projection: Swift.KeyPath<Note, AppIntents.EntityProperty<String>>? {
            \Note.$text
          }
        }

        private let _text = AppIntents._EntityPropertyField<_text>()

        var $text: AppIntents.EntityProperty<String> {
          Note._text.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func genericTypeSharesThroughTheCache() {
    expectMacro(
      """
      struct Box<Item> {
        @ComputedProperty
        var count: Int { items.count }
      }
      """,
      expansion: #"""
      struct Box<Item> {
        var count: Int { items.count }

        enum _count: AppIntents._ComputedPropertyDeclaration {
          static var property: AppIntents.EntityProperty<Int> {
            AppIntents._EntityPropertyDeclarations.shared(Self.self) {
              AppIntents.EntityProperty<Int>(identifier: "count", getter: \Box.count)._reading(Self.self)
            }
          }
          static func _value(of entity: Box) -> Int {
            entity.count
          }
          static var _projection: Swift.KeyPath<Box, AppIntents.EntityProperty<Int>>? {
            \Box.$count
          }
        }

        private let _count = AppIntents._EntityPropertyField<_count>()

        var $count: AppIntents.EntityProperty<Int> {
          Box._count.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func codableStructStoresAVarField() {
    expectMacro(
      """
      struct PeakEntity: AppEntity, Codable {
        var metres: Int
        @ComputedProperty
        var feet: Int { metres * 3281 / 1000 }
      }
      """,
      expansion: #"""
      struct PeakEntity: AppEntity, Codable {
        var metres: Int
        var feet: Int { metres * 3281 / 1000 }

        enum _feet: AppIntents._ComputedPropertyDeclaration {
          static let property: AppIntents.EntityProperty<Int> = AppIntents.EntityProperty<Int>(identifier: "feet", getter: \PeakEntity.feet)._reading(Self.self)
          static func _value(of entity: PeakEntity) -> Int {
            entity.feet
          }
          static var _projection: Swift.KeyPath<PeakEntity, AppIntents.EntityProperty<Int>>? {
            \PeakEntity.$feet
          }
        }

        private(set) var _feet = AppIntents._EntityPropertyField<_feet>()

        var $feet: AppIntents.EntityProperty<Int> {
          PeakEntity._feet.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func decodableClassStoresAnUncheckedVarField() {
    expectMacro(
      """
      final class HutEntity: AppEntity, Swift.Decodable {
        let beds: Int
        @ComputedProperty(title: "Free Beds")
        var freeBeds: Int { beds - 2 }
      }
      """,
      expansion: #"""
      final class HutEntity: AppEntity, Swift.Decodable {
        let beds: Int
        var freeBeds: Int { beds - 2 }

        enum _freeBeds: AppIntents._ComputedPropertyDeclaration {
          static let property: AppIntents.EntityProperty<Int> = AppIntents.EntityProperty<Int>(identifier: "freeBeds", title: "Free Beds", getter: \HutEntity.freeBeds)._reading(Self.self)
          static func _value(of entity: HutEntity) -> Int {
            entity.freeBeds
          }
          static var _projection: Swift.KeyPath<HutEntity, AppIntents.EntityProperty<Int>>? {
            \HutEntity.$freeBeds
          }
        }

        nonisolated(unsafe) private var _freeBeds = AppIntents._EntityPropertyField<_freeBeds>()

        var $freeBeds: AppIntents.EntityProperty<Int> {
          HutEntity._freeBeds.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func nestedTypeNamesItselfAndAKeywordNameKeepsItsBackticks() {
    expectMacro(
      """
      enum Region {
        struct ValleyEntity {
          @ComputedProperty
          var `default`: String { name }
        }
      }
      """,
      expansion: #"""
      enum Region {
        struct ValleyEntity {
          var `default`: String { name }

          enum _default: AppIntents._ComputedPropertyDeclaration {
            static let property: AppIntents.EntityProperty<String> = AppIntents.EntityProperty<String>(identifier: "default", getter: \ValleyEntity.`default`)._reading(Self.self)
            static func _value(of entity: ValleyEntity) -> String {
              entity.`default`
            }
            static var _projection: Swift.KeyPath<ValleyEntity, AppIntents.EntityProperty<String>>? {
              \ValleyEntity.$default
            }
          }

          private let _default = AppIntents._EntityPropertyField<_default>()

          var $default: AppIntents.EntityProperty<String> {
            ValleyEntity._default.property
          }
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func extensionHasNoField() {
    expectMacro(
      """
      extension Outer.LandmarkEntity {
        @ComputedProperty
        var initial: String { String(name.prefix(1)) }
      }
      """,
      expansion: #"""
      extension Outer.LandmarkEntity {
        var initial: String { String(name.prefix(1)) }

        enum _initial: AppIntents._ComputedPropertyDeclaration {
          static var property: AppIntents.EntityProperty<String> {
            AppIntents._EntityPropertyDeclarations.shared(Self.self) {
              AppIntents.EntityProperty<String>(identifier: "initial", getter: \Outer.LandmarkEntity.initial)._reading(Self.self)
            }
          }
          static func _value(of entity: Outer.LandmarkEntity) -> String {
            entity.initial
          }
          static var _projection: Swift.KeyPath<Outer.LandmarkEntity, AppIntents.EntityProperty<String>>? {
            \Outer.LandmarkEntity.$initial
          }
        }

        var $initial: AppIntents.EntityProperty<String> {
          Outer.LandmarkEntity._initial.property
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func diagnosesAStoredProperty() {
    expectMacro(
      """
      struct LandmarkEntity {
        @ComputedProperty
        var name: String
      }
      """,
      diagnostics: """
      struct LandmarkEntity {
        @ComputedProperty
        var name: String
            ┬───────────
            ╰─ 🛑 @ComputedProperty applies to a computed property with a getter, such as 'var name: String { model.name }'; for a stored value use @Property
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesALetWithAFixIt() {
    expectMacro(
      """
      struct LandmarkEntity {
        @ComputedProperty
        let name: String = "x"
      }
      """,
      diagnostics: """
      struct LandmarkEntity {
        @ComputedProperty
        let name: String = "x"
        ┬──
        ╰─ 🛑 @ComputedProperty needs a 'var' with a getter; a 'let' stores its value (use @Property for a stored value)
           ✏️ Replace 'let' with 'var'
      }
      """,
      fixes: """
      struct LandmarkEntity {
        @ComputedProperty
        var name: String = "x"
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesAnAsyncGetterWithAFixIt() {
    expectMacro(
      """
      struct LandmarkEntity {
        @ComputedProperty
        var status: Int {
          get async { 1 }
        }
      }
      """,
      diagnostics: """
      struct LandmarkEntity {
        @ComputedProperty
        var status: Int {
          get async { 1 }
          ┬──────────────
          ╰─ 🛑 @ComputedProperty reads its getter whenever the system asks, so the getter cannot be 'async' or 'throws'; use @DeferredProperty for a value computed only when asked for
             ✏️ Use @DeferredProperty
        }
      }
      """,
      fixes: """
      struct LandmarkEntity {
        @DeferredProperty
        var status: Int {
          get async { 1 }
        }
      }
      """,
      expansion: """
      struct LandmarkEntity {
        @DeferredProperty
        var status: Int {
          get async { 1 }
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesAMissingType() {
    expectMacro(
      """
      struct LandmarkEntity {
        @ComputedProperty
        var name = "x"
      }
      """,
      diagnostics: """
      struct LandmarkEntity {
        @ComputedProperty
        var name = "x"
            ┬───
            ╰─ 🛑 @ComputedProperty needs the property's type written out, such as 'var name: String'
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesAStaticProperty() {
    expectMacro(
      """
      struct LandmarkEntity {
        @ComputedProperty
        static var name: String { "x" }
      }
      """,
      diagnostics: """
      struct LandmarkEntity {
        @ComputedProperty
        ╰─ 🛑 @ComputedProperty describes each entity, so it cannot apply to a 'static' property
        static var name: String { "x" }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesSeveralBindings() {
    expectMacro(
      """
      struct LandmarkEntity {
        @ComputedProperty
        var a: Int { 1 }, b: Int { 2 }
      }
      """,
      diagnostics: """
      struct LandmarkEntity {
         ╰─ 🛑 accessor macro can only be applied to a single variable
        @ComputedProperty
        ┬────────────────
        ╰─ 🛑 peer macro can only be applied to a single variable
        var a: Int { 1 }, b: Int { 2 }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesAPropertyOutsideAType() {
    expectMacro(
      """
      @ComputedProperty
      var name: String { "x" }
      """,
      diagnostics: """
      @ComputedProperty
      ╰─ 🛑 @ComputedProperty declares a property of an entity; move it into the entity's type
      var name: String { "x" }
      """,
      macros: Self.macros
    )
  }

  @Test func diagnosesAFunction() {
    expectMacro(
      """
      struct LandmarkEntity {
        @ComputedProperty
        func name() -> String { "x" }
      }
      """,
      diagnostics: """
      struct LandmarkEntity {
        @ComputedProperty
        ┬────────────────
        ╰─ 🛑 @ComputedProperty applies to a 'var' property of an entity, such as 'var name: String { model.name }'
        func name() -> String { "x" }
      }
      """,
      macros: Self.macros
    )
  }
}
