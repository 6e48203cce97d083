// swift-tools-version: 6.1
// OpenIntents: Apple's App Intents model on Linux, and the system that serves it.

import PackageDescription

let package = Package(
  name: "OpenIntents",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
    .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "IntentsRuntime", targets: ["IntentsRuntime"]),
    .library(name: "AppIntentsTesting", targets: ["AppIntentsTesting"]),
    .library(name: "IntentsSQLite", targets: ["IntentsSQLite"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
  ],
  targets: [
    // MARK: - Apple's API surface and the Linux stand-ins it leans on
    .target(name: "UniformTypeIdentifiers"),
    .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
    .target(name: "CoreSpotlight"),
    .target(
      name: "AppIntents",
      dependencies: ["CoreSpotlight", "CoreTransferable", "UniformTypeIdentifiers"]
    ),

    // MARK: - The system
    .target(name: "IntentsRuntime", dependencies: ["AppIntents"]),
    .target(name: "AppIntentsTesting", dependencies: ["AppIntents", "IntentsRuntime"]),

    // MARK: - Adapters
    .target(
      name: "IntentsSQLite",
      dependencies: ["AppIntents", "IntentsRuntime", .product(name: "GRDB", package: "GRDB.swift")]
    ),

    // MARK: - Examples
    .executableTarget(
      name: "Landmarks",
      dependencies: ["AppIntents"],
      path: "Examples/Landmarks",
      resources: [.copy("Resources/landmarks.json")]
    ),

    // MARK: - Tests
    .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"]),
    .testTarget(name: "CoreTransferableTests", dependencies: ["CoreTransferable"]),
    .testTarget(name: "CoreSpotlightTests", dependencies: ["CoreSpotlight"]),
    .testTarget(name: "AppIntentsTests", dependencies: ["AppIntents"]),
    .target(name: "IntentsFixtures", dependencies: ["AppIntents"], path: "Tests/IntentsFixtures"),
    .testTarget(
      name: "IntentsRuntimeTests",
      dependencies: ["IntentsRuntime", "AppIntentsTesting", "IntentsFixtures"]
    ),
    .testTarget(
      name: "IntentsSQLiteTests",
      dependencies: ["IntentsSQLite", "AppIntentsTesting", "IntentsFixtures"]
    ),
    .testTarget(
      name: "SeedExamples",
      dependencies: ["AppIntents"],
      exclude: ["README.md"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "SourceCompatibilityTests",
      dependencies: ["AppIntents"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
