// The diagnostics of the AppIntents macros: one message per mistake, each with a stable id
// (`AppIntentsMacros.<id>`) and, where the fix is mechanical, a fix-it.

import SwiftDiagnostics
import SwiftSyntax

/// A message of one of the AppIntents macros.
struct MacroMessage: DiagnosticMessage, FixItMessage {
  let message: String
  let id: String
  let severity: DiagnosticSeverity

  var diagnosticID: MessageID { MessageID(domain: "AppIntentsMacros", id: id) }
  var fixItID: MessageID { diagnosticID }
}

// MARK: - Property macros

extension MacroMessage {
  /// `@ComputedProperty` or `@DeferredProperty` on something other than a `var`.
  static func notAVariable(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) applies to a 'var' property of an entity, such as "
        + "'var name: String { model.name }'",
      id: "property.notAVariable", severity: .error)
  }

  /// A property macro on a `let`.
  static func onLet(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) needs a 'var' with a getter; a 'let' stores its value (use @Property "
        + "for a stored value)",
      id: "property.onLet", severity: .error)
  }

  /// A property macro on a declaration of several variables.
  static func severalBindings(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) applies to one property at a time; declare each on its own line",
      id: "property.severalBindings", severity: .error)
  }

  /// A property macro on a property without a type annotation.
  static func missingType(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) needs the property's type written out, such as 'var name: String'",
      id: "property.missingType", severity: .error)
  }

  /// A property macro on a static property.
  static func staticProperty(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) describes each entity, so it cannot apply to a 'static' property",
      id: "property.static", severity: .error)
  }

  /// A property macro on a stored property.
  static func storedProperty(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) applies to a computed property with a getter, such as "
        + "'var name: String { model.name }'; for a stored value use @Property",
      id: "property.stored", severity: .error)
  }

  /// A property macro outside a type.
  static func outsideType(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) declares a property of an entity; move it into the entity's type",
      id: "property.outsideType", severity: .error)
  }

  /// `@ComputedProperty` on an asynchronous or throwing getter.
  static let computedAsync = MacroMessage(
    message: "@ComputedProperty reads its getter whenever the system asks, so the getter cannot "
      + "be 'async' or 'throws'; use @DeferredProperty for a value computed only when asked for",
    id: "property.computedAsync", severity: .error)

  /// The fix-it of ``computedAsync``.
  static let useDeferred = MacroMessage(
    message: "Use @DeferredProperty", id: "property.useDeferred", severity: .error)

  /// `@DeferredProperty` on a getter that is not `async`.
  static let deferredNotAsync = MacroMessage(
    message: "@DeferredProperty needs a 'get async' (or 'get async throws') getter; for a value "
      + "cheap to compute use @ComputedProperty",
    id: "property.deferredNotAsync", severity: .error)

  /// The fix-it of ``deferredNotAsync``.
  static let useComputed = MacroMessage(
    message: "Use @ComputedProperty", id: "property.useComputed", severity: .error)

  /// `@DeferredProperty` with a setter.
  static let deferredSetter = MacroMessage(
    message: "@DeferredProperty is read-only: remove the 'set' accessor",
    id: "property.deferredSetter", severity: .error)

  /// The fix-it of ``onLet``.
  static let replaceLet = MacroMessage(
    message: "Replace 'let' with 'var'", id: "property.replaceLet", severity: .error)

  // MARK: - Union values

  /// `@UnionValue` on something other than an enum.
  static let unionNotEnum = MacroMessage(
    message: "@UnionValue applies to an enum whose cases each carry one value, such as "
      + "'enum Result { case landmark(LandmarkEntity) }'",
    id: "union.notEnum", severity: .error)

  /// A union value case without exactly one associated value.
  static func unionCaseArity(_ name: String, count: Int) -> MacroMessage {
    MacroMessage(
      message: "@UnionValue needs every case to carry exactly one value; '\(name)' carries "
        + "\(count == 0 ? "none" : "\(count)"); write 'case \(name)(SomeEntity)'",
      id: "union.caseArity", severity: .error)
  }

  /// A union value enum without cases.
  static let unionNoCases = MacroMessage(
    message: "@UnionValue needs at least one case carrying a value",
    id: "union.noCases", severity: .error)
}

// The schema macros' messages (`schema.…`) are in AssistantSchemaTable, with the check that
// reports them: SchemaDiagnostics.swift.
