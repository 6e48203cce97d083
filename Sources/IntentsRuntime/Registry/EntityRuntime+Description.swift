import AppIntents

extension EntityRuntime {
  func describe() async -> EntityTypeDescription {
    let bindings = await propertyBindings()
    let display = Entity.typeDisplayRepresentation
    let capabilities = EntityTypeDescription.Capabilities(
      textSearch: query is any EntityStringQuery
        ? .string : (query is any EnumerableEntityQuery ? .derived : .unavailable),
      find: propertyQuery != nil
        ? .declared : (query is any EnumerableEntityQuery ? .derived : .unavailable),
      enumerable: query is any EnumerableEntityQuery,
      unique: Entity.self is any UniqueAppEntity.Type,
      indexed: Entity.self is any IndexedEntity.Type)
    return EntityTypeDescription(
      identifier: identifier, name: String(localized: display.name),
      numericFormat: display.numericFormat?.key,
      synonyms: display.synonyms.map { String(localized: $0) },
      identifierForm: IdentifierForm.name(Entity.ID.self), capabilities: capabilities,
      properties: propertyDescriptions(bindings),
      findDescription: (propertyQuery?.findDescription ?? enumerableFindDescription)
        .map { String(localized: $0.descriptionText) },
      urlTemplate: (Entity.self as? any URLRepresentableEntity.Type)?.urlPattern,
      exportedContentTypes: (Entity.self as? any Transferable.Type)?.exportedContentTypes()
        .map(\.identifier) ?? [], schema: SchemaDescription(of: Entity.self),
      syncable: Entity.self is any SyncableEntity.Type ? true : nil,
      valueRepresentations: valueConversions.isEmpty
        ? nil
        : valueConversions.map {
          .init(valueType: $0.name, imports: $0.importer != nil)
        })
  }

  private var enumerableFindDescription: IntentDescription? {
    (query as? any EnumerableEntityQuery).flatMap { type(of: $0).findIntentDescription }
  }

  private func propertyDescriptions(_ bindings: PropertyBindings) -> [PropertyDescription] {
    var descriptions: [PropertyDescription] = columns.map { column in
      var comparators: [QueryComparisonOperator] = []
      var sortable = false
      if let propertyQuery {
        if let declaration = propertyQuery.declarations.first(where: {
          bindings.name(of: $0.property) == column.name
        }) {
          comparators = QueryComparisonOperator.allCases.filter {
            declaration.comparators[$0] != nil
          }
        }
        sortable = propertyQuery.sortables.contains {
          bindings.name(of: $0.property) == column.name && $0.isOrderable
        }
      } else if query is any EnumerableEntityQuery, !bindings.deferred.contains(column.name) {
        // A derived Find reads stored and computed values; deferred ones are read only when
        // asked for by name, so they cannot be filtered or sorted by.
        comparators = column.operators
        sortable = column.sortable != nil
      }
      return PropertyDescription(
        name: column.name, title: bindings.title(of: column.name),
        value: ValueDescriptor(column.valueType),
        comparators: comparators, sortable: sortable,
        deferred: bindings.deferred.contains(column.name))
    }
    // Declared properties that are not stored fields of the entity (classes, related entities).
    if let propertyQuery {
      let known = Set(descriptions.map(\.name))
      for declaration in propertyQuery.declarations {
        guard let name = bindings.name(of: declaration.property), !known.contains(name) else {
          continue
        }
        descriptions.append(
          PropertyDescription(
            name: name, title: bindings.title(of: name),
            value: ValueDescriptor(declaration.valueType),
            comparators: QueryComparisonOperator.allCases.filter {
              declaration.comparators[$0] != nil
            },
            sortable: propertyQuery.sortables.contains {
              bindings.name(of: $0.property) == name && $0.isOrderable
            },
            deferred: false))
      }
    }
    return descriptions
  }
}

extension URLRepresentableEntity {
  static var urlPattern: String { urlRepresentation.pattern }
}
