// `openintents-property-tables [--module NAME] OUTPUT SOURCE…`: writes the property tables of the structs in the
// sources to OUTPUT (see `PropertyTableGenerator`). Run by the EntityPropertyTables build plugin.
// The file is rewritten only when its text changes, so that an unchanged table compiles nothing.
import Foundation
import IntentsLint

var arguments = Array(CommandLine.arguments.dropFirst())
var module: String?
if arguments.first == "--module", arguments.count > 1 {
  module = arguments[1]
  arguments.removeFirst(2)
}
guard let output = arguments.first else {
  FileHandle.standardError.write(
    Data("usage: openintents-property-tables [--module NAME] OUTPUT SOURCE…\n".utf8))
  exit(64)
}
var sources: [(path: String, text: String)] = []
for path in arguments.dropFirst() {
  do {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    sources.append((path, String(decoding: data, as: UTF8.self)))
  } catch {
    FileHandle.standardError.write(Data("error: cannot read \(path): \(error)\n".utf8))
    exit(1)
  }
}
let text = PropertyTableGenerator.generate(sources: sources, module: module)
let url = URL(fileURLWithPath: output)
if (try? Data(contentsOf: url)) != Data(text.utf8) {
  do {
    try Data(text.utf8).write(to: url, options: .atomic)
  } catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
    exit(1)
  }
}
