import AppIntentsTesting
import Foundation
import IntentsCLI
import IntentsFixtures
import IntentsWire
import Testing

/// The command line over the fixture domain, in-process.
@Suite(.serialized) struct CommandLineTests {
  /// Saved references and runs, kept across the runs of one test as a file would keep them.
  let store = InMemoryReferenceStore()

  func run(
    _ arguments: [String], answers: [String] = [], interactive: Bool? = nil
  ) async
    -> (status: Int32, output: String, error: String)
  {
    FixtureDependencies.registered
    let console = RecordingConsole(answers: answers, interactive: interactive)
    let store = store
    let status = await IntentsCommandLine.run(arguments, name: "trails", console: console.console) {
      _ in
      IntentsHost(name: "Trails", store: store) {
        TrailEntity.self
        HutEntity.self
        RegionEntity.self
        Difficulty.self
        OpenTrailIntent.self
        PlanHikeIntent.self
        StartHikeIntent.self
        RecommendIntent.self
        TrailShortcuts.self
      }
    }
    return (status, console.output, console.error)
  }

  @Test func typesListsEverythingWithCapabilities() async throws {
    let (status, output, _) = await run(["types"])
    #expect(status == 0)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("TYPE") == true)
    #expect(lines.contains { $0.hasPrefix("RegionEntity") && $0.contains("none") })
    #expect(lines.contains { $0.hasPrefix("OpenTrailIntent") && $0.contains("intent") })
    let json = try JSONValue(parsing: await run(["types", "--json"]).output)
    #expect(json.objectValue?["entities"]?.arrayValue?.count == 3)
  }

  @Test func describeShowsWhatFindAccepts() async throws {
    let (status, output, _) = await run(["describe", "TrailEntity"])
    #expect(status == 0)
    #expect(output.contains("lengthKm"))
    #expect(output.contains("< > between"))
    #expect(output.contains("Length (km)"))
    let intent = await run(["describe", "PlanHikeIntent"])
    #expect(intent.output.contains("--days"))
    let unknown = await run(["describe", "Nope"])
    #expect(unknown.status == 66)
  }

  @Test func getShowsOneEntityWithPropertiesOrATable() async throws {
    let one = await run(["get", "TrailEntity", "3"])
    #expect(one.status == 0)
    #expect(one.output.contains("Matterhorn Glacier Trail"))
    #expect(one.output.contains("difficulty"))
    let several = await run(["get", "TrailEntity", "3", "1", "--json"])
    let json = try JSONValue(parsing: several.output)
    #expect(
      json.objectValue?["entities"]?.arrayValue?.compactMap { $0.objectValue?["id"] } == ["3", "1"])
    let missing = await run(["get", "TrailEntity", "1", "77"])
    #expect(missing.status == 66)
    #expect(missing.output.contains("Eiger Trail"))
    #expect(missing.error.contains("“77”"))
    let malformed = await run(["get", "TrailEntity", "abc"])
    #expect(malformed.status == 65)
    #expect(malformed.error.contains("whole number"))
  }

  @Test func suggestAndSearch() async throws {
    let suggested = await run(["suggest", "TrailEntity"])
    #expect(suggested.status == 0)
    let search = await run(["search", "TrailEntity", "SÄNTIS"])
    #expect(search.output.contains("Säntis Ridge"))
    let none = await run(["search", "TrailEntity", "everest"])
    #expect(none.output.contains("No TrailEntity matches"))
    let cannot = await run(["search", "RegionEntity", "valais"])
    #expect(cannot.status == 65)
    #expect(cannot.error.contains("cannot be searched"))
  }

  @Test func findWithWhereSortAndLimit() async throws {
    let (status, output, error) = await run([
      "find", "TrailEntity", "--where", "difficulty == hard or lengthKm > 11", "--sort",
      "lengthKm:desc",
      "--limit", "2",
    ])
    #expect(status == 0, "\(error)")
    let rows = output.split(separator: "\n").dropFirst().map {
      $0.split(separator: " ").first.map(String.init)
    }
    #expect(rows == ["5", "2"])
    #expect(output.contains("LENGTHKM") == false)  // columns are named by property
    #expect(output.split(separator: "\n").first?.contains("lengthKm") == true)

    let json = try JSONValue(
      parsing: await run(["find", "TrailEntity", "--where", "isLoop == true", "--json"]).output)
    #expect(
      json.objectValue?["entities"]?.arrayValue?.compactMap { $0.objectValue?["id"] } == ["4", "6"])
    #expect(json.objectValue?["total"] == 2)
  }

  @Test(arguments: [
    (["find", "TrailEntity", "--where", "lengthKm >"], Int32(64), "expected a value"),
    (
      ["find", "TrailEntity", "--where", "a == 1 or b == 2", "--where", "c == 3"], 64,
      "joined with ‘and’"
    ),
    (["find", "TrailEntity", "--sort", "name:sideways"], 64, "not an order"),
    (["find", "TrailEntity", "--where", "height > 3"], 65, "no property ‘height’"),
    (["find", "TrailEntity", "--where", "name > b"], 65, "does not support greaterThan"),
    (["find", "TrailEntity", "--where", "lengthKm > long"], 65, "expects a number"),
    (["find", "Nope"], 66, "no entity type"),
    (["find", "TrailEntity", "--limit", "-1"], 64, "--limit"),
    (["fnd", "TrailEntity"], 64, "Unexpected argument"),
  ])
  func badInputIsAClearErrorWithItsStatus(arguments: [String], status: Int32, message: String) async
  {
    let result = await run(arguments)
    #expect(result.status == status)
    #expect(result.error.localizedCaseInsensitiveContains(message), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test func runCompletesWithGivenParameters() async throws {
    let result = await run([
      "run", "PlanHikeIntent", "--trail", "id:3", "--days", "2", "--pace", "gentle",
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("2 day(s) on Matterhorn Glacier Trail at a easy pace"))
    let list = await run([
      "run", "PlanHikeIntent", "--trail=id:1", "--companions", "Ana", "--companions", "Bo",
    ])
    #expect(list.output.contains("with Ana and Bo"))
  }

  @Test func anAmbiguousValueWithoutATerminalListsTheChoicesAndExits75() async throws {
    let result = await run(["run", "OpenTrailIntent", "--trail", "trail"])
    #expect(result.status == 75)
    #expect(result.error.contains("Eiger Trail"))
    #expect(result.error.contains("Matterhorn Glacier Trail"))
    #expect(result.error.contains("--answer 'choose:trail=1'"))
    let answered = await run([
      "run", "OpenTrailIntent", "--trail", "trail", "--answer", "choose:trail=3",
    ])
    #expect(answered.status == 0)
    #expect(answered.output.contains("Opening Matterhorn Glacier Trail"))
    let json = await run(["run", "OpenTrailIntent", "--trail", "trail", "--json"])
    #expect(json.status == 75)
    #expect(try JSONValue(parsing: json.output).objectValue?["status"] == "needsInput")
  }

  @Test func inATerminalTheChoiceIsANumberedPrompt() async throws {
    let result = await run(["run", "OpenTrailIntent", "--trail", "trail"], answers: ["9", "2"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Choose 1–2"))
    #expect(result.output.contains("Type a number from 1 to 2."))
    #expect(result.output.contains("Opening Matterhorn Glacier Trail"))
    let gaveUp = await run(
      ["run", "OpenTrailIntent", "--trail", "trail"], answers: ["x", "y", "z"])
    #expect(gaveUp.status == 75)
  }

  @Test func confirmationsInATerminalAndWithYes() async throws {
    let declined = await run(["run", "StartHikeIntent", "--trail", "id:2"], answers: ["n"])
    #expect(declined.status == 1)
    #expect(declined.output.contains("Start Höhenweg Grindelwald? [y/n]"))
    let confirmed = await run(["run", "StartHikeIntent", "--trail", "id:2", "--yes"])
    #expect(confirmed.status == 0, "\(confirmed.error)")
    #expect(confirmed.output.contains("Started Höhenweg Grindelwald"))
    let scripted = await run([
      "run", "StartHikeIntent", "--trail", "id:2", "--answer", "confirm:StartHikeIntent=yes",
    ])
    #expect(scripted.status == 0, "\(scripted.error)")
  }

  @Test func anAnswerIsReadByTheKindOfQuestionItAnswers() async throws {
    let confirm = "confirm:StartHikeIntent"
    let declined = await run([
      "run", "StartHikeIntent", "--trail", "id:2", "--answer", "\(confirm)=no",
    ])
    #expect(declined.status == 1)
    let notAWord = await run([
      "run", "StartHikeIntent", "--trail", "id:2", "--answer", "\(confirm)=maybe",
    ])
    #expect(notAWord.status == 65)
    #expect(notAWord.error.contains("answer yes or no"), "\(notAWord.error)")
    let notAnOption = await run([
      "run", "OpenTrailIntent", "--trail", "trail", "--answer", "choose:trail=99",
    ])
    #expect(notAnOption.status == 65)
    #expect(notAnOption.error.contains("“99” is not one of the options"), "\(notAnOption.error)")
    let typed = await run(
      ["run", "StartHikeIntent", "--trail", "id:2"], answers: ["maybe", "true"])
    #expect(typed.status == 0, "\(typed.error)")
    #expect(typed.output.contains("Answer y or n."))
    #expect(typed.output.contains("Started Höhenweg Grindelwald"))
  }

  @Test func unknownParametersAreListed() async {
    let result = await run(["run", "OpenTrailIntent", "--path", "x"])
    #expect(result.status == 65)
    #expect(result.error.contains("--trail"))
    let unknownIntent = await run(["run", "FlyIntent"])
    #expect(unknownIntent.status == 66)
  }

  @Test func referencesAndSavedRuns() async throws {
    let save = await run(["refs", "save", "fav", "TrailEntity", "5"])
    #expect(save.status == 0, "\(save.error)")
    #expect(await run(["refs", "list"]).output.contains("fav"))
    #expect(await run(["refs", "get", "fav"]).output.contains("Säntis Ridge"))
    #expect(await run(["refs", "remove", "fav"]).status == 0)
    let removedAgain = await run(["refs", "remove", "fav"])
    #expect(removedAgain.status == 66)
    #expect(removedAgain.error.contains("There is no saved reference ‘fav’"))
    #expect(await run(["refs", "get", "fav"]).status == 66)
    #expect(await run(["refs", "save", "x", "TrailEntity", "99"]).status == 66)

    let saved = await run([
      "runs", "save", "weekend", "PlanHikeIntent", "--trail", "id:4", "--days", "3",
    ])
    #expect(saved.status == 0, "\(saved.error)")
    #expect(await run(["runs", "list"]).output.contains("weekend"))
    let ran = await run(["runs", "run", "weekend"])
    #expect(ran.output.contains("3 day(s) on Five Lakes Walk"))
    let removed = await run(["runs", "remove", "weekend", "--json"])
    #expect(try JSONValue(parsing: removed.output) == ["removed": "weekend"])
    #expect(await run(["runs", "remove", "weekend"]).error.contains("no saved run ‘weekend’"))
    #expect(await run(["runs", "run", "weekend"]).status == 66)
  }

  @Test func savingARunRefusesWhatTheIntentRefusesAndSavesNothing() async throws {
    for parameters in [
      ["--trail", "id:4", "--days", "two"], ["--trail", "id:4", "--days", "15"],
      ["--trail", "id:4", "--pace", "sprint"], ["--trail", "id:007"],
    ] {
      let saved = await run(["runs", "save", "bad", "PlanHikeIntent"] + parameters + ["--json"])
      #expect(saved.status == 65, "\(parameters): \(saved.error)")
      let code = try? JSONValue(parsing: saved.error).objectValue?["error"]?.objectValue?["code"]
      #expect(
        code == "invalidValue" || code == "malformedIdentifier", "\(parameters): \(saved.error)")
    }
    #expect(await run(["runs", "list", "--json"]).output.contains("bad") == false)
  }

  @Test func manifestAndShortcuts() async throws {
    let manifest = await run(["manifest"])
    #expect(manifest.status == 0)
    #expect(try JSONValue(parsing: manifest.output).objectValue?["app"] == "Trails")
    let shortcuts = await run(["shortcuts"])
    #expect(
      shortcuts.output.contains("Open Five Lakes Walk in Trails"),
      "\(shortcuts.status) \(shortcuts.error)")
  }

  @Test func shortcutsInJSONGiveParametersAsARunTakesThem() async throws {
    let shortcuts = try JSONValue(parsing: await run(["shortcuts", "--json"]).output)
    let open = shortcuts.arrayValue?.first {
      $0.objectValue?["phrase"] == "Open Five Lakes Walk in Trails"
    }
    #expect(open?.objectValue?["parameters"] == ["trail": ["id": "4"]], "\(shortcuts)")
    #expect(open?.objectValue?["template"] == "Open ${trail} in ${applicationName}")
    #expect(open?.objectValue?["intent"] == "OpenTrailIntent")
  }

  @Test func noJSONAnswerHasMembersNamedBySwiftsEncoding() async throws {
    #expect(await run(["refs", "save", "json-fav", "TrailEntity", "5"]).status == 0)
    #expect(
      await run(["runs", "save", "json-hike", "PlanHikeIntent", "--trail", "id:4"]).status == 0)
    let commands: [[String]] = [
      ["types"], ["describe", "TrailEntity"], ["describe", "PlanHikeIntent"],
      ["describe", "Difficulty"], ["shortcuts"], ["suggest", "TrailEntity"],
      ["search", "TrailEntity", "lake"], ["find", "TrailEntity"], ["get", "TrailEntity", "1"],
      ["spotlight", "lake"], ["index", "status"], ["refs", "list"], ["refs", "get", "json-fav"],
      ["runs", "list"], ["run", "PlanHikeIntent", "--trail", "id:1"],
      ["run", "PlanHikeIntent", "--trail", "trail"], ["say", "Show Eiger Trail"],
    ]
    for command in commands {
      let (status, output, error) = await run(command + ["--json"])
      #expect(status == 0 || status == 75, "\(command): \(error)")
      #expect((try? JSONValue(parsing: output)) != nil, "\(command): \(output)")
      #expect(!output.contains(#""_0""#), "\(command): \(output)")
    }
    let manifest = await run(["manifest"])
    #expect(!manifest.output.contains(#""_0""#))
    _ = await run(["refs", "remove", "json-fav"])
    _ = await run(["runs", "remove", "json-hike"])
  }

  @Test func helpTeachesTheSyntaxAndExitStatuses() async {
    let root = await run(["--help"])
    #expect(root.status == 0)
    #expect(root.output.contains("EXIT STATUS"))
    #expect(root.output.contains("find"))
    let find = await run(["find", "--help"])
    #expect(find.output.contains("starts-with"))
    let manifest = await run(["manifest", "--help"])
    #expect(manifest.output.contains("the manifest is always JSON"))
  }
}
