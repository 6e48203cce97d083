// swift-tools-version: 6.1
// libFuzzer targets for every reader of outside input written in Swift, one executable each.
// Build and run them with Fuzz/run; see CONTRIBUTING.md ("Fuzzing").
//
// Fuzz/run builds with `-sanitize=address` and libFuzzer's coverage instrumentation on every
// module (so that the code under test is instrumented) and `-enable-testing` (so that a harness
// can reach a reader the package keeps to itself with `@testable import`, as the tests do);
// only the harnesses link libFuzzer itself, which brings the program's `main`.

import PackageDescription

/// The harnesses: each target's name is the fuzzer's, its corpus is `corpus/<name>/` and its
/// dictionary, if any, `dictionaries/<name>.dict`.
let fuzzers: [(name: String, dependencies: [Target.Dependency])] = [
  ("FuzzJSONBody", [.product(name: "IntentsWire", package: "OpenIntents")]),
  ("FuzzWhereClause", [.product(name: "IntentsCLI", package: "OpenIntents")]),
  ("FuzzInterpret", []),
  ("FuzzSpotlight", [.product(name: "IntentsSQLite", package: "OpenIntents")]),
  (
    "FuzzMultipart",
    [
      .product(name: "IntentsHTTP", package: "OpenIntents"),
      .product(name: "Hummingbird", package: "hummingbird"),
      .product(name: "HummingbirdTesting", package: "hummingbird"),
      .product(name: "HTTPTypes", package: "swift-http-types"),
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
  ],
  targets: [
    // What the harnesses share: the small app they serve, and the checks they make.
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "AppIntents", package: "OpenIntents"),
        .product(name: "CoreSpotlight", package: "OpenIntents"),
        .product(name: "IntentsRuntime", package: "OpenIntents"),
        .product(name: "IntentsSQLite", package: "OpenIntents"),
      ]
    )
  ]
    + fuzzers.map { fuzzer in
      .executableTarget(
        name: fuzzer.name,
        dependencies: ["FuzzSupport"] + fuzzer.dependencies,
        swiftSettings: [.unsafeFlags(["-parse-as-library", "-sanitize=fuzzer"])],
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
      )
    },
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
