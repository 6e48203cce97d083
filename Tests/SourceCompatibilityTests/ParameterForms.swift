// Every `@Parameter` form of the value families, called with every one of its labels: each must
// resolve to exactly one initializer (no "ambiguous use of init"), as on Apple platforms.
// Generated from Apple's interface; the families whose value types are not built yet (files,
// people, currency, payment methods, placemarks, search criteria) are not here.

import AppIntents
import Foundation
import Testing

struct FormEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Form"
  static var defaultQuery = FormQuery()
  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct FormQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [FormEntity] {
    identifiers.map(FormEntity.init(id:))
  }
}

enum FormEnum: String, AppEnum {
  case a, b
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Form"
  static var caseDisplayRepresentations: [FormEnum: DisplayRepresentation] = [.a: "A", .b: "B"]
}

struct FormOptions<Value: _IntentValue>: DynamicOptionsProvider {
  func results() async throws -> [Value] { [] }
}

/// Calls every form; returns how many.
func callEveryParameterForm() -> Int {
  _ = IntentParameter<AttributedString>(
    title: "T", description: "D", default: "x", requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<AttributedString>(
    title: "T", description: "D", default: "x", requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<AttributedString>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<AttributedString>())
  _ = IntentParameter<AttributedString>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<AttributedString>(), resolvers: {})
  _ = IntentParameter<AttributedString>(
    description: "D", default: "x", requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<AttributedString>(
    description: "D", default: "x", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<AttributedString>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<AttributedString>())
  _ = IntentParameter<AttributedString>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<AttributedString>(), resolvers: {})
  _ = IntentParameter<Double>(
    title: "T", description: "D", default: 1, controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Double>(
    title: "T", description: "D", default: 1, controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Double>(
    title: "T", description: "D", controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Double>())
  _ = IntentParameter<Double>(
    title: "T", description: "D", controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Double>(), resolvers: {})
  _ = IntentParameter<Double>(
    description: "D", default: 1, controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Double>(
    description: "D", default: 1, controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Double>(
    description: "D", controlStyle: .field, inclusiveRange: (1, 2), requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Double>())
  _ = IntentParameter<Double>(
    description: "D", controlStyle: .field, inclusiveRange: (1, 2), requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Double>(), resolvers: {})
  _ = IntentParameter<DateComponents>(
    title: "T", description: "D", kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<DateComponents>(
    title: "T", description: "D", kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<DateComponents>(
    title: "T", description: "D", kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<DateComponents>())
  _ = IntentParameter<DateComponents>(
    title: "T", description: "D", kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<DateComponents>(), resolvers: {}
  )
  _ = IntentParameter<DateComponents>(
    title: "T", description: "D", default: DateComponents(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<DateComponents>(
    title: "T", description: "D", default: DateComponents(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<DateComponents>(
    title: "T", description: "D", default: DateComponents(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<DateComponents>())
  _ = IntentParameter<DateComponents>(
    title: "T", description: "D", default: DateComponents(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<DateComponents>(), resolvers: {}
  )
  _ = IntentParameter<DateComponents>(
    description: "D", default: DateComponents(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<DateComponents>(
    description: "D", default: DateComponents(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<DateComponents>(
    description: "D", default: DateComponents(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<DateComponents>())
  _ = IntentParameter<DateComponents>(
    description: "D", default: DateComponents(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<DateComponents>(), resolvers: {}
  )
  _ = IntentParameter<FormEntity>(
    title: "T", description: "D", requestValueDialog: "R", requestDisambiguationDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<FormEntity>())
  _ = IntentParameter<FormEntity>(
    title: "T", description: "D", requestValueDialog: "R", requestDisambiguationDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<FormEntity>(), resolvers: {})
  _ = IntentParameter<FormEnum>(
    title: "T", description: "D", default: .a, requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default, supportedValues: [.a])
  _ = IntentParameter<FormEnum>(
    title: "T", description: "D", default: .a, requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default, supportedValues: [.a],
    resolvers: {})
  _ = IntentParameter<FormEnum>(
    title: "T", description: "D", default: .a, requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default, supportedValues: [.a],
    optionsProvider: FormOptions<FormEnum>())
  _ = IntentParameter<FormEnum>(
    description: "D", default: .a, requestValueDialog: "R", requestDisambiguationDialog: "R",
    inputConnectionBehavior: .default, supportedValues: [.a])
  _ = IntentParameter<FormEnum>(
    description: "D", default: .a, requestValueDialog: "R", requestDisambiguationDialog: "R",
    inputConnectionBehavior: .default, supportedValues: [.a], resolvers: {})
  _ = IntentParameter<FormEnum>(
    description: "D", default: .a, requestValueDialog: "R", requestDisambiguationDialog: "R",
    inputConnectionBehavior: .default, supportedValues: [.a],
    optionsProvider: FormOptions<FormEnum>())
  _ = IntentParameter<String>(
    title: "T", description: "D", default: "x", inputOptions: .init(), requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<String>(
    title: "T", description: "D", default: "x", inputOptions: .init(), requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<String>(
    title: "T", description: "D", inputOptions: .init(), requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<String>())
  _ = IntentParameter<String>(
    title: "T", description: "D", inputOptions: .init(), requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<String>(), resolvers: {})
  _ = IntentParameter<String>(
    description: "D", default: "x", inputOptions: .init(), requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<String>(
    description: "D", default: "x", inputOptions: .init(), requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<String>(
    description: "D", inputOptions: .init(), requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<String>())
  _ = IntentParameter<String>(
    description: "D", inputOptions: .init(), requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<String>(), resolvers: {})
  _ = IntentParameter<Bool>(
    title: "T", description: "D", default: true, displayName: .init(true: "Y", false: "N"),
    requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Bool>(
    title: "T", description: "D", default: true, displayName: .init(true: "Y", false: "N"),
    requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Bool>(
    description: "D", default: true, displayName: .init(true: "Y", false: "N"),
    requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Bool>(
    description: "D", default: true, displayName: .init(true: "Y", false: "N"),
    requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Decimal>(
    title: "T", description: "D", default: 1, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Decimal>(
    title: "T", description: "D", default: 1, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Decimal>(
    title: "T", description: "D", default: 1, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Decimal>())
  _ = IntentParameter<Decimal>(
    title: "T", description: "D", default: 1, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Decimal>(), resolvers: {})
  _ = IntentParameter<Decimal>(
    description: "D", default: 1, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Decimal>(
    description: "D", default: 1, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Decimal>(
    description: "D", default: 1, requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Decimal>())
  _ = IntentParameter<Decimal>(
    description: "D", default: 1, requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Decimal>(), resolvers: {})
  _ = IntentParameter<Int>(
    title: "T", description: "D", default: 1, controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Int>(
    title: "T", description: "D", default: 1, controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Int>(
    title: "T", description: "D", controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default, optionsProvider: FormOptions<Int>())
  _ = IntentParameter<Int>(
    title: "T", description: "D", controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default, optionsProvider: FormOptions<Int>(),
    resolvers: {})
  _ = IntentParameter<Int>(
    description: "D", default: 1, controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Int>(
    description: "D", default: 1, controlStyle: .field, inclusiveRange: (1, 2),
    requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Int>(
    description: "D", controlStyle: .field, inclusiveRange: (1, 2), requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Int>())
  _ = IntentParameter<Int>(
    description: "D", controlStyle: .field, inclusiveRange: (1, 2), requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Int>(), resolvers: {})
  _ = IntentParameter<URL>(
    title: "T", description: "D", default: URL(string: "https://x.example")!,
    requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<URL>(
    title: "T", description: "D", default: URL(string: "https://x.example")!,
    requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<URL>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<URL>())
  _ = IntentParameter<URL>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<URL>(), resolvers: {})
  _ = IntentParameter<[URL]>(
    title: "T", description: "D", default: [nil], requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<[URL]>(
    title: "T", description: "D", default: [nil], requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<URL>(
    description: "D", default: URL(string: "https://x.example")!, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<URL>(
    description: "D", default: URL(string: "https://x.example")!, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<URL>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<URL>())
  _ = IntentParameter<URL>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<URL>(), resolvers: {})
  _ = IntentParameter<[URL]>(
    description: "D", default: [nil], requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<[URL]>(
    description: "D", default: [nil], requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Date>(
    title: "T", description: "D", kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Date>(
    title: "T", description: "D", kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Date>(
    title: "T", description: "D", kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Date>())
  _ = IntentParameter<Date>(
    title: "T", description: "D", kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Date>(), resolvers: {})
  _ = IntentParameter<Date>(
    title: "T", description: "D", default: Date(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Date>(
    title: "T", description: "D", default: Date(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Date>(
    title: "T", description: "D", default: Date(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Date>())
  _ = IntentParameter<Date>(
    title: "T", description: "D", default: Date(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Date>(), resolvers: {})
  _ = IntentParameter<Date>(
    description: "D", default: Date(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Date>(
    description: "D", default: Date(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Date>(
    description: "D", default: Date(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Date>())
  _ = IntentParameter<Date>(
    description: "D", default: Date(), kind: .date, requestValueDialog: "R",
    inputConnectionBehavior: .default, optionsProvider: FormOptions<Date>(), resolvers: {})
  _ = IntentParameter<FormEntity>(
    title: "T", description: "D", default: FormEntity(id: "a"), requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<FormEntity>(
    description: "D", default: FormEntity(id: "a"), requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<FormEntity>(
    title: "T", description: "D", default: FormEntity(id: "a"), requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<FormEntity>(
    description: "D", default: FormEntity(id: "a"), requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<FormEntity>(
    title: "T", description: "D", default: FormEntity(id: "a"), requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<FormEntity>())
  _ = IntentParameter<FormEntity>(
    description: "D", default: FormEntity(id: "a"), requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<FormEntity>())
  _ = IntentParameter<FormEntity>(
    title: "T", description: "D", default: FormEntity(id: "a"), requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<FormEntity>(), resolvers: {})
  _ = IntentParameter<FormEntity>(
    description: "D", default: FormEntity(id: "a"), requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<FormEntity>(), resolvers: {})
  _ = IntentParameter<FormEntity>(
    title: "T", description: "D", default: FormEntity(id: "a"), requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default, query: FormQuery())
  _ = IntentParameter<FormEntity>(
    description: "D", default: FormEntity(id: "a"), requestValueDialog: "R",
    requestDisambiguationDialog: "R", inputConnectionBehavior: .default, query: FormQuery())
  _ = IntentParameter<[FormEntity]>(
    title: "T", description: "D", default: [FormEntity(id: "a")], size: 2,
    inputConnectionBehavior: .default)
  _ = IntentParameter<[FormEntity]>(
    description: "D", default: [FormEntity(id: "a")], size: 2, inputConnectionBehavior: .default)
  _ = IntentParameter<[FormEntity]>(
    title: "T", description: "D", default: [FormEntity(id: "a")], size: 2,
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<[FormEntity]>(
    description: "D", default: [FormEntity(id: "a")], size: 2, inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<[FormEntity]>(
    title: "T", description: "D", default: [FormEntity(id: "a")], size: 2,
    inputConnectionBehavior: .default, query: FormQuery())
  _ = IntentParameter<[FormEntity]>(
    description: "D", default: [FormEntity(id: "a")], size: 2, inputConnectionBehavior: .default,
    query: FormQuery())
  _ = IntentParameter<[FormEntity]>(
    title: "T", description: "D", default: [FormEntity(id: "a")],
    size: [.systemSmall: 1, .systemLarge: 4], inputConnectionBehavior: .default)
  _ = IntentParameter<[FormEntity]>(
    description: "D", size: [.systemMedium: 2], inputConnectionBehavior: .default,
    query: FormQuery())
  _ = IntentParameter<[FormEntity]>(
    title: "T", size: [.systemMedium: 2, .systemExtraLarge: 6], resolvers: {})
  _ = IntentParameter<Measurement<UnitDuration>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .hours,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitDuration>>(
    title: "T", description: "D", defaultValue: 1, unit: .hours, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitDuration>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .hours,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitDuration>>(
    title: "T", description: "D", defaultValue: 1, unit: .hours, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitDuration>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitDuration>>())
  _ = IntentParameter<Measurement<UnitDuration>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitEnergy>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .calories,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitEnergy>>(
    title: "T", description: "D", defaultValue: 1, unit: .calories, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitEnergy>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .calories,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitEnergy>>(
    title: "T", description: "D", defaultValue: 1, unit: .calories, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitEnergy>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitEnergy>>())
  _ = IntentParameter<Measurement<UnitEnergy>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitLength>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .astronomicalUnits,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitLength>>(
    title: "T", description: "D", defaultValue: 1, unit: .astronomicalUnits,
    unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitLength>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .astronomicalUnits,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitLength>>(
    title: "T", description: "D", defaultValue: 1, unit: .astronomicalUnits,
    unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitLength>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitLength>>())
  _ = IntentParameter<Measurement<UnitLength>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitMass>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .carats,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitMass>>(
    title: "T", description: "D", defaultValue: 1, unit: .carats, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitMass>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .carats,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitMass>>(
    title: "T", description: "D", defaultValue: 1, unit: .carats, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitMass>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitMass>>())
  _ = IntentParameter<Measurement<UnitMass>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitSpeed>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .kilometersPerHour,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitSpeed>>(
    title: "T", description: "D", defaultValue: 1, unit: .kilometersPerHour,
    unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitSpeed>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .kilometersPerHour,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitSpeed>>(
    title: "T", description: "D", defaultValue: 1, unit: .kilometersPerHour,
    unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitSpeed>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitSpeed>>())
  _ = IntentParameter<Measurement<UnitSpeed>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitTemperature>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .celsius,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitTemperature>>(
    title: "T", description: "D", defaultValue: 1, unit: .celsius, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitTemperature>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .celsius,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitTemperature>>(
    title: "T", description: "D", defaultValue: 1, unit: .celsius, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitTemperature>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitTemperature>>())
  _ = IntentParameter<Measurement<UnitTemperature>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitVolume>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .acreFeet,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitVolume>>(
    title: "T", description: "D", defaultValue: 1, unit: .acreFeet, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitVolume>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .acreFeet,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitVolume>>(
    title: "T", description: "D", defaultValue: 1, unit: .acreFeet, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitVolume>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitVolume>>())
  _ = IntentParameter<Measurement<UnitVolume>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .gravity,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    title: "T", description: "D", defaultValue: 1, unit: .gravity, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .gravity,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    title: "T", description: "D", defaultValue: 1, unit: .gravity, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitAcceleration>>())
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitAngle>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .arcMinutes,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitAngle>>(
    title: "T", description: "D", defaultValue: 1, unit: .arcMinutes, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitAngle>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .arcMinutes,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitAngle>>(
    title: "T", description: "D", defaultValue: 1, unit: .arcMinutes, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitAngle>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitAngle>>())
  _ = IntentParameter<Measurement<UnitAngle>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitArea>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .acres,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitArea>>(
    title: "T", description: "D", defaultValue: 1, unit: .acres, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitArea>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .acres,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitArea>>(
    title: "T", description: "D", defaultValue: 1, unit: .acres, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitArea>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitArea>>())
  _ = IntentParameter<Measurement<UnitArea>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .gramsPerLiter,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    title: "T", description: "D", defaultValue: 1, unit: .gramsPerLiter, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .gramsPerLiter,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    title: "T", description: "D", defaultValue: 1, unit: .gramsPerLiter, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitConcentrationMass>>())
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitDispersion>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .partsPerMillion,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitDispersion>>(
    title: "T", description: "D", defaultValue: 1, unit: .partsPerMillion,
    unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitDispersion>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .partsPerMillion,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitDispersion>>(
    title: "T", description: "D", defaultValue: 1, unit: .partsPerMillion,
    unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitDispersion>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitDispersion>>())
  _ = IntentParameter<Measurement<UnitDispersion>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .ampereHours,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    title: "T", description: "D", defaultValue: 1, unit: .ampereHours, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .ampereHours,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    title: "T", description: "D", defaultValue: 1, unit: .ampereHours, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitElectricCharge>>())
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .amperes,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    title: "T", description: "D", defaultValue: 1, unit: .amperes, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .amperes,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    title: "T", description: "D", defaultValue: 1, unit: .amperes, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitElectricCurrent>>())
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .kilovolts,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    title: "T", description: "D", defaultValue: 1, unit: .kilovolts, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .kilovolts,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    title: "T", description: "D", defaultValue: 1, unit: .kilovolts, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitElectricPotentialDifference>>())
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .kiloohms,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    title: "T", description: "D", defaultValue: 1, unit: .kiloohms, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .kiloohms,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    title: "T", description: "D", defaultValue: 1, unit: .kiloohms, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitElectricResistance>>())
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitFrequency>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .framesPerSecond,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitFrequency>>(
    title: "T", description: "D", defaultValue: 1, unit: .framesPerSecond,
    unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitFrequency>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .framesPerSecond,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitFrequency>>(
    title: "T", description: "D", defaultValue: 1, unit: .framesPerSecond,
    unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitFrequency>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitFrequency>>())
  _ = IntentParameter<Measurement<UnitFrequency>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .litersPer100Kilometers,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    title: "T", description: "D", defaultValue: 1, unit: .litersPer100Kilometers,
    unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .litersPer100Kilometers,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    title: "T", description: "D", defaultValue: 1, unit: .litersPer100Kilometers,
    unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitFuelEfficiency>>())
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .lux,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    title: "T", description: "D", defaultValue: 1, unit: .lux, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .lux,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    title: "T", description: "D", defaultValue: 1, unit: .lux, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitIlluminance>>())
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .bits,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    title: "T", description: "D", defaultValue: 1, unit: .bits, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .bits,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    title: "T", description: "D", defaultValue: 1, unit: .bits, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitInformationStorage>>())
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitPower>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .femtowatts,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitPower>>(
    title: "T", description: "D", defaultValue: 1, unit: .femtowatts, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitPower>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .femtowatts,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitPower>>(
    title: "T", description: "D", defaultValue: 1, unit: .femtowatts, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitPower>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitPower>>())
  _ = IntentParameter<Measurement<UnitPower>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitPressure>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .bars,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitPressure>>(
    title: "T", description: "D", defaultValue: 1, unit: .bars, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitPressure>>(
    title: "T", description: "D", defaultValue: 1, defaultUnit: .bars,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitPressure>>(
    title: "T", description: "D", defaultValue: 1, unit: .bars, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitPressure>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitPressure>>())
  _ = IntentParameter<Measurement<UnitPressure>>(
    title: "T", description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitDuration>>(
    description: "D", defaultValue: 1, defaultUnit: .hours, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitDuration>>(
    description: "D", defaultValue: 1, unit: .hours, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitDuration>>(
    description: "D", defaultValue: 1, defaultUnit: .hours, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitDuration>>(
    description: "D", defaultValue: 1, unit: .hours, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitDuration>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitDuration>>())
  _ = IntentParameter<Measurement<UnitDuration>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitEnergy>>(
    description: "D", defaultValue: 1, defaultUnit: .calories, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitEnergy>>(
    description: "D", defaultValue: 1, unit: .calories, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitEnergy>>(
    description: "D", defaultValue: 1, defaultUnit: .calories, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitEnergy>>(
    description: "D", defaultValue: 1, unit: .calories, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitEnergy>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitEnergy>>())
  _ = IntentParameter<Measurement<UnitEnergy>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitLength>>(
    description: "D", defaultValue: 1, defaultUnit: .astronomicalUnits,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitLength>>(
    description: "D", defaultValue: 1, unit: .astronomicalUnits, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitLength>>(
    description: "D", defaultValue: 1, defaultUnit: .astronomicalUnits,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitLength>>(
    description: "D", defaultValue: 1, unit: .astronomicalUnits, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitLength>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitLength>>())
  _ = IntentParameter<Measurement<UnitLength>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitMass>>(
    description: "D", defaultValue: 1, defaultUnit: .carats, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitMass>>(
    description: "D", defaultValue: 1, unit: .carats, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitMass>>(
    description: "D", defaultValue: 1, defaultUnit: .carats, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitMass>>(
    description: "D", defaultValue: 1, unit: .carats, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitMass>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitMass>>())
  _ = IntentParameter<Measurement<UnitMass>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitSpeed>>(
    description: "D", defaultValue: 1, defaultUnit: .kilometersPerHour,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitSpeed>>(
    description: "D", defaultValue: 1, unit: .kilometersPerHour, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitSpeed>>(
    description: "D", defaultValue: 1, defaultUnit: .kilometersPerHour,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitSpeed>>(
    description: "D", defaultValue: 1, unit: .kilometersPerHour, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitSpeed>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitSpeed>>())
  _ = IntentParameter<Measurement<UnitSpeed>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitTemperature>>(
    description: "D", defaultValue: 1, defaultUnit: .celsius, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitTemperature>>(
    description: "D", defaultValue: 1, unit: .celsius, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitTemperature>>(
    description: "D", defaultValue: 1, defaultUnit: .celsius, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitTemperature>>(
    description: "D", defaultValue: 1, unit: .celsius, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitTemperature>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitTemperature>>())
  _ = IntentParameter<Measurement<UnitTemperature>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitVolume>>(
    description: "D", defaultValue: 1, defaultUnit: .acreFeet, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitVolume>>(
    description: "D", defaultValue: 1, unit: .acreFeet, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitVolume>>(
    description: "D", defaultValue: 1, defaultUnit: .acreFeet, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitVolume>>(
    description: "D", defaultValue: 1, unit: .acreFeet, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitVolume>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitVolume>>())
  _ = IntentParameter<Measurement<UnitVolume>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    description: "D", defaultValue: 1, defaultUnit: .gravity, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    description: "D", defaultValue: 1, unit: .gravity, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    description: "D", defaultValue: 1, defaultUnit: .gravity, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    description: "D", defaultValue: 1, unit: .gravity, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitAcceleration>>())
  _ = IntentParameter<Measurement<UnitAcceleration>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitAngle>>(
    description: "D", defaultValue: 1, defaultUnit: .arcMinutes, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitAngle>>(
    description: "D", defaultValue: 1, unit: .arcMinutes, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitAngle>>(
    description: "D", defaultValue: 1, defaultUnit: .arcMinutes, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitAngle>>(
    description: "D", defaultValue: 1, unit: .arcMinutes, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitAngle>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitAngle>>())
  _ = IntentParameter<Measurement<UnitAngle>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitArea>>(
    description: "D", defaultValue: 1, defaultUnit: .acres, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitArea>>(
    description: "D", defaultValue: 1, unit: .acres, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitArea>>(
    description: "D", defaultValue: 1, defaultUnit: .acres, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitArea>>(
    description: "D", defaultValue: 1, unit: .acres, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitArea>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitArea>>())
  _ = IntentParameter<Measurement<UnitArea>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    description: "D", defaultValue: 1, defaultUnit: .gramsPerLiter,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    description: "D", defaultValue: 1, unit: .gramsPerLiter, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    description: "D", defaultValue: 1, defaultUnit: .gramsPerLiter,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    description: "D", defaultValue: 1, unit: .gramsPerLiter, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitConcentrationMass>>())
  _ = IntentParameter<Measurement<UnitConcentrationMass>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitDispersion>>(
    description: "D", defaultValue: 1, defaultUnit: .partsPerMillion,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitDispersion>>(
    description: "D", defaultValue: 1, unit: .partsPerMillion, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitDispersion>>(
    description: "D", defaultValue: 1, defaultUnit: .partsPerMillion,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitDispersion>>(
    description: "D", defaultValue: 1, unit: .partsPerMillion, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitDispersion>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitDispersion>>())
  _ = IntentParameter<Measurement<UnitDispersion>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    description: "D", defaultValue: 1, defaultUnit: .ampereHours, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    description: "D", defaultValue: 1, unit: .ampereHours, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    description: "D", defaultValue: 1, defaultUnit: .ampereHours, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    description: "D", defaultValue: 1, unit: .ampereHours, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitElectricCharge>>())
  _ = IntentParameter<Measurement<UnitElectricCharge>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    description: "D", defaultValue: 1, defaultUnit: .amperes, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    description: "D", defaultValue: 1, unit: .amperes, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    description: "D", defaultValue: 1, defaultUnit: .amperes, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    description: "D", defaultValue: 1, unit: .amperes, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitElectricCurrent>>())
  _ = IntentParameter<Measurement<UnitElectricCurrent>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    description: "D", defaultValue: 1, defaultUnit: .kilovolts, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    description: "D", defaultValue: 1, unit: .kilovolts, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    description: "D", defaultValue: 1, defaultUnit: .kilovolts, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    description: "D", defaultValue: 1, unit: .kilovolts, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitElectricPotentialDifference>>())
  _ = IntentParameter<Measurement<UnitElectricPotentialDifference>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    description: "D", defaultValue: 1, defaultUnit: .kiloohms, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    description: "D", defaultValue: 1, unit: .kiloohms, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    description: "D", defaultValue: 1, defaultUnit: .kiloohms, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    description: "D", defaultValue: 1, unit: .kiloohms, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitElectricResistance>>())
  _ = IntentParameter<Measurement<UnitElectricResistance>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitFrequency>>(
    description: "D", defaultValue: 1, defaultUnit: .framesPerSecond,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitFrequency>>(
    description: "D", defaultValue: 1, unit: .framesPerSecond, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitFrequency>>(
    description: "D", defaultValue: 1, defaultUnit: .framesPerSecond,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitFrequency>>(
    description: "D", defaultValue: 1, unit: .framesPerSecond, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitFrequency>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitFrequency>>())
  _ = IntentParameter<Measurement<UnitFrequency>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    description: "D", defaultValue: 1, defaultUnit: .litersPer100Kilometers,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    description: "D", defaultValue: 1, unit: .litersPer100Kilometers, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    description: "D", defaultValue: 1, defaultUnit: .litersPer100Kilometers,
    defaultUnitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "R",
    inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    description: "D", defaultValue: 1, unit: .litersPer100Kilometers, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitFuelEfficiency>>())
  _ = IntentParameter<Measurement<UnitFuelEfficiency>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    description: "D", defaultValue: 1, defaultUnit: .lux, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    description: "D", defaultValue: 1, unit: .lux, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    description: "D", defaultValue: 1, defaultUnit: .lux, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    description: "D", defaultValue: 1, unit: .lux, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitIlluminance>>())
  _ = IntentParameter<Measurement<UnitIlluminance>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    description: "D", defaultValue: 1, defaultUnit: .bits, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    description: "D", defaultValue: 1, unit: .bits, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    description: "D", defaultValue: 1, defaultUnit: .bits, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    description: "D", defaultValue: 1, unit: .bits, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitInformationStorage>>())
  _ = IntentParameter<Measurement<UnitInformationStorage>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitPower>>(
    description: "D", defaultValue: 1, defaultUnit: .femtowatts, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitPower>>(
    description: "D", defaultValue: 1, unit: .femtowatts, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitPower>>(
    description: "D", defaultValue: 1, defaultUnit: .femtowatts, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitPower>>(
    description: "D", defaultValue: 1, unit: .femtowatts, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitPower>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitPower>>())
  _ = IntentParameter<Measurement<UnitPower>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  _ = IntentParameter<Measurement<UnitPressure>>(
    description: "D", defaultValue: 1, defaultUnit: .bars, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitPressure>>(
    description: "D", defaultValue: 1, unit: .bars, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default)
  _ = IntentParameter<Measurement<UnitPressure>>(
    description: "D", defaultValue: 1, defaultUnit: .bars, defaultUnitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitPressure>>(
    description: "D", defaultValue: 1, unit: .bars, unitAdjustForLocale: false,
    supportsNegativeNumbers: true, requestValueDialog: "R", inputConnectionBehavior: .default,
    resolvers: {})
  _ = IntentParameter<Measurement<UnitPressure>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default,
    optionsProvider: FormOptions<Measurement<UnitPressure>>())
  _ = IntentParameter<Measurement<UnitPressure>>(
    description: "D", requestValueDialog: "R", inputConnectionBehavior: .default, resolvers: {})
  return 368
}

@Suite struct ParameterFormTests {
  @Test func everyFormResolvesToOneInitializer() {
    #expect(callEveryParameterForm() == 368)
  }
}
