package import CoreLocation
package import Foundation

/// An intent value as the system carries it, whatever its Swift type: two containers are equal
/// when they hold the same value (a set's elements in any order).
public struct IntentValueContainer: Sendable, Equatable {
  /// What a conversion may depend on. Apple's conversions take none that an app sets; the
  /// type exists so that signatures match.
  public struct ConversionContext: Sendable, Hashable {
    package init() {}
  }

  /// The value held.
  package let content: Content

  package init(_ content: Content) {
    self.content = content
  }

  /// The values a container holds. This is an OpenIntents addition, for the runtime that
  /// reads them.
  package indirect enum Content: Sendable, Equatable {
    case none
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case attributedString(AttributedString)
    case url(URL)
    case date(Date)
    case dateComponents(DateComponents)
    case dateInterval(DateInterval)
    case duration(Duration)
    case personName(PersonNameComponents)
    /// A measurement: its value in its unit, the unit's symbol and the unit's class name
    /// (`UnitLength`…).
    case measurement(value: Double, symbol: String, dimension: String)
    case placemark(Placemark)
    case list([Content])
    /// Elements in no order.
    case set(Unordered)
    /// An entity, by its type and identifier.
    case entity(AttributedEntityIdentifier)
    /// A case of an enum type (named by its Swift type name), by its raw value.
    case enumCase(type: String, rawValue: String)
    /// A system value (a person, a place), as itself.
    case system(SystemValue)
    /// A value made of named fields — a transient entity's properties, an intent's parameters —
    /// of the type named.
    case record(type: String, fields: [String: Content])
  }

  /// A placemark, compared part by part (`isEqual(_:)`).
  package struct Placemark: Sendable, Equatable {
    package let placemark: CLPlacemark

    package init(_ placemark: CLPlacemark) { self.placemark = placemark }

    package static func == (lhs: Placemark, rhs: Placemark) -> Bool {
      lhs.placemark.isEqual(rhs.placemark)
    }
  }

  /// A system value — `IntentPerson`, `PlaceDescriptor` — held as itself: equal to another of
  /// its type that is equal to it.
  package struct SystemValue: Sendable, Equatable {
    package let value: any Equatable & Sendable

    package init(_ value: any Equatable & Sendable) { self.value = value }

    package static func == (lhs: SystemValue, rhs: SystemValue) -> Bool {
      func matches<Value: Equatable>(_ value: Value) -> Bool { (rhs.value as? Value) == value }
      return matches(lhs.value)
    }
  }

  /// The elements of a set: equal to another when each element occurs as often in both.
  package struct Unordered: Sendable, Equatable {
    package let elements: [Content]

    package init(_ elements: [Content]) { self.elements = elements }

    package static func == (lhs: Unordered, rhs: Unordered) -> Bool {
      guard lhs.elements.count == rhs.elements.count else { return false }
      var unmatched = rhs.elements
      for element in lhs.elements {
        guard let index = unmatched.firstIndex(of: element) else { return false }
        unmatched.remove(at: index)
      }
      return true
    }
  }
}

extension IntentValueContainer: IntentValueExpressing {
  /// The container as an expression.
  public func makeExpression() -> IntentValueExpression { IntentValueExpression(self) }
}
