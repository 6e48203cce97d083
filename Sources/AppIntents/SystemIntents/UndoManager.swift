import Foundation

#if !canImport(Darwin)
/// Records changes so that they can be undone and redone — a stand-in for Foundation's
/// `UndoManager`, which Linux Foundation lacks, with Apple's names for what intent code uses.
///
/// ```swift
/// undoManager?.registerUndo(withTarget: store) { store in store.restore(note) }
/// undoManager?.setActionName("Delete Note")
/// ```
///
/// Undoing runs the most recent group of registered actions (in reverse order); the actions
/// they register in turn become the redo group. A new registration outside undo and redo
/// clears what could be redone. Apple groups the registrations of one run-loop event; there is
/// no event loop here, so each registration outside ``beginUndoGrouping()`` and
/// ``endUndoGrouping()`` is a group of its own. ``undo()`` and ``redo()`` called while an undo
/// or redo runs (from one of its actions) do nothing; with one group open, they close it first,
/// as Apple's do; with groups open inside it, they stop the program, as Apple's raise.
@MainActor
open class UndoManager {
  private struct Group {
    var actions: [() -> Void] = []
    var name = ""
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  private var openGroups: [Group] = []
  private var state: State = .idle

  private enum State { case idle, undoing, redoing }

  /// An undo manager with nothing recorded.
  public init() {}

  /// The most undo groups kept; `0` keeps them all.
  open var levelsOfUndo = 0 {
    didSet { trim() }
  }

  /// Whether registrations outside an explicit group are grouped (each its own group here).
  open var groupsByEvent = true

  /// How many explicit groups are open.
  open var groupingLevel: Int { openGroups.count }

  /// Whether an undo is running.
  open var isUndoing: Bool { state == .undoing }
  /// Whether a redo is running.
  open var isRedoing: Bool { state == .redoing }

  /// Whether there is something to undo.
  open var canUndo: Bool { !undoStack.isEmpty }
  /// Whether there is something to redo.
  open var canRedo: Bool { !redoStack.isEmpty }

  /// The name of the action ``undo()`` would undo, or `""`.
  open var undoActionName: String { undoStack.last?.name ?? "" }
  /// The name of the action ``redo()`` would redo, or `""`.
  open var redoActionName: String { redoStack.last?.name ?? "" }

  /// Records an action that undoes a change to `target`.
  open func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping (TargetType) -> Void
  ) {
    let action = { handler(target) }
    if !openGroups.isEmpty {
      openGroups[openGroups.count - 1].actions.append(action)
      return
    }
    switch state {
    case .undoing: append(action, to: &redoStack)
    case .redoing: append(action, to: &undoStack)
    case .idle:
      undoStack.append(Group(actions: [action]))
      redoStack.removeAll()
      trim()
    }
  }

  /// Names the action being recorded: the most recent group.
  open func setActionName(_ actionName: String) {
    if !openGroups.isEmpty {
      openGroups[openGroups.count - 1].name = actionName
    } else if state == .undoing, !redoStack.isEmpty {
      redoStack[redoStack.count - 1].name = actionName
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = actionName
    }
  }

  /// Starts a group: the registrations until ``endUndoGrouping()`` undo as one.
  open func beginUndoGrouping() {
    openGroups.append(Group())
  }

  /// Ends the innermost group; a group inside another becomes part of it.
  open func endUndoGrouping() {
    guard let group = openGroups.popLast() else {
      preconditionFailure("endUndoGrouping() called with no open group")
    }
    guard !group.actions.isEmpty else { return }
    if !openGroups.isEmpty {
      openGroups[openGroups.count - 1].actions += group.actions
      if openGroups[openGroups.count - 1].name.isEmpty {
        openGroups[openGroups.count - 1].name = group.name
      }
      return
    }
    switch state {
    case .undoing: redoStack.append(group)
    case .redoing: undoStack.append(group)
    case .idle:
      undoStack.append(group)
      redoStack.removeAll()
      trim()
    }
  }

  /// Undoes the most recent group; what its actions register can be redone.
  open func undo() {
    guard prepareToRun() else { return }
    guard let group = undoStack.popLast() else { return }
    run(group, as: .undoing)
  }

  /// Redoes the most recently undone group.
  open func redo() {
    guard prepareToRun() else { return }
    guard let group = redoStack.popLast() else { return }
    run(group, as: .redoing)
  }

  /// Whether an undo or redo may run now: not while one runs; an open group closed first.
  private func prepareToRun() -> Bool {
    guard state == .idle else { return false }
    precondition(
      openGroups.count <= 1, "undo() or redo() called with undo groups open inside another")
    if openGroups.count == 1 { endUndoGrouping() }
    return true
  }

  /// Forgets everything recorded.
  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
  }

  /// Runs a group's actions, newest first; what they register (onto the redo stack while
  /// undoing, the undo stack while redoing) becomes one group with the same name.
  private func run(_ group: Group, as running: State) {
    let before = running == .undoing ? redoStack.count : undoStack.count
    state = running
    for action in group.actions.reversed() { action() }
    state = .idle
    if running == .undoing {
      redoStack = Self.merged(redoStack, from: before, name: group.name)
    } else {
      undoStack = Self.merged(undoStack, from: before, name: group.name)
    }
  }

  /// The stack with the groups from `start` on made one, named `name` when it has none.
  private static func merged(_ stack: [Group], from start: Int, name: String) -> [Group] {
    guard stack.count > start else { return stack }
    var result = Array(stack[..<start])
    var group = Group(actions: stack[start...].flatMap(\.actions), name: stack[start].name)
    if stack.count > start + 1 || group.name.isEmpty { group.name = name }
    result.append(group)
    return result
  }

  private func append(_ action: @escaping () -> Void, to stack: inout [Group]) {
    stack.append(Group(actions: [action]))
  }

  private func trim() {
    if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
      undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }
  }
}
#endif

/// The undo manager of the app's process, which every `UndoableIntent` registers with. It keeps
/// the 100 most recent changes: the surfaces run undoable intents for any client, and nothing
/// undoes them unless the app does, so an unbounded history would grow with every run.
@MainActor
package enum AppUndoManager {
  package static let shared: UndoManager = {
    let manager = UndoManager()
    manager.levelsOfUndo = 100
    return manager
  }()
}

extension UndoableIntent {
  /// The undo manager the intent registers the undoing of its change with (iOS 26).
  ///
  /// On Apple platforms it is the undo manager of the scene the person is using. A Linux server
  /// has no scene: it is one undo manager for the app's process, shared by every undoable
  /// intent, keeping the 100 most recent changes, which the app's own code can undo and redo.
  /// The OpenIntents surfaces offer no Undo command of their own.
  @MainActor public var undoManager: UndoManager? { AppUndoManager.shared }
}
