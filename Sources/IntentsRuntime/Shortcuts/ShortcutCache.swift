import Synchronization

/// The expanded App Shortcuts of each provider, until the provider's parameters change.
final class ShortcutCache: Sendable {
  private struct State {
    var expanded: [String: ExpandedShortcuts] = [:]
    /// How many times each provider's parameters changed.
    var generations: [String: Int] = [:]
  }
  private let state = Mutex(State())

  /// The provider's expansion, if known; and the generation to store a new one with.
  func lookup(_ provider: String) -> (ExpandedShortcuts?, generation: Int) {
    state.withLock { ($0.expanded[provider], $0.generations[provider, default: 0]) }
  }

  /// Keeps an expansion — unless the parameters changed while it was being made.
  func store(_ expanded: ExpandedShortcuts, _ provider: String, generation: Int) {
    state.withLock { state in
      if state.generations[provider, default: 0] == generation {
        state.expanded[provider] = expanded
      }
    }
  }

  func invalidate(_ provider: String) {
    state.withLock { state in
      state.generations[provider, default: 0] += 1
      state.expanded[provider] = nil
    }
  }
}
