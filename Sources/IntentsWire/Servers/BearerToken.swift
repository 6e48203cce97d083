/// The token a request must present as `Authorization: Bearer <token>`, compared in constant
/// time so that the time an answer takes says nothing about how much of a guess was right.
package struct BearerToken: Sendable {
  private let expected: [UInt8]

  /// The token to expect.
  package init(_ token: String) { expected = Array(token.utf8) }

  /// Whether a request whose `Authorization` headers have these values carries the token: one
  /// header, `Bearer <token>`. The scheme is matched without regard to case; spaces around the
  /// token are ignored.
  package func authorizes(_ values: [String]) -> Bool {
    guard values.count == 1, let header = values.first else { return false }
    let parts = header.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else { return false }
    var presented = parts[1]
    while presented.first == " " { presented.removeFirst() }
    while presented.last == " " { presented.removeLast() }
    return Self.constantTimeEquals(expected, Array(presented.utf8))
  }

  /// Whether two byte strings are equal, taking the same time for any `presented` value of a
  /// given `expected`: every byte of `expected` is compared, whatever differs first.
  package static func constantTimeEquals(_ expected: [UInt8], _ presented: [UInt8]) -> Bool {
    var difference: UInt8 = expected.count == presented.count ? 0 : 1
    for index in expected.indices {
      let other = index < presented.count ? presented[index] : 0
      difference |= expected[index] ^ other
    }
    return difference == 0
  }
}
