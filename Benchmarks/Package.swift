// swift-tools-version: 6.1
// Benchmarks of OpenIntents, each beside a hand-written loop doing the same work in the same
// run. Run with: swift run -c release --package-path Benchmarks

import PackageDescription

let package = Package(
  name: "OpenIntentsBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "OpenIntents", path: ".."),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
  ],
  targets: [
    .executableTarget(
      name: "OpenIntentsBenchmarks",
      dependencies: [
        "BenchJPEG",
        .product(name: "AppIntents", package: "OpenIntents"),
        .product(name: "CoreVideo", package: "OpenIntents"),
        .product(name: "IntentsImaging", package: "OpenIntents"),
        .product(name: "IntentsRuntime", package: "OpenIntents"),
        .product(name: "IntentsSQLite", package: "OpenIntents"),
        .product(name: "IntentsVisualSearch", package: "OpenIntents"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "VisualIntelligence", package: "OpenIntents"),
        .product(name: "IntentsWire", package: "OpenIntents"),
        .product(name: "IntentsHTTP", package: "OpenIntents"),
        .product(name: "IntentsMCP", package: "OpenIntents"),
        // The baselines: a plain Hummingbird route, a bare MCP SDK server.
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The C library alone, for the visual-search baseline.
    .systemLibrary(name: "BenchJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
  ],
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
