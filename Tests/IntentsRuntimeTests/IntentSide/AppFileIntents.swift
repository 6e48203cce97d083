import AppIntents
import Foundation
import SwiftUI

// Intents written as real apps write them, in forms that once failed to compile on Linux: an
// open intent whose URL is its target's, predictions over two and three parameters, and a
// snippet result with a SwiftUI view.

struct ReadingRoom: AppEntity, URLRepresentableEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reading Room"
  static let defaultQuery = ReadingRoomQuery()
  static var urlRepresentation: URLRepresentation { "https://library.example/rooms/\(.id)" }

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ReadingRoomQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ReadingRoom] {
    identifiers.filter { ["north", "south hall"].contains($0) }.map(ReadingRoom.init)
  }
}

struct OpenReadingRoomIntent: OpenIntent, URLRepresentableIntent {
  static let title: LocalizedStringResource = "Open Reading Room"
  @Parameter(title: "Room") var target: ReadingRoom
}

enum Floor: String, AppEnum, URLRepresentableEnum {
  case ground, upper
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Floor"
  static let caseDisplayRepresentations: [Floor: DisplayRepresentation] = [
    .ground: "Ground", .upper: "Upper",
  ]
  static var urlRepresentation: URLRepresentation { "https://library.example/floors/\(.rawValue)" }
}

struct OpenFloorIntent: OpenIntent, URLRepresentableIntent {
  static let title: LocalizedStringResource = "Open Floor"
  @Parameter(title: "Floor") var target: Floor
}

struct BorrowIntent: AppIntent, PredictableIntent {
  static let title: LocalizedStringResource = "Borrow"
  @Parameter(title: "Book") var book: String
  @Parameter(title: "Reader") var reader: String
  @Parameter(title: "Weeks") var weeks: Int

  init() {}
  init(book: String, reader: String, weeks: Int) {
    self.book = book
    self.reader = reader
    self.weeks = weeks
  }

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: (\.$book, \.$reader)) { book, reader in
      DisplayRepresentation(title: "Lend \(book) to \(reader)")
    }
    IntentPrediction(parameters: (\.$book, \.$reader, \.$weeks)) { book, reader, weeks in
      DisplayRepresentation(title: "Lend \(book) to \(reader)", subtitle: "For \(weeks) weeks")
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

struct DueDateCard: View {
  var book: String
  var body: some View {
    VStack(alignment: .leading) {
      Text(book).font(.headline)
      Text("Due in three weeks").foregroundStyle(.secondary)
    }
    .padding()
  }
}

struct ShowDueDateIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Due Date"
  @Parameter(title: "Book") var book: String

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    .result(dialog: "\(book) is due in three weeks", view: DueDateCard(book: book))
  }
}

struct CountLoansIntent: AppIntent {
  static let title: LocalizedStringResource = "Count Loans"

  func perform() async throws
    -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & ShowsSnippetView
  {
    .result(value: 2, dialog: "Two loans") {
      VStack {
        Text("Dune")
        Text("Emma")
      }
    }
  }
}

struct ReturnBookIntent: AppIntent {
  static let title: LocalizedStringResource = "Return Book"
  @Parameter(title: "Book") var book: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(actionName: .continue, dialog: "Return \(book)?") {
      DueDateCard(book: book)
    }
    return .result(dialog: "Returned \(book)")
  }
}
