import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

@testable import AppIntentsMacros

/// The schema macros with iOS 27's app schemas: the domains iOS 27 adds are checked as the
/// older ones are, and a schema is accepted in the iOS 27 spelling and in the deprecated
/// iOS 18 spelling alike.
@Suite struct AppSchemaMacroTests {
  /// `@AppIntent(schema: .messages.sendMessage)` as Apple's 27.0 example declares it (without
  /// `destination`, which the catalogue leaves out), with one member left out when asked.
  private func sendMessage(dropping dropped: String? = nil) -> String {
    let members = [
      "var content: AttributedString?", "var subject: AttributedString?",
      "var attachments: [IntentFile]", "var audioMessage: IntentFile?", "var links: [URL]",
      "var scheduledDate: Date?", "var locations: [PlaceDescriptor]",
    ]
    let kept = members.filter { dropped == nil || !$0.hasPrefix("var \(dropped!):") }
    return """
      @AppIntent(schema: .messages.sendMessage)
      struct SendMessageIntent {
      \(kept.map { "  " + $0 }.joined(separator: "\n"))
        func perform() async throws -> some IntentResult & ReturnsValue<[MessageEntity]> {
          fatalError()
        }
      }
      """
  }

  @Test func newDomainSchemaExpandsAndRecordsItsIdentifier() {
    let (expanded, diagnostics) = expand(sendMessage())
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(expanded.contains(#"return AppIntents.AppSchema(__intent: "SendMessageIntent")"#))
    // The returned messages must adopt `.messages.message`: the compiler checks it through the
    // tag of that schema.
    #expect(
      expanded.contains(
        "__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.MessagesEntity.Message.self)"))
    #expect(expanded.contains("@AppIntents.IntentParameter\n  var attachments: [IntentFile]"))
  }

  @Test func newDomainSchemaWithoutARequiredMemberIsAnErrorNamingIt() throws {
    let (_, diagnostics) = expand(sendMessage(dropping: "attachments"))
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostic.diagMessage.diagnosticID
        == MessageID(domain: "AppIntentsMacros", id: "schema.missingMember"))
    #expect(diagnostic.diagMessage.severity == .error)
    #expect(diagnostic.message.contains(".messages.sendMessage"))
    #expect(diagnostic.message.contains("‘attachments’"))
    #expect(diagnostic.message.contains("[IntentFile]"))
  }

  @Test func theLocationsOfAMessageArePlaceDescriptors() throws {
    let (_, missing) = expand(sendMessage(dropping: "locations"))
    let diagnostic = try #require(missing.first)
    #expect(diagnostic.message.contains("‘locations’"), "\(diagnostic.message)")
    #expect(diagnostic.message.contains("PlaceDescriptor"), "\(diagnostic.message)")
    let qualified = sendMessage().replacingOccurrences(
      of: "[PlaceDescriptor]", with: "[GeoToolbox.PlaceDescriptor]")
    #expect(expand(qualified).1.isEmpty)
  }

  @Test func newDomainMemberOfTheWrongTypeIsAnError() throws {
    let source = sendMessage().replacingOccurrences(
      of: "var links: [URL]", with: "var links: URL")
    let (_, diagnostics) = expand(source)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.message.contains("‘links’"), "\(diagnostic.message)")
    #expect(diagnostic.message.contains(".messages.sendMessage"))
  }

  @Test func misspelledNewDomainSchemaSuggestsTheName() throws {
    let (_, diagnostics) = expand(
      """
      @AppIntent(schema: .reminders.createRemider)
      struct CreateReminderIntent {}
      """)
    let diagnostic = try #require(diagnostics.first)
    #expect(
      diagnostic.diagMessage.diagnosticID
        == MessageID(domain: "AppIntentsMacros", id: "schema.unknownSchema"))
    #expect(diagnostic.message.contains("createReminder"))
  }

  @Test func newDomainEntitiesAndEnumsRecordTheirIdentifiers() {
    let (entity, entityDiagnostics) = expand(
      """
      @AppEntity(schema: .notes.account)
      struct AccountEntity {
        let id: String
        var name: String
      }
      """)
    #expect(entityDiagnostics.isEmpty, "\(entityDiagnostics.map(\.message))")
    #expect(entity.contains(#"return AppIntents.AppSchema(__entity: "AccountEntity")"#))
    let tag = "AppIntents.__AssistantSchemaTag.NotesEntity.Account"
    #expect(entity.contains("static func __assistantSchemaEntity(_: \(tag).Type)"))

    let (enumeration, enumDiagnostics) = expand(
      """
      @AppEnum(schema: .messages.customReaction)
      enum Reaction: String {
        case heart, laugh
      }
      """)
    #expect(enumDiagnostics.isEmpty, "\(enumDiagnostics.map(\.message))")
    #expect(enumeration.contains(#"return AppIntents.AppSchema(__enum: "Tapback")"#))
  }

  /// `@AppIntent(schema: .reminders.createReminder)` as Apple's 27.0 example declares it, with
  /// one member's declaration replaced when asked.
  private func createReminder(replacing member: String? = nil, with text: String = "") -> String {
    let members = [
      "var title: String", "var list: ListEntity?", "var note: AttributedString?",
      "var isFlagged: Bool?", "var images: [IntentFile]", "var tags: Set<String>",
      "var urls: [URL]", "var dueDate: DateComponents?",
      "var recurrence: Calendar.RecurrenceRule?", "var locationTrigger: LocationTriggerEntity?",
      "var section: SectionEntity?",
    ]
    let written = members.map { member != nil && $0.hasPrefix("var \(member!):") ? text : $0 }
    return """
      @AppIntent(schema: .reminders.createReminder)
      struct CreateReminderIntent {
      \(written.map { "  " + $0 }.joined(separator: "\n"))
        func perform() async throws -> some ReturnsValue<ReminderEntity> {
          fatalError()
        }
      }
      """
  }

  @Test func setAndQualifiedMemberTypesOfAppleExampleAreAccepted() {
    let (expanded, diagnostics) = expand(createReminder())
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(expanded.contains(#"return AppIntents.AppSchema(__intent: "CreateReminderIntent")"#))
    // The created reminder must adopt `.reminders.reminder`.
    #expect(
      expanded.contains(
        "__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.RemindersEntity.Reminder.self)"))
    // A type qualified by its module is the same type.
    let (_, qualified) = expand(
      createReminder(
        replacing: "recurrence", with: "var recurrence: Foundation.Calendar.RecurrenceRule?"))
    #expect(qualified.isEmpty, "\(qualified.map(\.message))")
    let (_, swiftSet) = expand(
      createReminder(replacing: "tags", with: "var tags: Swift.Set<String>"))
    #expect(swiftSet.isEmpty, "\(swiftSet.map(\.message))")
  }

  @Test func arrayWhereTheSchemaTakesASetIsAnErrorChangingItToASet() throws {
    let (_, diagnostics) = expand(createReminder(replacing: "tags", with: "var tags: [String]"))
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostic.diagMessage.diagnosticID
        == MessageID(domain: "AppIntentsMacros", id: "schema.wrongType"))
    #expect(diagnostic.message.contains("‘tags’"), "\(diagnostic.message)")
    #expect(diagnostic.message.contains("‘Set<String>’"), "\(diagnostic.message)")
    #expect(diagnostic.fixIts.first?.message.message.contains("Set<String>") == true)
  }

  @Test func differentTypeOfTheSameLastNameIsAnError() throws {
    // `RecurrenceRule` alone is not `Calendar.RecurrenceRule`: an app's own type of that name
    // does not satisfy the schema.
    let (_, diagnostics) = expand(
      createReminder(replacing: "recurrence", with: "var recurrence: RecurrenceRule?"))
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.message.contains("‘recurrence’"), "\(diagnostic.message)")
    #expect(diagnostic.message.contains("Calendar.RecurrenceRule?"), "\(diagnostic.message)")
  }

  /// `@AppIntent(schema: .maps.startNavigation)` as Apple's example declares it (without the
  /// members the catalogue leaves out), with the preferences and result types given.
  private func startNavigation(
    preferences: String = "Set<NavigationPreference>", value: String = "NavigationSession?"
  ) -> String {
    """
    @AppIntent(schema: .maps.startNavigation)
    struct StartNavigationIntent {
      var transportationType: TransportType
      var preferences: \(preferences)
      func perform() async throws -> some IntentResult & ReturnsValue<\(value)> {
        fatalError()
      }
    }
    """
  }

  @Test func setOfEnumValuesIsCheckedByTheCompilerThroughItsElement() {
    let (expanded, diagnostics) = expand(startNavigation())
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(
      expanded.contains(
        #"AppIntents.__assistantSchemaEnumType(ofSet: \Self.preferences).__assistantSchemaEnum(AppIntents.__AssistantSchemaTag.MapsEnum.NavigationPreferences.self)"#
      ))
    // The optional session the example returns is checked as an optional entity.
    #expect(
      expanded.contains(
        "__assistantSchemaEntityType(ofOptionalValue: AppIntents.__assistantSchemaReturnedValueType(of: Self.self))"
      ))
  }

  @Test func arrayOfEnumValuesWhereTheSchemaTakesASetIsAnError() throws {
    let (_, diagnostics) = expand(startNavigation(preferences: "[NavigationPreference]"))
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.message.contains("‘preferences’"), "\(diagnostic.message)")
    #expect(diagnostic.message.contains("a set of enum values adopting .maps.navigationPreferences"))
    #expect(
      diagnostic.fixIts.first?.message.message.contains("Set<NavigationPreference>") == true)
  }

  @Test func nonOptionalResultWhereTheSchemaReturnsAnOptionalIsAnError() throws {
    let (_, diagnostics) = expand(startNavigation(value: "NavigationSession"))
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostic.diagMessage.diagnosticID
        == MessageID(domain: "AppIntentsMacros", id: "schema.wrongResult"))
    #expect(diagnostic.fixIts.first?.message.message.contains("NavigationSession?") == true)
  }

  @Test func protocolTheMacroCannotAddMustBeStatedAsAppleDoes() throws {
    let body = """
      {
        var audioVisualMode: CallAVMode
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    // Apple's example states `AudioStartingIntent`; the macro adds `AudioRecordingIntent`.
    let (expanded, diagnostics) = expand(
      "@AppIntent(schema: .phone.startCall)\nstruct StartCallIntent: AudioStartingIntent " + body)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(expanded.contains("AppIntents.AudioRecordingIntent"))
    let (_, missing) = expand("@AppIntent(schema: .phone.startCall)\nstruct StartCallIntent " + body)
    let diagnostic = try #require(missing.first)
    #expect(missing.count == 1)
    #expect(
      diagnostic.diagMessage.diagnosticID
        == MessageID(domain: "AppIntentsMacros", id: "schema.missingConformance"))
    #expect(diagnostic.message.contains("AudioStartingIntent"), "\(diagnostic.message)")
  }

  @Test func openTakesAnEntityOfAnySchema() throws {
    let (expanded, diagnostics) = expand(
      """
      @AppIntent(schema: .system.open)
      struct OpenNoteIntent {
        var target: NoteEntity
      }
      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(expanded.contains("AppIntents.OpenIntent"))
    let (_, wrong) = expand(
      """
      @AppIntent(schema: .system.open)
      struct OpenNoteIntent {
        var target: String
      }
      """)
    let diagnostic = try #require(wrong.first)
    #expect(wrong.count == 1)
    #expect(diagnostic.message.contains("an app entity"), "\(diagnostic.message)")
  }

  @Test func bothSpellingsOfASchemaRecordTheSameValue() {
    let body = """
      struct CreateAlbumIntent {
        var name: String
        func perform() async throws -> some IntentResult & ReturnsValue<AlbumEntity> {
          fatalError()
        }
      }
      """
    // iOS 27: `@AppIntent` resolves `.photos.createAlbum` through `AppSchemaIntent`.
    let (current, currentDiagnostics) = expand("@AppIntent(schema: .photos.createAlbum)\n" + body)
    // iOS 18 to 26: `@AssistantIntent` resolves it through the deprecated `AssistantSchemas`.
    let (legacy, legacyDiagnostics) = expand(
      "@AssistantIntent(schema: .photos.createAlbum)\n"
        + body.replacingOccurrences(
          of: "struct CreateAlbumIntent {", with: "struct CreateAlbumIntent: AppIntent {"))
    #expect(currentDiagnostics.isEmpty, "\(currentDiagnostics.map(\.message))")
    #expect(legacyDiagnostics.isEmpty, "\(legacyDiagnostics.map(\.message))")
    let recorded = #"return AppIntents.AppSchema(__intent: "CreateMediaAlbumIntent")"#
    #expect(current.contains(recorded))
    #expect(legacy.contains(recorded))
  }

  @Test func deprecatedSchemaStillExpandsWithoutNamingItsAccessor() {
    // `.system.search` is deprecated in iOS 27 ("Use .system.searchInApp instead"): the app's
    // attribute warns, the expansion names the identifier and so adds no second warning.
    let (expanded, diagnostics) = expand(
      """
      @AppIntent(schema: .system.search)
      struct SearchIntent {
        var criteria: StringSearchCriteria
      }
      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(expanded.contains(#"AppIntents.AppSchema(__intent: "ShowInAppSearchResultsIntent")"#))
    #expect(!expanded.contains(".system.search"))
  }

  // The 24 schemas whose members were read last, from the copy of Apple's pages that keeps the
  // examples: each is checked as the older ones are.

  /// `@AppIntent(schema: .clock.updateAlarm)` as Apple's 27.0 example declares it, with one
  /// member's declaration replaced when asked.
  private func updateAlarm(replacing member: String? = nil, with text: String = "") -> String {
    let members = [
      "var alarm: AlarmEntity", "var isEnabled: Bool?", "var time: DateComponents?",
      "var label: String?", "var recurrenceDays: Calendar.RecurrenceRule?",
      "var allowsSnooze: Bool?",
    ]
    let declared = members.map { line in
      member.map { line.hasPrefix("var \($0):") } == true ? text : line
    }
    return """
      @AppIntent(schema: .clock.updateAlarm)
      struct UpdateAlarmIntent {
      \(declared.filter { !$0.isEmpty }.map { "  " + $0 }.joined(separator: "\n"))
        func perform() async throws -> some ReturnsValue<AlarmEntity> { fatalError() }
      }
      """
  }

  @Test func clockSchemasReadLastAreCheckedAgainstAppleExamples() throws {
    #expect(expand(updateAlarm()).1.isEmpty, "\(expand(updateAlarm()).1.map(\.message))")

    // `allowsSnooze` is optional in the example: a plain `Bool` is refused.
    let (_, required) = expand(
      updateAlarm(replacing: "allowsSnooze", with: "var allowsSnooze: Bool"))
    let optionality = try #require(required.first)
    #expect(required.count == 1)
    #expect(optionality.message.contains("‘allowsSnooze’"), "\(optionality.message)")

    // The alarm to change is required.
    let (_, missing) = expand(updateAlarm(replacing: "alarm"))
    let missingAlarm = try #require(missing.first)
    #expect(
      missingAlarm.diagMessage.diagnosticID
        == MessageID(domain: "AppIntentsMacros", id: "schema.missingMember"))
    #expect(missingAlarm.message.contains("‘alarm’"), "\(missingAlarm.message)")

    // `.clock.cancelTimer` cancels timers: without `entities` it is an error naming it.
    let (_, cancel) = expand(
      """
      @AppIntent(schema: .clock.cancelTimer)
      struct CancelTimerIntent {
        func perform() async throws -> some IntentResult { .result() }
      }
      """)
    let missingTimers = try #require(cancel.first)
    #expect(missingTimers.message.contains(".clock.cancelTimer"))
    #expect(missingTimers.message.contains("‘entities’"), "\(missingTimers.message)")

    // `.clock.startStopwatch` takes nothing and returns the stopwatch it started.
    let started = """
      @AppIntent(schema: .clock.startStopwatch)
      struct StartStopwatchIntent {
        func perform() async throws -> some ReturnsValue<StopwatchEntity> { fatalError() }
      }
      """
    #expect(expand(started).1.isEmpty, "\(expand(started).1.map(\.message))")
    let (_, noValue) = expand(
      started.replacingOccurrences(
        of: "some ReturnsValue<StopwatchEntity>", with: "some IntentResult"))
    let wrongResult = try #require(noValue.first)
    #expect(
      wrongResult.diagMessage.diagnosticID
        == MessageID(domain: "AppIntentsMacros", id: "schema.wrongResult"))
  }

  @Test func audioRemindersMailAndPhotosSchemasReadLastAreChecked() throws {
    // `.audio.song` as Apple's example declares it.
    let song = """
      @AppEntity(schema: .audio.song)
      struct SongEntity {
        let id: String
        var title: String
        var artistName: String
        var composerName: String?
        var albumTitle: String?
        var artists: [ArtistEntity]
        var album: AlbumEntity?
        var composers: [ArtistEntity]
        var internationalStandardRecordingCode: String?
      }
      """
    #expect(expand(song).1.isEmpty, "\(expand(song).1.map(\.message))")
    let (_, noArtist) = expand(
      song.replacingOccurrences(of: "  var artistName: String\n", with: ""))
    let missingArtist = try #require(noArtist.first)
    #expect(missingArtist.message.contains("‘artistName’"), "\(missingArtist.message)")

    // The warm-up returns its result entity; `audioEntity` (an app's own `AudioItem`) is left
    // to the app, `playbackAttributes` is a set.
    let warmup = """
      @AppIntent(schema: .audio.warmupAudioQueue)
      struct WarmupAudioQueueIntent {
        var audioEntity: AudioItem
        var playbackAttributes: Set<PlaybackAttributes>
        func perform() async throws -> some ReturnsValue<WarmupAudioQueueResult> { fatalError() }
      }
      """
    #expect(expand(warmup).1.isEmpty, "\(expand(warmup).1.map(\.message))")
    let (_, list) = expand(
      warmup.replacingOccurrences(
        of: "Set<PlaybackAttributes>", with: "[PlaybackAttributes]"))
    #expect(list.first?.message.contains("‘playbackAttributes’") == true)

    // A reminders list has a name and a type.
    let (_, untyped) = expand(
      """
      @AppEntity(schema: .reminders.list)
      struct ListEntity {
        let id: String
        var name: String
      }
      """)
    #expect(untyped.first?.message.contains("‘type’") == true, "\(untyped.map(\.message))")

    // The draft to open and the photo to edit are required and not optional.
    let draft = """
      @AppIntent(schema: .mail.openDraft)
      struct MailOpenDraft: OpenIntent {
        var target: MailDraftEntity
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    #expect(expand(draft).1.isEmpty, "\(expand(draft).1.map(\.message))")
    let (_, optionalPhoto) = expand(
      """
      @AppIntent(schema: .photos.editAsset)
      struct EditAsset {
        var asset: PhotoEntity?
        func perform() async throws -> some IntentResult { .result() }
      }
      """)
    #expect(optionalPhoto.first?.message.contains("‘asset’") == true)
  }

  private func expand(_ source: String) -> (String, [Diagnostic]) {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
      sourceFiles: [
        file: BasicMacroExpansionContext.KnownSourceFile(
          moduleName: "App", fullFilePath: "App.swift")
      ])
    let expanded = file.expand(
      macroSpecs: schemaMacroSpecs, contextGenerator: { _ in context },
      indentationWidth: .spaces(2))
    return (expanded.description, context.diagnostics)
  }
}
