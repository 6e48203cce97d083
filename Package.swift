// swift-tools-version: 6.1
// OpenIntents: Apple's App Intents model on Linux, and the system that serves it.

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "OpenIntents",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "AppIntentsTypeSupport", targets: ["AppIntentsTypeSupport"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .library(name: "GeoToolbox", targets: ["GeoToolbox"]),
    .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
    .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "CoreVideo", targets: ["CoreVideo"]),
    .library(name: "VisualIntelligence", targets: ["VisualIntelligence"]),
    .library(name: "IntentsImaging", targets: ["IntentsImaging"]),
    .library(name: "PDFRendering", targets: ["PDFRendering"]),
    .library(name: "IntentsRuntime", targets: ["IntentsRuntime"]),
    .library(name: "IntentsVisualSearch", targets: ["IntentsVisualSearch"]),
    .library(name: "IntentsWire", targets: ["IntentsWire"]),
    .library(name: "AppIntentsTesting", targets: ["AppIntentsTesting"]),
    .library(name: "IntentsSQL", targets: ["IntentsSQL"]),
    .library(name: "IntentsSQLite", targets: ["IntentsSQLite"]),
    .library(name: "IntentsPostgres", targets: ["IntentsPostgres"]),
    .library(name: "IntentsCLI", targets: ["IntentsCLI"]),
    .library(name: "IntentsHTTP", targets: ["IntentsHTTP"]),
    .library(name: "IntentsMCP", targets: ["IntentsMCP"]),
    .library(name: "IntentsLint", targets: ["IntentsLint"]),
    .executable(name: "intents-lint", targets: ["intents-lint"]),
    .plugin(name: "LintIntentsPlugin", targets: ["LintIntentsPlugin"]),
    .plugin(name: "EntityPropertyTables", targets: ["EntityPropertyTables"]),
    .executable(name: "Landmarks", targets: ["Landmarks"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    // HMAC-SHA256 of MCP's requestState (already in the graph through swift-nio-extras).
    .package(url: "https://github.com/apple/swift-crypto.git", "3.0.0"..<"5.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "603.0.0"..<"604.0.0"),
  ],
  targets: [
    // MARK: - Apple's API surface and the Linux stand-ins it leans on
    .target(name: "UniformTypeIdentifiers"),
    .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
    .target(name: "CoreSpotlight", dependencies: ["UniformTypeIdentifiers"]),
    .target(name: "CoreLocation"),
    // Places as App Intents system values (`PlaceDescriptor`); apps import it themselves.
    .target(name: "GeoToolbox", dependencies: ["CoreLocation"]),
    // Views for snippet results: they compile and are kept; nothing draws them on Linux.
    .target(name: "SwiftUI"),
    .target(name: "AppIntentsTypeSupport", dependencies: ["CoreLocation"]),
    // The assistant schemas as data, and the check of a declaration against its schema: what the
    // schema macros report when the app builds and intents-lint reports from the sources.
    .target(
      name: "AssistantSchemaTable",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
      ]
    ),
    .macro(
      name: "AppIntentsMacros",
      dependencies: [
        "AssistantSchemaTable",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "AppIntents",
      dependencies: [
        "AppIntentsMacros", "AppIntentsTypeSupport", "CoreLocation", "CoreSpotlight",
        "CoreTransferable", "GeoToolbox", "SwiftUI", "UniformTypeIdentifiers",
      ]
    ),
    .target(name: "CoreVideo"),
    .target(name: "VisualIntelligence", dependencies: ["AppIntents", "CoreVideo"]),

    // MARK: - Images and documents: PNG and JPEG through libpng and libjpeg-turbo, PDF writing
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CLibJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
    .target(name: "CImageCodecs", dependencies: ["CLibPNG", "CLibJPEG"]),
    .target(
      name: "IntentsImaging", dependencies: ["CImageCodecs", "CoreVideo", "UniformTypeIdentifiers"]),
    .target(name: "PDFRendering"),

    // MARK: - The system
    // The runtime links no C library: a host reads images through an `ImageReader` it is given.
    .target(
      name: "IntentsRuntime",
      dependencies: ["AppIntents", "CoreVideo", "GeoToolbox", "VisualIntelligence"]),
    // The wire layer: the JSON forms, schemas, validation and error shapes every surface shares.
    .target(name: "IntentsWire", dependencies: ["AppIntents", "IntentsRuntime"]),
    .target(name: "AppIntentsTesting", dependencies: ["AppIntents", "IntentsRuntime"]),
    // Visual search of images, which a host opts into: the runtime's image reader on the codecs.
    .target(
      name: "IntentsVisualSearch", dependencies: ["CoreVideo", "IntentsImaging", "IntentsRuntime"]),

    // Property queries as SQL conditions, orderings and limits, in no dialect: the storage
    // adapters below write them for SQLite and for PostgreSQL.
    .target(name: "IntentsSQL", dependencies: ["AppIntents", "IntentsRuntime"]),

    // MARK: - Adapters
    .target(
      name: "IntentsSQLite",
      dependencies: [
        "AppIntents", "CoreSpotlight", "IntentsRuntime", "IntentsSQL",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]
    ),
    // The state several hosts share: the same ports as IntentsSQLite, in one PostgreSQL database.
    .target(
      name: "IntentsPostgres",
      dependencies: [
        "AppIntents", "CoreSpotlight", "IntentsRuntime", "IntentsSQL",
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),

    .target(
      name: "IntentsCLI",
      dependencies: [
        "AppIntents", "IntentsRuntime", "IntentsWire", "UniformTypeIdentifiers",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // What both Hummingbird servers (the REST API and MCP's Streamable HTTP) put before their
    // routes: IntentsWire's request guards as middleware, and the connection guard below the
    // router. Not an adapter: neither server imports the other.
    .target(
      name: "IntentsGuards",
      dependencies: [
        "IntentsRuntime", "IntentsWire",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
      ]
    ),
    .target(
      name: "IntentsHTTP",
      dependencies: [
        "AppIntents", "IntentsGuards", "IntentsRuntime", "IntentsWire", "UniformTypeIdentifiers",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
      ]
    ),
    .target(
      name: "IntentsMCP",
      dependencies: [
        "AppIntents", "IntentsGuards", "IntentsRuntime", "IntentsWire", "UniformTypeIdentifiers",
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),

    // MARK: - The linter: App Intents sources checked with swift-syntax
    .target(
      name: "IntentsLint",
      dependencies: [
        "AssistantSchemaTable",
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // Named as its product, so that the plugin below finds the tool.
    .executableTarget(
      name: "intents-lint",
      dependencies: [
        "IntentsLint", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/IntentsLintTool"
    ),
    // `swift package lint-intents`: the linter over a package's targets.
    .plugin(
      name: "LintIntentsPlugin",
      capability: .command(
        intent: .custom(
          verb: "lint-intents",
          description: "Check the package's App Intents sources with intents-lint.")),
      dependencies: ["intents-lint"]
    ),
    // The property tables of a target's structs, written on every build: how the runtime knows
    // an entity type's properties without an instance.
    .executableTarget(
      name: "openintents-property-tables", dependencies: ["IntentsLint"],
      path: "Sources/PropertyTablesTool"
    ),
    .plugin(
      name: "EntityPropertyTables", capability: .buildTool(),
      dependencies: ["openintents-property-tables"]
    ),

    // MARK: - The example app: its domain, and its command line
    .target(
      name: "LandmarksApp",
      dependencies: [
        "AppIntents", "IntentsImaging", "IntentsPostgres", "IntentsRuntime", "IntentsSQL",
        "IntentsSQLite", "IntentsVisualSearch", "PDFRendering", "VisualIntelligence",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ],
      path: "Examples/Landmarks/LandmarksApp",
      resources: [.copy("Resources/landmarks.json")]
    ),
    .executableTarget(
      name: "Landmarks",
      dependencies: [
        "LandmarksApp", "IntentsCLI", "IntentsHTTP", "IntentsMCP", "IntentsPostgres",
        "IntentsRuntime", "IntentsSQLite",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Landmarks/Main"
    ),

    // MARK: - Benchmarks: each beside a hand-written loop doing the same work in the same run
    // Run with `swift run -c release OpenIntentsBenchmarks` (README.md, "Benchmarks"). A
    // target of this package, not a package of its own, so that every build of the tests
    // compiles it too, sharing what the tests built — CI notices when it stops compiling
    // without building everything a second time.
    .executableTarget(
      name: "OpenIntentsBenchmarks",
      dependencies: [
        "AppIntents", "CLibJPEG", "CoreVideo", "IntentsHTTP", "IntentsImaging", "IntentsMCP",
        "IntentsPostgres", "IntentsRuntime", "IntentsSQL", "IntentsSQLite", "IntentsVisualSearch",
        "IntentsWire", "VisualIntelligence", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        // The baselines: a plain Hummingbird route, a bare MCP SDK server.
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Benchmarks/Sources/OpenIntentsBenchmarks"
    ),

    // MARK: - Tests
    .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"]),
    .testTarget(name: "CoreTransferableTests", dependencies: ["CoreTransferable"]),
    .testTarget(name: "CoreSpotlightTests", dependencies: ["CoreSpotlight"]),
    .testTarget(
      name: "IntentsImagingTests", dependencies: ["IntentsImaging", "CoreVideo", "PDFRendering"]),
    .testTarget(name: "CoreLocationTests", dependencies: ["CoreLocation"]),
    .testTarget(name: "GeoToolboxTests", dependencies: ["GeoToolbox"]),
    .testTarget(
      name: "AppIntentsTests", dependencies: ["AppIntents", "CoreSpotlight", "GeoToolbox"]),
    .testTarget(
      name: "AppIntentsMacrosTests",
      dependencies: [
        "AppIntentsMacros", "AssistantSchemaTable", "ChildProcesses",
        .product(name: "SwiftIDEUtils", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .target(name: "CChildProcesses", path: "Tests/CChildProcesses"),
    .target(
      name: "ChildProcesses", dependencies: ["CChildProcesses"], path: "Tests/ChildProcesses"),
    .target(
      name: "IntentsFixtures", dependencies: ["AppIntents", "CoreSpotlight", "IntentsRuntime"],
      path: "Tests/IntentsFixtures"
    ),
    .testTarget(
      name: "IntentsRuntimeTests",
      dependencies: [
        "IntentsRuntime", "IntentsWire", "AppIntentsTesting", "IntentsFixtures", "IntentsImaging",
        "IntentsVisualSearch", "SwiftUI", "VisualIntelligence",
      ]
    ),
    .testTarget(
      name: "IntentsWireTests",
      dependencies: ["IntentsWire", "AppIntentsTesting", "IntentsFixtures"]
    ),
    .testTarget(
      name: "IntentsSQLiteTests",
      dependencies: ["IntentsSQL", "IntentsSQLite", "AppIntentsTesting", "IntentsFixtures"]
    ),
    .testTarget(
      name: "IntentsPostgresTests",
      dependencies: [
        "IntentsPostgres", "IntentsSQL", "IntentsSQLite", "AppIntentsTesting", "CoreSpotlight",
        "IntentsFixtures",
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "IntentsCLITests",
      dependencies: ["IntentsCLI", "IntentsWire", "AppIntentsTesting", "IntentsFixtures"]
    ),
    .testTarget(
      name: "IntentsHTTPTests",
      dependencies: [
        "IntentsHTTP", "IntentsGuards", "IntentsWire", "AppIntentsTesting", "IntentsFixtures",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
    .testTarget(
      name: "IntentsMCPTests",
      dependencies: [
        "IntentsMCP", "IntentsHTTP", "IntentsWire", "AppIntentsTesting", "IntentsFixtures",
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "ContractTests",
      dependencies: [
        "IntentsCLI", "IntentsHTTP", "IntentsMCP", "IntentsWire", "AppIntentsTesting",
        "IntentsFixtures", "IntentsImaging", "IntentsVisualSearch", "VisualIntelligence",
        "CoreVideo", "GeoToolbox",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "MCP", package: "swift-sdk"),
      ]
    ),
    .testTarget(
      name: "IntentsLintTests",
      dependencies: ["IntentsLint", "intents-lint", "ChildProcesses"]
    ),
    .testTarget(
      name: "LandmarksTests",
      dependencies: [
        "LandmarksApp", "IntentsCLI", "IntentsWire", "AppIntentsTesting", "IntentsFixtures",
        "IntentsImaging", "IntentsPostgres", "VisualIntelligence", "ChildProcesses", "IntentsLint",
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    .testTarget(
      name: "SeedExamples",
      dependencies: [
        "AppIntents", "AppIntentsTesting", "IntentsRuntime", "IntentsImaging", "PDFRendering",
        "VisualIntelligence",
      ],
      exclude: ["README.md"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "SourceCompatibilityTests",
      dependencies: ["AppIntents", "GeoToolbox", "SwiftUI"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The fuzzing harnesses (Fuzz/README.md): one executable for each reader of outside input,
// over a small app of peaks (OpenIntentsFuzzSupport; its names, like the C module's, carry the
// package's so that they clash with no target of an app that depends on this package). Built plainly, as here, each replays its committed
// corpus and seeded mutations of it (`Fuzz/run --replay`, which Scripts/test runs); Fuzz/run
// builds them again in .build-fuzz with AddressSanitizer, libFuzzer's coverage and `LIBFUZZER`
// defined, where each is a libFuzzer target.
let fuzzers: [(name: String, dependencies: [Target.Dependency])] = [
  ("FuzzJSONBody", ["IntentsRuntime", "IntentsWire"]),
  ("FuzzWhereClause", ["IntentsCLI", "IntentsRuntime"]),
  ("FuzzInterpret", ["IntentsRuntime", "IntentsWire"]),
  ("FuzzSpotlight", ["CoreSpotlight", "IntentsRuntime", "IntentsSQLite"]),
  (
    "FuzzMultipart",
    [
      "IntentsHTTP", "IntentsRuntime",
      .product(name: "Hummingbird", package: "hummingbird"),
      .product(name: "HTTPTypes", package: "swift-http-types"),
      .product(name: "Logging", package: "swift-log"),
      .product(name: "NIOCore", package: "swift-nio"),
      .product(name: "NIOEmbedded", package: "swift-nio"),
    ]
  ),
  ("FuzzMCPStdio", ["IntentsMCP", "IntentsRuntime", "IntentsWire"]),
]
package.targets += [
  // libFuzzer's driver, which a harness's `main` calls when built with LIBFUZZER.
  .systemLibrary(name: "OpenIntentsCLibFuzzer", path: "Fuzz/Sources/OpenIntentsCLibFuzzer"),
  .target(
    name: "OpenIntentsFuzzSupport",
    dependencies: [
      "OpenIntentsCLibFuzzer", "AppIntents", "CoreSpotlight", "IntentsRuntime", "IntentsSQLite",
    ],
    path: "Fuzz/Sources/OpenIntentsFuzzSupport"),
  .testTarget(name: "OpenIntentsFuzzSupportTests", dependencies: ["OpenIntentsFuzzSupport"]),
]
package.targets += fuzzers.map { fuzzer in
  .executableTarget(
    name: fuzzer.name, dependencies: ["OpenIntentsFuzzSupport"] + fuzzer.dependencies,
    path: "Fuzz/Sources/\(fuzzer.name)")
}

// The targets that declare entities apply the property-table plugin, as an app's target does:
// it lists each struct's entity properties with key paths on every build.
let entityTargets: Set<String> = [
  "AppIntentsTests", "IntentsCLITests", "IntentsFixtures", "IntentsHTTPTests",
  "IntentsPostgresTests", "IntentsRuntimeTests", "IntentsSQLiteTests", "IntentsWireTests",
  "LandmarksApp", "OpenIntentsBenchmarks", "SeedExamples", "SourceCompatibilityTests",
  "OpenIntentsFuzzSupport",
]
for target in package.targets where entityTargets.contains(target.name) {
  target.plugins = (target.plugins ?? []) + [.plugin(name: "EntityPropertyTables")]
}

// Swift's upcoming features on every target, as swift-log and Hummingbird set them. The two test
// targets that stand for app code (the seeds and the compatibility fixtures) compile as apps do,
// in the Swift 5 language mode with the default import rules, so they get none of them.
let appCodeTargets: Set<String> = ["SeedExamples", "SourceCompatibilityTests"]
// C targets and plugins take no Swift settings.
let cTargets: Set<String> = ["CImageCodecs"]
for target in package.targets
where target.type != .system && target.type != .plugin && !appCodeTargets.contains(target.name)
  && !cTargets.contains(target.name)
{
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

// A build of some test targets only: `OPENINTENTS_TEST_TARGETS=IntentsMCPTests,ContractTests`
// keeps those test targets and what they reach — the targets they depend on, directly or not,
// and the plugins those apply — and drops every other target (the other tests, the example app,
// the benchmarks, the fuzzing harnesses, the adapters they do not use) with the products made
// of them, so that an instrumented build (Scripts/tsan) compiles only what its tests need.
// Unset, the package is whole.
if let kept = Context.environment["OPENINTENTS_TEST_TARGETS"] {
  let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
  var reached = Set<String>()
  var pending = kept.split(separator: ",").map { String($0.filter { $0 != " " }) }
  if pending.isEmpty { fatalError("OPENINTENTS_TEST_TARGETS names no test target") }
  for name in pending where byName[name]?.type != .test {
    fatalError("OPENINTENTS_TEST_TARGETS names \(name), which is no test target of this package")
  }
  while let name = pending.popLast() {
    guard reached.insert(name).inserted, let target = byName[name] else { continue }
    for dependency in target.dependencies {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
      default: break
      }
    }
    for case .plugin(let name, nil) in target.plugins ?? [] { pending.append(name) }
  }
  package.targets.removeAll { !reached.contains($0.name) }
  package.products.removeAll { product in
    let targets =
      (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets
      ?? (product as? Product.Plugin)?.targets ?? []
    return !targets.allSatisfy(reached.contains)
  }
}
