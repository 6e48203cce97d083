import MacroTesting
import Testing

@testable import AppIntentsMacros

@Suite(.macros(["ComputedProperty": ComputedPropertyMacro.self], record: .missing))
struct ComputedPropertyExpansionTests {
  @Test func expandsBareComputedPropertyInAStruct() {
    assertMacro {
      """
      struct LandmarkEntity {
        let landmark: Landmark
        @ComputedProperty
        var name: String { landmark.name }
      }
      """
    }
  }

  @Test func expandsTitle() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty(title: "Height")
        var height: Int { landmark.height }
      }
      """
    }
  }

  @Test func expandsIndexingKey() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty(indexingKey: \.contentDescription)
        var description: String { landmark.description }
      }
      """
    }
  }

  @Test func expandsTitleAndIndexingKey() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty(title: "About", indexingKey: \.contentDescription)
        var about: String { landmark.description }
      }
      """
    }
  }

  @Test func expandsCustomIndexingKey() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty(customIndexingKey: CSCustomAttributeKey(keyName: "continent")!)
        var continent: String { landmark.continent }
      }
      """
    }
  }

  @Test func expandsTitleAndCustomIndexingKey() {
    assertMacro {
      """
      public struct LandmarkEntity {
        @ComputedProperty(title: "Continent", customIndexingKey: .continent)
        public var continent: String { landmark.continent }
      }
      """
    }
  }

  @Test func writableWithASetterUsesGetSetter() {
    assertMacro {
      """
      final class Note {
        @ComputedProperty
        var text: String {
          get { storage.text }
          set { storage.text = newValue }
        }
      }
      """
    }
  }

  @Test func genericTypeSharesThroughTheCache() {
    assertMacro {
      """
      struct Box<Item> {
        @ComputedProperty
        var count: Int { items.count }
      }
      """
    }
  }

  @Test func extensionHasAComputedField() {
    assertMacro {
      """
      extension Outer.LandmarkEntity {
        @ComputedProperty
        var initial: String { String(name.prefix(1)) }
      }
      """
    }
  }

  @Test func diagnosesAStoredProperty() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty
        var name: String
      }
      """
    }
  }

  @Test func diagnosesALetWithAFixIt() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty
        let name: String = "x"
      }
      """
    }
  }

  @Test func diagnosesAnAsyncGetterWithAFixIt() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty
        var status: Int {
          get async { 1 }
        }
      }
      """
    }
  }

  @Test func diagnosesAMissingType() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty
        var name = "x"
      }
      """
    }
  }

  @Test func diagnosesAStaticProperty() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty
        static var name: String { "x" }
      }
      """
    }
  }

  @Test func diagnosesSeveralBindings() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty
        var a: Int { 1 }, b: Int { 2 }
      }
      """
    }
  }

  @Test func diagnosesAPropertyOutsideAType() {
    assertMacro {
      """
      @ComputedProperty
      var name: String { "x" }
      """
    }
  }

  @Test func diagnosesAFunction() {
    assertMacro {
      """
      struct LandmarkEntity {
        @ComputedProperty
        func name() -> String { "x" }
      }
      """
    }
  }
}
