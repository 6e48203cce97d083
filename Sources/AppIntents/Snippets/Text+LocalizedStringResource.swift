public import SwiftUI

// On Linux `LocalizedStringResource` is declared by this module, which the SwiftUI stand-in
// cannot depend on; the views that take one are extended here, where both are known.

extension Text {
  /// Text from a localized string resource, such as an intent's title.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: String(localized: resource))
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized string resource and a system symbol.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
  }
}
