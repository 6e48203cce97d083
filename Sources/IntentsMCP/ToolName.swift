/// Tool names as MCP requires them: 1 to 64 characters from `A–Z a–z 0–9 _ -`, stable across
/// runs (derived from persistent identifiers only), and unique within a server.
struct ToolName {
  /// The most characters a tool name may have.
  static let maximumLength = 64

  private var taken: Set<String> = []

  /// A unique valid name from a prefix (such as `get_`) and an identifier: characters MCP does
  /// not allow become `_`, a name too long is cut and ends with a hash of the whole identifier,
  /// and a name already given gets a numbered suffix.
  mutating func make(_ prefix: String, _ identifier: String) -> String {
    var name = Self.valid(prefix + identifier)
    if taken.contains(name) {
      var number = 2
      while taken.contains(Self.valid("\(name)_\(number)")) { number += 1 }
      name = Self.valid("\(name)_\(number)")
    }
    taken.insert(name)
    return name
  }

  /// The name with disallowed characters replaced and its length bounded.
  static func valid(_ text: String) -> String {
    let allowed = text.unicodeScalars.map { scalar -> Character in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", "-": Character(scalar)
      default: "_"
      }
    }
    var name = String(allowed)
    if name.isEmpty { name = "_" }
    guard name.count > maximumLength else { return name }
    let hash = String(fnv1a(text), radix: 16)
    return String(name.prefix(maximumLength - hash.count - 1)) + "_" + hash
  }

  /// A 32-bit FNV-1a hash: stable across runs and platforms, unlike `hashValue`.
  private static func fnv1a(_ text: String) -> UInt32 {
    var hash: UInt32 = 0x811c_9dc5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash &*= 0x0100_0193
    }
    return hash
  }
}
