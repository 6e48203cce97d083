import AppIntentsTesting
import Foundation
import IntentsFixtures
import Testing

@Suite struct DeclaredFindTests {
  @Test func filtersSortsAndLimitsThroughTheAppsQuery() async throws {
    let system = makeSystem()
    let trails = try await system.find(
      TrailEntity.self,
      [.init("region", .notEqualTo, "VALAIS"), .init("lengthKm", .greaterThan, "5.5")],
      sort: [.init("lengthKm", .descending)], limit: 2)
    #expect(trails.map(\.name) == ["Säntis Ridge", "Höhenweg Grindelwald"])
    #expect(system.queryCalls == ["entities(matching:mode:sortedBy:limit:)"])
    #expect(system.steps.last?.detail.contains("limit: 2") == true)
  }

  @Test func valuesAreConvertedFromTextAndJSON() async throws {
    let system = makeSystem()
    let loops = try await system.find(TrailEntity.self, [.init("isLoop", .equalTo, "yes")])
    #expect(loops.map(\.id) == [4, 6])
    let hard = try await system.find(
      TrailEntity.self, [.init("difficulty", .equalTo, .json("hard"))])
    #expect(hard.map(\.id) == [3, 5])
    let between = try await system.find(
      TrailEntity.self, [.init("lengthKm", .isBetween, values: [6, .json(10)])],
      sort: [.init("lengthKm")])
    #expect(between.map(\.id) == [1, 3, 4])
    let climbing = try await system.find(
      TrailEntity.self, [.init("elevationGain", .greaterThanOrEqualTo, 600)])
    #expect(climbing.map(\.id) == [3, 5])
    let tagged = try await system.find(
      TrailEntity.self, [.init("tags", .contains, "LAKES")], mode: .and)
    #expect(tagged.map(\.id) == [4, 6])
  }

  @Test func orModeAcceptsEitherCondition() async throws {
    let system = makeSystem()
    let trails = try await system.find(
      TrailEntity.self,
      [.init("name", .hasPrefix, "seealp"), .init("difficulty", .equalTo, "hard")], mode: .or,
      sort: [.init("name")])
    #expect(trails.map(\.name) == ["Matterhorn Glacier Trail", "Säntis Ridge", "Seealpsee Loop"])
  }

  @Test func unknownPropertiesListWhatCanBeFiltered() async throws {
    let system = makeSystem()
    let error = await intentsError {
      _ = try await system.find(TrailEntity.self, [.init("altitude", .equalTo, "1")])
    }
    #expect(error?.code == IntentsError.unknownProperty)
    #expect(
      error?.allowed == [
        "name", "region", "difficulty", "lengthKm", "elevationGain", "isLoop", "tags",
      ])
  }

  @Test func unsupportedComparatorsListWhatIsSupported() async throws {
    let system = makeSystem()
    let error = await intentsError {
      _ = try await system.find(TrailEntity.self, [.init("region", .contains, "val")])
    }
    #expect(error?.code == IntentsError.unsupportedComparator)
    #expect(error?.allowed == ["equalTo", "notEqualTo"])
  }

  @Test func valuesOfTheWrongTypeAreRefusedBeforeTheAppIsCalled() async throws {
    let system = makeSystem()
    let error = await intentsError {
      _ = try await system.find(TrailEntity.self, [.init("lengthKm", .lessThan, "far")])
    }
    #expect(error?.code == IntentsError.invalidValue)
    #expect(error?.message.contains("expects a number") == true)
    let badEnum = await intentsError {
      _ = try await system.find(TrailEntity.self, [.init("difficulty", .equalTo, "brutal")])
    }
    #expect(badEnum?.allowed == ["easy", "moderate", "hard"])
    #expect(
      await errorCode {
        _ = try await system.find(TrailEntity.self, [.init("lengthKm", .isBetween, "1")])
      } == IntentsError.invalidRequest)
    #expect(system.queryCalls.isEmpty)
  }

  @Test func sortingAndLimitsAreChecked() async throws {
    let system = makeSystem()
    let notSortable = await intentsError {
      _ = try await system.find(TrailEntity.self, sort: [.init("region")])
    }
    #expect(notSortable?.code == IntentsError.notSortable)
    #expect(notSortable?.allowed == ["name", "lengthKm", "elevationGain"])
    #expect(
      await errorCode { _ = try await system.find(TrailEntity.self, limit: -1) }
        == IntentsError.invalidRequest)
    #expect(
      await errorCode { _ = try await system.find(TrailEntity.self, limit: 1_000_000) }
        == IntentsError.requestTooLarge)
  }

  @Test func plainQueriesCannotFind() async throws {
    let system = makeSystem()
    #expect(
      await errorCode { _ = try await system.find(RegionEntity.self) } == IntentsError.notFindable)
  }
}

@Suite struct DerivedFindTests {
  @Test func enumerableQueriesFindByEveryProperty() async throws {
    let system = makeSystem()
    let high = try await system.find(
      HutEntity.self, [.init("altitude", .greaterThan, 2500)],
      sort: [.init("altitude", .descending)])
    #expect(high.map(\.name) == ["Hörnlihütte", "Monte Rosa Hütte"])
    let open = try await system.find(
      HutEntity.self, [.init("isOpen", .equalTo, true), .init("warden", .contains, "a")])
    #expect(open.map(\.name) == ["Seealp Inn"])
    let unwarded = try await system.find(HutEntity.self, [.init("warden", .equalTo, .json(nil))])
    #expect(unwarded.map(\.name) == ["Glecksteinhütte"])
    let old = try await system.find(
      HutEntity.self, [.init("opened", .lessThan, "1900-01-01")], sort: [.init("name")])
    #expect(old.map(\.name) == ["Glecksteinhütte", "Hörnlihütte"])
    let hard = try await system.find(HutEntity.self, [.init("access", .equalTo, "Hard")], limit: 1)
    #expect(hard.count == 1)
    #expect(system.queryCalls.allSatisfy { $0 == "allEntities()" })
  }

  @Test func derivedComparatorsFitTheValueType() async throws {
    let system = makeSystem()
    let description = try await system.host.describe(entityType: "HutEntity")
    let byName = Dictionary(uniqueKeysWithValues: description.properties.map { ($0.name, $0) })
    #expect(byName["name"]?.comparators.contains(.contains) == true)
    #expect(byName["altitude"]?.comparators.contains(.isBetween) == true)
    #expect(byName["isOpen"]?.comparators == [.equalTo, .notEqualTo])
    #expect(byName["access"]?.comparators == [.equalTo, .notEqualTo])
    #expect(byName["altitude"]?.sortable == true)
    let error = await intentsError {
      _ = try await system.find(HutEntity.self, [.init("isOpen", .greaterThan, true)])
    }
    #expect(error?.code == IntentsError.unsupportedComparator)
  }

  /// A property computed when read (here, asynchronously) is described without comparisons
  /// and refused by a derived Find, which reads stored values only.
  @Test func computedPropertiesCannotBeFilteredOrSortedInADerivedFind() async throws {
    let system = makeSystem()
    let description = try await system.host.describe(entityType: "HutEntity")
    let forecast = try #require(description.properties.first { $0.name == "forecast" })
    #expect(forecast.comparators.isEmpty)
    #expect(!forecast.sortable)
    #expect(forecast.deferred)
    #expect(forecast.title == "Forecast")
    let filter = await intentsError {
      _ = try await system.find(HutEntity.self, [.init("forecast", .contains, "clear")])
    }
    #expect(filter?.code == IntentsError.unsupportedComparator)
    #expect(filter?.message.contains("computed when read") == true)
    let sort = await intentsError {
      _ = try await system.find(HutEntity.self, sort: [.init("forecast")])
    }
    #expect(sort?.code == IntentsError.notSortable)
    #expect(sort?.allowed.contains("forecast") == false)
  }
}

/// One results policy for every surface: pages with a default and a maximum limit, the total
/// when it is known, and where the next page starts.
@Suite struct PagingTests {
  @Test func findPagesSayWhereTheNextStarts() async throws {
    let host = makeSystem().host
    let sort = [FindRequest.SortKey("lengthKm", .descending)]
    let first = try await host.findPage(type: "TrailEntity", FindRequest(sort: sort, limit: 2))
    #expect(first.entities.map(\.identifier) == ["5", "2"])
    #expect(first.truncated && first.nextOffset == 2 && first.total == nil)
    let last = try await host.findPage(
      type: "TrailEntity", FindRequest(sort: sort, limit: 4, offset: first.nextOffset ?? 0))
    #expect(last.entities.map(\.identifier) == ["4", "3", "1", "6"])
    #expect(!last.truncated && last.nextOffset == nil && last.total == 6)
    let whole = try await host.findPage(type: "TrailEntity", FindRequest())
    #expect(whole.entities.count == 6 && whole.total == 6)
  }

  @Test func findWithAnOffsetSkipsTheFirstMatches() async throws {
    let host = makeSystem().host
    let found = try await host.find(
      type: "TrailEntity", FindRequest(sort: [.init("name")], limit: 2, offset: 1))
    #expect(found.map(\.title) == ["Five Lakes Walk", "Höhenweg Grindelwald"])
  }

  @Test func searchPagesCarryTheTotalOfEveryMatch() async throws {
    let host = makeSystem().host
    let page = try await host.search(
      type: "TrailEntity", text: "e", paging: Paging(limit: 2, offset: 2))
    #expect(page.entities.map(\.identifier) == ["3", "4"])
    #expect(page.total == 6 && page.nextOffset == 4)
  }

  @Test func limitsAndOffsetsAreBounded() async throws {
    let host = makeSystem().host
    #expect(
      await errorCode {
        _ = try await host.findPage(
          type: "TrailEntity", FindRequest(limit: Paging.maximumLimit + 1))
      } == IntentsError.requestTooLarge)
    #expect(
      await errorCode {
        _ = try await host.findPage(
          type: "TrailEntity", FindRequest(offset: Paging.maximumOffset + 1))
      } == IntentsError.requestTooLarge)
    #expect(
      await errorCode {
        _ = try await host.search(type: "TrailEntity", text: "e", paging: Paging(offset: -1))
      } == IntentsError.invalidRequest)
    let defaults = try await host.findPage(type: "TrailEntity", FindRequest())
    #expect(defaults.entities.count <= Paging.defaultLimit)
  }
}
