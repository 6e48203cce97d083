// `@Parameter` forms of money (currencies and ranges of amounts).

public import Foundation

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
  /// A currency-amount parameter with accepted currencies.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: nil) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
    }
  }

  /// A currency-amount parameter with accepted currencies and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: nil) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
      $0.resolvers = Array(resolvers())
    }
  }

  /// A currency-amount parameter with accepted currencies and options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentCurrencyAmount
  {
    self.init(title: title, defaultValue: nil) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A currency-amount parameter with accepted currencies, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentCurrencyAmount
  {
    self.init(title: title, defaultValue: nil) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
  /// A currency-amount parameter with accepted currencies.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
    }
  }

  /// A currency-amount parameter with accepted currencies and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
      $0.resolvers = Array(resolvers())
    }
  }

  /// A currency-amount parameter with accepted currencies and options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentCurrencyAmount
  {
    self.init(title: title, defaultValue: defaultValue) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A currency-amount parameter with accepted currencies, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentCurrencyAmount
  {
    self.init(title: title, defaultValue: defaultValue) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }

  /// A currency-amount parameter titled after its name with accepted currencies.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
    }
  }

  /// A currency-amount parameter titled after its name with accepted currencies and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
      $0.resolvers = Array(resolvers())
    }
  }

  /// A currency-amount parameter titled after its name with accepted currencies and options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentCurrencyAmount
  {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A currency-amount parameter titled after its name with accepted currencies, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentCurrencyAmount
  {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.configureMoney(
        description, currencyCodes, inclusiveRange, requestValueDialog, inputConnectionBehavior)
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameterConfiguration {
  /// What every currency-amount parameter form sets: its description, accepted currencies,
  /// range of amounts, dialog and input connection.
  fileprivate mutating func configureMoney(
    _ description: LocalizedStringResource?, _ currencyCodes: [String],
    _ inclusiveRange: (lowerBound: Decimal, upperBound: Decimal)?,
    _ requestValueDialog: IntentDialog?, _ inputConnectionBehavior: InputConnectionBehavior
  ) {
    self.description = description
    valueOptions.currencyCodes = currencyCodes
    range = inclusiveRange.map {
      ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
    }
    self.requestValueDialog = requestValueDialog
    self.inputConnectionBehavior = inputConnectionBehavior
  }
}
