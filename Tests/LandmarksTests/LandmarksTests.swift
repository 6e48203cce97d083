import AppIntentsTesting
import Foundation
import IntentsWire
import LandmarksApp
import Testing

/// The Landmarks example on a real SQLite file — each test on its own, in parallel: every
/// host has its own database as its dependency.
@Suite struct LandmarksTests {
  @Suite struct Database {
    /// `Landmarks serve` and a command run beside it on first launch open a new file together.
    @Test func openingANewDatabaseFromSeveralPlacesAtOnceWorks() async throws {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("landmarks-together-\(UUID().uuidString)", isDirectory: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let path = directory.appendingPathComponent("landmarks.sqlite").path
      let counts = await withTaskGroup(of: Int?.self) { group in
        for _ in 0..<4 {
          group.addTask { try? await LandmarkDatabase(path: path).landmarkCount() }
        }
        return await group.reduce(into: [Int?]()) { $0.append($1) }
      }
      #expect(counts.count == 4)
      #expect(Set(counts).count == 1)
      #expect(counts.allSatisfy { ($0 ?? 0) >= 150 })
    }

    @Test(arguments: LandmarksBackend.available)
    func theFirstRunCreatesTheDatabaseWithTheBundledLandmarks(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      if backend == .sqlite { #expect(FileManager.default.fileExists(atPath: landmarks.path)) }
      let count = try await landmarks.database.landmarkCount()
      #expect(count >= 150)
      let matterhorn = try #require(try await landmarks.database.landmarks(ids: [113]).first)
      #expect(matterhorn.name == "Matterhorn")
      #expect(matterhorn.heightMeters == 4478)
      #expect(matterhorn.country == "Switzerland")

      // Opening the file again neither re-imports nor loses what was changed.
      #expect(try await landmarks.database.add(landmark: 113, toCollection: "bucket-list"))
      let reopened = try await landmarks.reopen()
      #expect(try await reopened.landmarkCount() == count)
      let bucket = try await reopened.collections(ids: ["bucket-list"]).first
      #expect(bucket?.landmarkIDs == [113])
    }

    @Test func theDefaultPathFollowsTheEnvironment() {
      #expect(
        LandmarksApp.defaultDatabasePath(environment: ["LANDMARKS_DATABASE": "/tmp/x.sqlite"])
          == "/tmp/x.sqlite")
      #expect(
        LandmarksApp.defaultDatabasePath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
          == "/data/openintents-landmarks/landmarks.sqlite")
      #expect(
        LandmarksApp.defaultDatabasePath(environment: ["HOME": "/home/a"])
          == "/home/a/.local/share/openintents-landmarks/landmarks.sqlite")
    }
  }

  @Suite struct Queries {
    @Test(arguments: LandmarksBackend.available) func findRunsInSQLWithFiltersSortAndLimit(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let system = landmarks.system
      let high = try await system.find(
        LandmarkEntity.self,
        [.init("continent", .equalTo, "europe"), .init("heightMeters", .greaterThan, 3000)],
        sort: [.init("heightMeters", .descending)], limit: 3)
      #expect(high.map(\.name) == ["Mount Elbrus", "Mont Blanc", "Matterhorn"])
      #expect(system.queryCalls == ["entities(matching:mode:sortedBy:limit:)"])
    }

    /// The SQL the query runs agrees with the comparators evaluated in memory.
    @Test(
      arguments: LandmarksBackend.available,
      [
        FindRequest(filters: [.init("name", .contains, "mount")], sort: [.init("name")]),
        FindRequest(
          filters: [.init("country", .equalTo, "FRANCE")], sort: [.init("year", .descending)]),
        FindRequest(
          filters: [.init("year", .isBetween, values: [1800, 1900])],
          sort: [.init("year"), .init("name")]),
        FindRequest(
          filters: [.init("kind", .equalTo, "volcano"), .init("kind", .equalTo, "glacier")],
          mode: .or,
          sort: [.init("heightMeters", .descending)], limit: 7),
        FindRequest(filters: [.init("tags", .contains, "Alps")]),
        FindRequest(filters: [.init("region", .contains, "île")], sort: [.init("name")]),
        FindRequest(
          filters: [.init("continent", .notEqualTo, "Asia"), .init("isFeatured", .equalTo, true)],
          sort: [.init("country")]),
        FindRequest(
          filters: [.init("areaSquareKm", .greaterThan, 10000)], sort: [.init("areaSquareKm")]),
        FindRequest(filters: [.init("description", .contains, "EMPEROR")], limit: 4),
        FindRequest(
          filters: [.init("name", .hasPrefix, "great")], sort: [.init("name", .descending)]),
      ])
    func sqlAgreesWithInMemoryEvaluation(
      _ backend: LandmarksBackend, request: FindRequest
    )
      async throws
    {
      let landmarks = try await TemporaryLandmarks(backend)
      let fromSQL = try await landmarks.host.find(type: "LandmarkEntity", request).map(\.identifier)

      let all = try await landmarks.database.allLandmarks().map(LandmarkEntity.init)
      let comparators = try request.filters.map { try Self.comparator($0) }
      let sorts = request.sort.map { key in
        let order: EntityQuerySort<LandmarkEntity>.Ordering =
          key.order == .ascending ? .ascending : .descending
        switch key.property {
        case "name": return EntityQuerySort(\LandmarkEntity.$name, order: order)
        case "country": return EntityQuerySort(\LandmarkEntity.$country, order: order)
        case "year": return EntityQuerySort(\LandmarkEntity.$year, order: order)
        case "heightMeters": return EntityQuerySort(\LandmarkEntity.$heightMeters, order: order)
        default: return EntityQuerySort(\LandmarkEntity.$areaSquareKm, order: order)
        }
      }
      let inMemory = all.sorted { $0.id < $1.id }
        .matching(comparators, mode: request.mode, sortedBy: sorts, limit: request.limit)
        .map { String($0.id) }
      #expect(fromSQL == inMemory)
      #expect(!fromSQL.isEmpty)
    }

    static func comparator(_ filter: FindRequest.Filter) throws -> QueryComparator<LandmarkEntity> {
      func text(_ index: Int = 0) -> String {
        if case .text(let value) = filter.values[index] { return value }
        return filter.values[index].description
      }
      func number(_ index: Int = 0) -> Double {
        if case .json(let value) = filter.values[index] { return value.numberValue ?? .nan }
        return Double(text(index)) ?? .nan
      }
      switch (filter.property, filter.comparison) {
      case ("name", .contains), ("name", .hasPrefix):
        return .text(\LandmarkEntity.$name, filter.comparison, text())
      case ("country", .equalTo): return .equality(\LandmarkEntity.$country, text())
      case ("kind", .equalTo): return .equality(\LandmarkEntity.$kind, text())
      case ("continent", .notEqualTo):
        return .equality(\LandmarkEntity.$continent, text(), negated: true)
      case ("isFeatured", .equalTo): return .equality(\LandmarkEntity.$isFeatured, true)
      case ("year", .isBetween):
        return .between(\LandmarkEntity.$year, Int(number(0)), Int(number(1)))
      case ("areaSquareKm", .greaterThan):
        return .ordering(\LandmarkEntity.$areaSquareKm, .greaterThan, number())
      case ("tags", .contains): return .membership(\LandmarkEntity.$tags, contains: text())
      case ("region", .contains): return .text(\LandmarkEntity.$region, .contains, text())
      case ("description", .contains): return .text(\LandmarkEntity.$description, .contains, text())
      default: throw IntentsError(IntentsError.invalidRequest, "no comparator for \(filter)")
      }
    }

    @Test(arguments: LandmarksBackend.available)
    func searchIgnoresCaseAndAccentsAndPutsNamePrefixesFirst(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let system = landmarks.system
      let mount = try await system.search(LandmarkEntity.self, "MOUNT")
      #expect(mount.count > 10)
      #expect(mount.prefix(5).allSatisfy { $0.name.hasPrefix("Mount") })
      #expect(mount.contains { $0.name == "Aoraki / Mount Cook" })
      let accents = try await system.search(LandmarkEntity.self, "iguazu")
      #expect(accents.map(\.name) == ["Iguazú Falls"])
      let injection = try await system.search(LandmarkEntity.self, "%' OR 1=1 --")
      #expect(injection.isEmpty)
      withExtendedLifetime(landmarks) {}  // its directory goes with it
    }

    @Test(arguments: LandmarksBackend.available)
    func aOneLetterSearchFindsEveryMatchNamesStartingWithItFirst(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let all = try await landmarks.database.allLandmarks()
      let startingWithS = all.map(\.name).filter { FoldedString("s").isPrefix(of: $0) }
      let found = try await landmarks.system.search(LandmarkEntity.self, "s")
      // Every match: the system pages them (before, the query stopped at 100 and said nothing).
      #expect(found.count > 100)
      #expect(found.prefix(startingWithS.count).map(\.name) == startingWithS)
      #expect(startingWithS.contains("Sydney Opera House"))
      let rest = found.dropFirst(startingWithS.count).map(\.name)
      #expect(rest.allSatisfy { !FoldedString("s").isPrefix(of: $0) })
      #expect(rest.map { FoldedString($0).folded } == rest.map { FoldedString($0).folded }.sorted())
    }

    @Test(arguments: LandmarksBackend.available) func suggestionsAreTheFeaturedLandmarks(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let system = landmarks.system
      let suggested = try await system.suggestions(for: LandmarkEntity.self)
      #expect(suggested.count == 25)
      #expect(suggested.allSatisfy { $0.isFeatured })
      withExtendedLifetime(landmarks) {}  // its directory goes with it
    }

    @Test(arguments: LandmarksBackend.available) func resolvingKeepsOrderAndReportsMissing(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let resolved = try await landmarks.system.resolve(LandmarkEntity.self, [64, 99_999, 113])
      #expect(resolved.map { $0?.name } == ["Mount Everest", nil, "Matterhorn"])
      let malformed = await errorCode {
        _ = try await landmarks.host.resolve(type: "LandmarkEntity", identifiers: ["everest"])
      }
      #expect(malformed == IntentsError.malformedIdentifier)
    }

    @Test(arguments: LandmarksBackend.available) func findRefusesWhatTheQueryDoesNotDeclare(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let host = landmarks.host
      let unknown = await errorCode {
        _ = try await host.find(
          type: "LandmarkEntity", FindRequest(filters: [.init("population", .equalTo, 1)]))
      }
      #expect(unknown == IntentsError.unknownProperty)
      let unsupported = await errorCode {
        _ = try await host.find(
          type: "LandmarkEntity", FindRequest(filters: [.init("description", .equalTo, "x")]))
      }
      #expect(unsupported == IntentsError.unsupportedComparator)
      let wrongType = await errorCode {
        _ = try await host.find(
          type: "LandmarkEntity",
          FindRequest(filters: [.init("heightMeters", .greaterThan, "tall")]))
      }
      #expect(wrongType == IntentsError.invalidValue)
      withExtendedLifetime(landmarks) {}  // its directory goes with it
    }

    @Test(arguments: LandmarksBackend.available) func collectionsAreEnumerableSoFindIsDerived(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let description = try await landmarks.host.describe(entityType: "CollectionEntity")
      #expect(description.capabilities.find == .derived)
      let busy = try await landmarks.system.find(
        CollectionEntity.self, [.init("landmarkCount", .greaterThan, 0)], sort: [.init("name")])
      #expect(busy.map(\.name) == ["Favorites"])
      let byName = try await landmarks.system.search(CollectionEntity.self, "bucket")
      #expect(byName.map(\.id) == ["bucket-list"])
    }
  }

  @Suite struct Intents {
    @Test(arguments: LandmarksBackend.available)
    func openingAnAmbiguousNameAsksWhichOneThenOpensTheChoice(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let system = landmarks.system
      let outcome = try await system.run(OpenLandmarkIntent.self, ["landmark": .text("mount e")])
      let question = try #require(outcome.question)
      #expect(question.id == "choose:landmark")
      #expect(
        Set(question.options.map(\.title)) == [
          "Mount Elbrus", "Mount Erebus", "Mount Etna", "Mount Everest",
        ])
      let answered = try await system.run(
        OpenLandmarkIntent.self, ["landmark": .text("mount e")],
        answers: [question.id: .option("64")])
      #expect(answered.result?.dialog == "Opening Mount Everest")
      withExtendedLifetime(landmarks) {}  // its directory goes with it
    }

    @Test(arguments: LandmarksBackend.available) func addingToACollectionIsStoredOnce(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let system = landmarks.system
      let first = try await system.run(
        AddToCollectionIntent.self, ["landmark": .text("petra"), "collection": .text("bucket")])
      #expect(first.result?.dialog == "Added Petra to Bucket List.")
      let again = try await system.run(
        AddToCollectionIntent.self,
        [
          "landmark": .identifier(
            "\(try #require(try await system.search(LandmarkEntity.self, "petra").first?.id))"),
          "collection": .identifier("bucket-list"),
        ])
      #expect(again.result?.dialog == "Petra is already in Bucket List.")
      let stored = try await landmarks.reopen().collections(ids: ["bucket-list"]
      )
      #expect(stored.first?.landmarkIDs.count == 1)
    }

    @Test(arguments: LandmarksBackend.available)
    func findingTicketsAsksToConfirmAndRecordsOnlyWhenConfirmed(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let system = landmarks.system
      let asked = try await system.run(FindTicketsIntent.self, ["landmark": .identifier("100")])
      let question = try #require(asked.question)
      #expect(question.kind == .confirm)
      #expect(question.prompt == "Search for 2 tickets to Eiffel Tower?")
      let declined = await errorCode {
        _ = try await system.run(
          FindTicketsIntent.self, ["landmark": .identifier("100")],
          answers: [question.id: .confirm(false)])
      }
      #expect(declined == IntentsError.declined)
      #expect(try await landmarks.database.ticketSearches(landmark: 100).isEmpty)

      let confirmed = try await system.run(
        FindTicketsIntent.self, ["landmark": .identifier("100"), "quantity": .value(3)],
        responder: ScriptedResponder(.confirm(true)))
      #expect(
        confirmed.result?.dialog?.hasPrefix("Searching for 3 tickets to Eiffel Tower") == true)
      #expect(try await landmarks.database.ticketSearches(landmark: 100).map(\.quantity) == [3])

      let tooMany = await errorCode {
        _ = try await system.run(
          FindTicketsIntent.self, ["landmark": .identifier("100"), "quantity": .value(11)])
      }
      #expect(tooMany == IntentsError.invalidValue)
    }

    @Test(arguments: LandmarksBackend.available) func aPersonWhoAlwaysAnswersStillReachesTheEnd(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let system = landmarks.system
      let outcome = try await system.run(
        FindTicketsIntent.self, ["landmark": .text("mount")],
        responder: ScriptedResponder(always: .chooseFirst))
      #expect(system.questions.count <= 3)
      _ = outcome
      withExtendedLifetime(landmarks) {}  // its directory goes with it
    }

    @Test(arguments: LandmarksBackend.available) func navigatingTakesAnEnumCaseByNameOrTitle(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let system = landmarks.system
      let outcome = try await system.run(NavigateIntent.self, ["section": .text("Collections")])
      #expect(outcome.result?.dialog == "Showing Collections.")
      withExtendedLifetime(landmarks) {}  // its directory goes with it
    }

    @Test(arguments: LandmarksBackend.available) func appShortcutsExpandWithSuggestedLandmarks(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let host = landmarks.host
      let shortcuts = try await host.appShortcuts()
      #expect(shortcuts.contains { $0.phrase == "Open Matterhorn in Landmarks" })
      #expect(shortcuts.contains { $0.phrase == "Go to Map in Landmarks" })
      withExtendedLifetime(landmarks) {}  // its directory goes with it
    }

    @Test(arguments: LandmarksBackend.available) func savedReferencesSurviveReopeningTheApp(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      try await landmarks.host.saveReference(
        named: "home", type: "LandmarkEntity", identifier: "113")
      let again = try await LandmarksApp.makeHost(database: try await landmarks.reopen())
      #expect(try await again.resolveReference(named: "home").title == "Matterhorn")
    }
  }
}
