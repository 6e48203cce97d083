// `@Parameter` forms of files (content types), people (modes), money (currencies and ranges of
// amounts), payment methods and search criteria.

public import Foundation
public import UniformTypeIdentifiers

extension IntentParameter where Value.ValueType == IntentPaymentMethod {
  /// An integer parameter.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter with resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter with options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentPaymentMethod
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter with options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentPaymentMethod
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == IntentPaymentMethod {
  /// An integer parameter.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter with resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter with options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentPaymentMethod
  {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter with options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentPaymentMethod
  {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter titled after its name.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter titled after its name with resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter titled after its name with options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentPaymentMethod
  {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter titled after its name with options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentPaymentMethod
  {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == IntentFile {
  /// An integer parameter with accepted content types.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType> = [UTType.item],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter with accepted content types and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType> = [UTType.item],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter with accepted content types and options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType> = [UTType.item],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentFile
  {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter with accepted content types, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType> = [UTType.item],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentFile
  {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter titled after its name with accepted content types.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType> = [UTType.item],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter titled after its name with accepted content types and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType> = [UTType.item],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter titled after its name with accepted content types and options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType> = [UTType.item],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentFile
  {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter titled after its name with accepted content types, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType> = [UTType.item],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentFile
  {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
  /// An integer parameter with accepted currencies.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter with accepted currencies and resolvers.
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
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter with accepted currencies and options from a provider.
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
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter with accepted currencies, options from a provider and resolvers.
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
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
  /// An integer parameter with accepted currencies.
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
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter with accepted currencies and resolvers.
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
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter with accepted currencies and options from a provider.
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
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter with accepted currencies, options from a provider and resolvers.
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
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter titled after its name with accepted currencies.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    currencyCodes: [String] = [],
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter titled after its name with accepted currencies and resolvers.
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
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter titled after its name with accepted currencies and options from a provider.
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
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter titled after its name with accepted currencies, options from a provider and resolvers.
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
      $0.description = description
      $0.valueOptions.currencyCodes = currencyCodes
      $0.range = inclusiveRange.map {
        ParameterRange($0, of: { ($0 as? IntentCurrencyAmount)?.amount })
      }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == IntentPerson {
  /// An integer parameter with a person mode.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter with a person mode and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter with a person mode and options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentPerson
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter with a person mode, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentPerson
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType == IntentPerson {
  /// An integer parameter with a person mode and a list size.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }
}

extension IntentParameter where Value.ValueType == IntentPerson {
  /// An integer parameter with a person mode.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter with a person mode and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter with a person mode and options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentPerson
  {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter with a person mode, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentPerson
  {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter titled after its name with a person mode.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter titled after its name with a person mode and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter titled after its name with a person mode and options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentPerson
  {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter titled after its name with a person mode, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentPerson
  {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType == IntentPerson {
  /// An integer parameter with a person mode and a list size.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter titled after its name with a person mode and a list size.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    mode: IntentPerson.ParameterMode = .contact,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.personMode = mode
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }
}

extension IntentParameter where Value.ValueType == IntentFile {
  /// An integer parameter with accepted type identifiers.
  @_disfavoredOverload public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedTypeIdentifiers: [String] = ["public.item"],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedTypeIdentifiers.compactMap { UTType($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter with accepted type identifiers and resolvers.
  @_disfavoredOverload public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedTypeIdentifiers: [String] = ["public.item"],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedTypeIdentifiers.compactMap { UTType($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter with accepted type identifiers and options from a provider.
  @_disfavoredOverload public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    supportedTypeIdentifiers: [String] = ["public.item"],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentFile
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedTypeIdentifiers.compactMap { UTType($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter with accepted type identifiers, options from a provider and resolvers.
  @_disfavoredOverload public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    supportedTypeIdentifiers: [String] = ["public.item"],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == IntentFile
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.valueOptions.supportedContentTypes = supportedTypeIdentifiers.compactMap { UTType($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}
