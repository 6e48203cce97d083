// swift-tools-version: 6.1
// Benchmarks of OpenIntents, each beside a hand-written loop doing the same work in the same
// run. Run with: swift run -c release --package-path Benchmarks

import PackageDescription

let package = Package(
  name: "OpenIntentsBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "OpenIntents", path: "..")],
  targets: [
    .executableTarget(
      name: "OpenIntentsBenchmarks",
      dependencies: [
        "BenchJPEG",
        .product(name: "AppIntents", package: "OpenIntents"),
        .product(name: "CoreVideo", package: "OpenIntents"),
        .product(name: "IntentsImaging", package: "OpenIntents"),
        .product(name: "IntentsRuntime", package: "OpenIntents"),
        .product(name: "VisualIntelligence", package: "OpenIntents"),
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
