import CoreTransferable
import Foundation
import Testing

@Suite("Exporting items as files")
struct FileExportTests {
  @Test("Data exported as a file is written with the type's extension")
  func dataIsWrittenToFile() async throws {
    try await withScratchDirectory { directory in
      let url = try await Layer(pixels: [1, 2]).export(to: directory, contentType: .png)
      #expect(url.deletingLastPathComponent().standardizedFileURL == directory.standardizedFileURL)
      #expect(url.lastPathComponent == "Layer.png")
      #expect(try Data(contentsOf: url) == Data(Layer.pngSignature + [1, 2]))
    }
  }

  @Test("A file representation's file is copied under its own name")
  func fileIsCopied() async throws {
    try await withScratchDirectory { directory in
      let source = directory.appendingPathComponent("source", isDirectory: true)
      try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
      let file = source.appendingPathComponent("chapter.txt")
      try Data("Once upon a time".utf8).write(to: file)
      let destination = directory.appendingPathComponent("out", isDirectory: true)
      let url = try await Document(file: file).export(to: destination, contentType: nil)
      #expect(url.lastPathComponent == "chapter.txt")
      #expect(try String(contentsOf: url, encoding: .utf8) == "Once upon a time")
      #expect(FileManager.default.fileExists(atPath: file.path))
    }
  }

  @Test("Suggested file names name exported files and gain an extension")
  func suggestedFileNamesNameFiles() async throws {
    try await withScratchDirectory { directory in
      let report = Report(title: "Q3 Summary", text: "All good")
      #expect(report.suggestedFilename == "Q3 Summary")
      let text = try await report.export(to: directory, contentType: .plainText)
      #expect(text.lastPathComponent == "Q3 Summary.txt")
      #expect(try String(contentsOf: text, encoding: .utf8) == "All good")
      let json = try await report.export(to: directory, contentType: .json)
      #expect(json.lastPathComponent == "report.json")
    }
  }

  @Test("Exporting never replaces an existing file")
  func existingFilesAreKept() async throws {
    try await withScratchDirectory { directory in
      let report = Report(title: "Notes", text: "first")
      let first = try await report.export(to: directory, contentType: .plainText)
      let second = try await Report(title: "Notes", text: "second")
        .export(to: directory, contentType: .plainText)
      #expect(first.lastPathComponent == "Notes.txt")
      #expect(second.lastPathComponent == "Notes 2.txt")
      #expect(try String(contentsOf: first, encoding: .utf8) == "first")
      #expect(try String(contentsOf: second, encoding: .utf8) == "second")
    }
  }

  @Test("Suggested names cannot escape the destination directory")
  func suggestedNamesStayInDirectory() async throws {
    try await withScratchDirectory { directory in
      let report = Report(title: "../../escape", text: "x")
      let url = try await report.export(to: directory, contentType: .plainText)
      #expect(url.deletingLastPathComponent().standardizedFileURL == directory.standardizedFileURL)
    }
  }

  @Test("A temporary exported file exists only while the handler runs")
  func temporaryFileIsRemovedAfterHandler() async throws {
    let layer = Layer(pixels: [8])
    let (url, content) = try await layer.withExportedFile(contentType: .testLayer) { url in
      (url, try Data(contentsOf: url))
    }
    #expect(content == Data([8]))
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test("A file that may be opened in place reaches the handler as the original")
  func openInPlaceFileReachesHandler() async throws {
    try await withScratchDirectory { directory in
      let file = directory.appendingPathComponent("shared.txt")
      try Data("Shared".utf8).write(to: file)
      let handled = try await SharedDocument(file: file).withExportedFile(contentType: nil) { $0 }
      #expect(handled == file)
      #expect(FileManager.default.fileExists(atPath: file.path))
      let copied = try await Document(file: file).withExportedFile(contentType: nil) { $0 }
      #expect(copied != file)
      #expect(FileManager.default.fileExists(atPath: file.path))
    }
  }
}
