// `import AppIntents` makes Foundation and the Linux stand-ins for Apple's companion frameworks
// visible, as App Intents files on Apple platforms expect (`URL`, `Date`, `UTType`,
// `CSSearchableItemAttributeSet`, `Transferable` and `CLPlacemark` with no other import), and
// `AppIntentsTypeSupport`, which Apple's `AppIntents` re-exports too (iOS 27).

@_exported import AppIntentsTypeSupport
@_exported import CoreLocation
@_exported import CoreSpotlight
@_exported import CoreTransferable
@_exported import Foundation
@_exported import UniformTypeIdentifiers
