// swift-tools-version: 6.1
// libFuzzer targets for every reader of outside input written in Swift, one executable each.
// Build and run them with Fuzz/run; see CONTRIBUTING.md ("Fuzzing").
//
// Fuzz/run builds every module with AddressSanitizer and libFuzzer's coverage instrumentation
// (`-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=…`, so the code under test guides
// the fuzzer) and `-enable-testing` (so a harness can reach a reader the package keeps to
// itself with `@testable import`, as the tests do), and hands the linker the toolchain's
// libFuzzer without its `main`: each harness has its own `main`, which runs libFuzzer's driver
// (`Fuzzing.run`). SwiftPM's own `--sanitize=fuzzer` cannot be used: it links libFuzzer's
// `main` into the AppIntents macro plugin too, which then has two.

import PackageDescription

/// The harnesses: each target's name is the fuzzer's, its corpus is `corpus/<name>/` and its
/// dictionary, if any, `dictionaries/<name>.dict`.
let fuzzers: [(name: String, dependencies: [Target.Dependency])] = [
  ("FuzzJSONBody", [.product(name: "IntentsWire", package: "OpenIntents")]),
  ("FuzzWhereClause", [.product(name: "IntentsCLI", package: "OpenIntents")]),
  ("FuzzInterpret", [.product(name: "IntentsWire", package: "OpenIntents")]),
  ("FuzzSpotlight", [.product(name: "IntentsSQLite", package: "OpenIntents")]),
  (
    "FuzzMultipart",
    [
      .product(name: "IntentsHTTP", package: "OpenIntents"),
      .product(name: "Hummingbird", package: "hummingbird"),
      .product(name: "HTTPTypes", package: "swift-http-types"),
      .product(name: "Logging", package: "swift-log"),
      .product(name: "NIOCore", package: "swift-nio"),
      .product(name: "NIOEmbedded", package: "swift-nio"),
    ]
  ),
  (
    "FuzzMCPStdio",
    [
      .product(name: "IntentsMCP", package: "OpenIntents"),
      .product(name: "IntentsWire", package: "OpenIntents"),
    ]
  ),
]

let package = Package(
  name: "OpenIntentsFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "OpenIntents", path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
  ],
  targets: [
    // libFuzzer's driver, which each harness's `main` calls.
    .systemLibrary(name: "CLibFuzzer"),
    // What the harnesses share: the small app they serve, the checks they make, their `main`.
    .target(
      name: "FuzzSupport",
      dependencies: [
        "CLibFuzzer",
        .product(name: "AppIntents", package: "OpenIntents"),
        .product(name: "CoreSpotlight", package: "OpenIntents"),
        .product(name: "IntentsRuntime", package: "OpenIntents"),
        .product(name: "IntentsSQLite", package: "OpenIntents"),
      ]
    ),
  ]
    + fuzzers.map { fuzzer in
      .executableTarget(
        name: fuzzer.name,
        dependencies: ["FuzzSupport"] + fuzzer.dependencies,
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
      )
    },
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
