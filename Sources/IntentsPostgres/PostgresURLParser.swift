import Foundation
import IntentsRuntime

/// Reads a `postgres://` URL into a ``PostgresStoreConfiguration``, as libpq reads a
/// connection URI: `postgres://user:password@host:port/database?parameter=value&…`, each part
/// percent-decoded, the query's parameters replacing the parts they name.
struct PostgresURLParser {
  private let url: String

  init(_ url: String) { self.url = url }

  /// The parameters the query may hold.
  static let parameters = [
    "application_name", "connect_timeout", "dbname", "host", "password", "pool_size", "port",
    "request_timeout", "schema", "sslcert", "sslkey", "sslmode", "sslrootcert", "user",
  ]

  func configuration() throws -> PostgresStoreConfiguration {
    guard let separator = url.range(of: "://") else {
      throw invalid("it has no scheme; write postgres://user:password@host:port/database")
    }
    let scheme = url[..<separator.lowerBound].lowercased()
    guard scheme == "postgres" || scheme == "postgresql" else {
      throw invalid("its scheme is ‘\(scheme)’, not postgres or postgresql")
    }
    var rest = Substring(url[separator.upperBound...])
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    var query: Substring = ""
    if let mark = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    var path: Substring = ""
    if let slash = rest.firstIndex(of: "/") {
      path = rest[rest.index(after: slash)...]
      rest = rest[..<slash]
    }
    // The authority: [user[:password]@]host[:port]
    var user: String?
    var password: String?
    if let at = rest.lastIndex(of: "@") {
      let credentials = rest[..<at]
      rest = rest[rest.index(after: at)...]
      if let colon = credentials.firstIndex(of: ":") {
        user = try decoded(credentials[..<colon], "the user name")
        password = try decoded(credentials[credentials.index(after: colon)...], "the password")
      } else {
        user = try decoded(credentials, "the user name")
      }
    }
    var host: String?
    var port: String?
    if rest.hasPrefix("[") {
      guard let close = rest.firstIndex(of: "]") else {
        throw invalid("its IPv6 address has no closing ‘]’")
      }
      host = String(rest[rest.index(after: rest.startIndex)..<close])
      let after = rest[rest.index(after: close)...]
      if after.hasPrefix(":") { port = String(after.dropFirst()) } else if !after.isEmpty {
        throw invalid("‘\(after)’ follows its IPv6 address")
      }
    } else if let colon = rest.lastIndex(of: ":") {
      host = try decoded(rest[..<colon], "the host")
      port = String(rest[rest.index(after: colon)...])
    } else if !rest.isEmpty {
      host = try decoded(rest, "the host")
    }
    if host?.contains(",") == true {
      throw invalid("it names several hosts; give one (a balancer or DNS name in front of several)")
    }
    var database: String?
    if !path.isEmpty { database = try decoded(path, "the database name") }

    var options: [String: String] = [:]
    for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try decoded(parts[0], "a parameter name")
      guard Self.parameters.contains(name) else {
        throw invalid(
          "it has the parameter ‘\(name)’, which is not one of "
            + Self.parameters.joined(separator: ", "))
      }
      guard parts.count == 2 else { throw invalid("its parameter ‘\(name)’ has no value") }
      options[name] = try decoded(parts[1], "the value of ‘\(name)’")
    }
    if let value = options["host"] { host = value }
    if let value = options["port"] { port = value }
    if let value = options["user"] { user = value }
    if let value = options["password"] { password = value }
    if let value = options["dbname"] { database = value }

    let portNumber: Int
    if let port, !port.isEmpty {
      guard let number = Int(port), (1...65535).contains(number) else {
        throw invalid("its port ‘\(port)’ is not a number from 1 to 65535")
      }
      portNumber = number
    } else {
      portNumber = 5432
    }
    let username = user.flatMap { $0.isEmpty ? nil : $0 } ?? Self.processUser
    guard let username else {
      throw invalid("it names no user, and the process's user name cannot be found")
    }
    let databaseName = database.flatMap { $0.isEmpty ? nil : $0 } ?? username

    var configuration: PostgresStoreConfiguration
    let hostName = host ?? ""
    if hostName.hasPrefix("/") {
      configuration = PostgresStoreConfiguration(
        unixSocketPath: hostName + (hostName.hasSuffix("/") ? "" : "/") + ".s.PGSQL.\(portNumber)",
        username: username, password: password, database: databaseName)
    } else if hostName.isEmpty {
      throw invalid(
        "it names no host; write postgres://user@host/database, or "
          + "postgres:///database?host=/path/to/socket/directory for a Unix socket")
    } else {
      configuration = PostgresStoreConfiguration(
        host: hostName, port: portNumber, username: username, password: password,
        database: databaseName)
    }
    if let mode = options["sslmode"] {
      guard let tlsMode = PostgresStoreConfiguration.TLSMode(rawValue: mode) else {
        throw invalid(
          "its sslmode ‘\(mode)’ is not one of "
            + PostgresStoreConfiguration.TLSMode.allCases.map(\.rawValue).joined(separator: ", "))
      }
      if case .tcp = configuration.endpoint { configuration.tlsMode = tlsMode }
    }
    configuration.rootCertificatePath = options["sslrootcert"]
    guard (options["sslcert"] == nil) == (options["sslkey"] == nil) else {
      throw invalid(
        options["sslcert"] == nil
          ? "it names an sslkey without an sslcert; a client certificate needs both"
          : "it names an sslcert without an sslkey; a client certificate needs both")
    }
    if let certificate = options["sslcert"], let key = options["sslkey"] {
      try configuration.useClientCertificate(certificateFile: certificate, keyFile: key)
    }
    if let seconds = options["connect_timeout"] {
      configuration.connectTimeout = try duration(seconds, "connect_timeout")
    }
    if let seconds = options["request_timeout"] {
      configuration.requestTimeout = try duration(seconds, "request_timeout")
    }
    if let size = options["pool_size"] {
      guard let number = Int(size), number >= 1 else {
        throw invalid("its pool_size ‘\(size)’ is not a whole number of at least 1")
      }
      configuration.poolSize = number
    }
    if let schema = options["schema"] {
      guard !schema.isEmpty, schema.utf8.count <= 63 else {
        throw invalid("its schema must be a name of 1 to 63 bytes")
      }
      configuration.schema = schema
    }
    configuration.applicationName = options["application_name"]
    return configuration
  }

  private func duration(_ text: String, _ name: String) throws -> Duration {
    guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
      throw invalid("its \(name) ‘\(text)’ is not a number of seconds above 0")
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  private func decoded(_ text: Substring, _ what: String) throws -> String {
    guard let value = String(text).removingPercentEncoding else {
      throw invalid("\(what) has a malformed percent escape")
    }
    guard !value.contains("\0") else { throw invalid("\(what) holds a NUL character") }
    return value
  }

  /// The error for a URL that cannot be read. The URL itself is not repeated, since it may
  /// hold a password.
  private func invalid(_ problem: String) -> IntentsError {
    IntentsError(IntentsError.invalidValue, "The PostgreSQL URL cannot be used: \(problem).")
  }

  /// The process's user name, as libpq takes it when the URL names none.
  static var processUser: String? {
    if let name = ProcessInfo.processInfo.environment["USER"], !name.isEmpty { return name }
    let name = NSUserName()
    return name.isEmpty ? nil : name
  }
}
