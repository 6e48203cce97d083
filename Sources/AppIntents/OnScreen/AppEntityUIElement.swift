public import Foundation

/// Where an entity appears on screen, and whether it is selected, with the elements inside it
/// (iOS 18.4): how an app tells the system what a person is looking at, element by element.
///
/// ```swift
/// AppEntityUIElement(landmark, bounds: cell.frame, state: .init(isSelected: true))
/// ```
///
/// A value: it holds what it is given. A Linux server has no screen for the system to ask about,
/// so the OpenIntents system never asks an app for its elements; what a person has on screen
/// reaches it through `NSUserActivity.appEntityIdentifier` instead.
public struct AppEntityUIElement: Sendable {
  /// Whether an element is selected.
  public struct State: Sendable {
    /// Whether the element is selected.
    public var isSelected: Bool

    /// A state, not selected unless said.
    public init(isSelected: Bool = false) {
      self.isSelected = isSelected
    }
  }

  /// The entity the element shows.
  public var identifier: EntityIdentifier
  /// Where the element is, in the coordinates of the context's bounds.
  public var bounds: CGRect
  /// Whether the element is selected.
  public var state: State
  /// The elements inside this one.
  public var subelements: [AppEntityUIElement]

  /// An element showing the entity with this identifier.
  public init(
    identifier: EntityIdentifier, bounds: CGRect, state: State = .init(),
    subelements: [AppEntityUIElement] = []
  ) {
    self.identifier = identifier
    self.bounds = bounds
    self.state = state
    self.subelements = subelements
  }

  /// An element showing the entity.
  public init<Entity: AppEntity>(
    _ entity: Entity, bounds: CGRect, state: State = .init(),
    subelements: [AppEntityUIElement] = []
  ) {
    self.init(
      identifier: EntityIdentifier(for: entity), bounds: bounds, state: state,
      subelements: subelements)
  }
}

/// What the system asks an app for when it wants the elements on screen (iOS 18.4): the area it
/// looks at and which elements — the visible ones in a rectangle, the selected ones.
///
/// The system makes contexts; apps read them. The OpenIntents system has no screen to ask about
/// and makes none (see ``AppEntityUIElement``).
public struct AppEntityUIElementsContext: Sendable {
  /// The area the system looks at.
  public let bounds: CGRect

  /// One kind of element the system asks for.
  public enum ElementsRequest: Hashable, Sendable {
    /// The elements visible in the rectangle.
    case visible(rect: CGRect)
    /// The selected elements.
    case selected
  }

  /// What the system asks for.
  public let requests: Set<ElementsRequest>
  /// Whether every selected element is wanted, even outside ``bounds``.
  public let _includeAllSelectedUIElements: Bool

  /// A context, as the system makes one.
  package init(
    bounds: CGRect, requests: Set<ElementsRequest>, includeAllSelectedUIElements: Bool = false
  ) {
    self.bounds = bounds
    self.requests = requests
    self._includeAllSelectedUIElements = includeAllSelectedUIElements
  }
}
