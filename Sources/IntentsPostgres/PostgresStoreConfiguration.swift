import Foundation
import IntentsRuntime
public import PostgresNIO

/// Where IntentsPostgres finds its database, and how it talks to it: the server, the role, TLS,
/// the pool's size and the time limits.
///
/// Most hosts write it as a URL, in the form libpq and `psql` read:
///
/// ```swift
/// let configuration = try PostgresStoreConfiguration(
///   url: "postgres://landmarks:secret@db.internal:5432/landmarks?sslmode=require&pool_size=10")
/// ```
///
/// A server on a Unix socket is named by its directory, as libpq writes it:
/// `postgres:///landmarks?host=/var/run/postgresql` (the socket is `.s.PGSQL.5432` in that
/// directory; `port=` changes the number).
///
/// The URL's query takes these parameters; any other is refused, naming it:
///
/// | parameter | meaning | default |
/// | --- | --- | --- |
/// | `sslmode` | `disable`, `prefer`, `require` (encrypted; the certificate is not checked unless `sslrootcert` is given, then as `verify-ca` — as libpq), `verify-ca` (certificate checked), `verify-full` (certificate and host name checked — an IP address against the certificate's IP entries) | `prefer` |
/// | `sslrootcert` | a PEM file of the certificates to trust, for `verify-ca` and `verify-full` (and `require`) | the system's |
/// | `sslcert`, `sslkey` | a PEM file of this host's client certificate and one of its private key, for a server that logs roles in by certificate (`cert` in `pg_hba.conf`); both or neither | none |
/// | `host`, `port`, `user`, `password`, `dbname` | as in the URL's parts, which they replace | |
/// | `connect_timeout` | seconds to wait for a connection to open | 10 |
/// | `request_timeout` | seconds a store operation may wait in all — for a connection, then for its answer — before it fails naming the server | 30 |
/// | `pool_size` | the most connections this host's pool opens (one more, of its own, listens for appended events while event streams are open) | 20 |
/// | `schema` | the schema the tables live in, created when missing | `public` |
/// | `application_name` | the name the server shows for this host's connections | |
///
/// A user left out is the process's user, as libpq does; a database left out is named after
/// the user.
public struct PostgresStoreConfiguration: Sendable {
  /// How a connection reaches the server.
  public enum Endpoint: Sendable, Equatable {
    /// A TCP connection to a host name or address and a port.
    case tcp(host: String, port: Int)
    /// A Unix-domain socket: the path of the socket file itself
    /// (`/var/run/postgresql/.s.PGSQL.5432`).
    case unixSocket(path: String)
  }

  /// Whether connections are encrypted, and what is checked of the server's certificate — the
  /// values of libpq's `sslmode`.
  public enum TLSMode: String, Sendable, CaseIterable {
    /// Never encrypted.
    case disable
    /// Encrypted when the server offers it; the certificate is not checked.
    case prefer
    /// Always encrypted; the certificate is not checked.
    case require
    /// Always encrypted; the certificate must be signed by a trusted authority.
    case verifyCA = "verify-ca"
    /// Always encrypted; the certificate must be signed by a trusted authority and name the
    /// host.
    case verifyFull = "verify-full"
  }

  /// How connections reach the server.
  public var endpoint: Endpoint
  /// The role connections log in as.
  public var username: String
  /// The role's password, if the server asks for one.
  public var password: String?
  /// The database.
  public var database: String
  /// Encryption, as libpq's `sslmode` (ignored on a Unix socket).
  public var tlsMode: TLSMode = .prefer
  /// A PEM file of the certificate authorities to trust; the system's when `nil`. Given, it
  /// makes ``TLSMode/require`` check the certificate as ``TLSMode/verifyCA`` does, as libpq.
  public var rootCertificatePath: String?
  /// The client certificate, and the certificates that sign it, presented to a server that
  /// logs roles in by certificate (`cert` in `pg_hba.conf`); none when empty. Read from files
  /// with ``useClientCertificate(certificateFile:keyFile:)``.
  public private(set) var clientCertificateChain: [NIOSSLCertificate] = []
  /// The private key of ``clientCertificateChain``'s first certificate.
  public private(set) var clientPrivateKey: NIOSSLPrivateKey?
  /// The most connections this host's pool opens.
  public var poolSize: Int = 20
  /// How long opening one connection may take.
  public var connectTimeout: Duration = .seconds(10)
  /// How long one store operation may take in all before it fails with
  /// `IntentsError.storeFailed` naming the server: never longer, whatever the server does.
  public var requestTimeout: Duration = .seconds(30)
  /// The schema the tables live in (created when missing); `nil` for the role's
  /// `search_path`, usually `public`.
  public var schema: String?
  /// The name the server shows for this host's connections (`pg_stat_activity`).
  public var applicationName: String?

  /// A configuration for a server on TCP.
  public init(
    host: String, port: Int = 5432, username: String, password: String?, database: String,
    tlsMode: TLSMode = .prefer
  ) {
    endpoint = .tcp(host: host, port: port)
    self.username = username
    self.password = password
    self.database = database
    self.tlsMode = tlsMode
  }

  /// A configuration for a server on a Unix-domain socket (the socket file's path).
  public init(unixSocketPath: String, username: String, password: String?, database: String) {
    endpoint = .unixSocket(path: unixSocketPath)
    self.username = username
    self.password = password
    self.database = database
    tlsMode = .disable
  }

  /// A configuration from a `postgres://` or `postgresql://` URL (see the table above).
  ///
  /// - Throws: `IntentsError.invalidValue`, naming the part of the URL that is wrong.
  public init(url: String) throws {
    self = try PostgresURLParser(url).configuration()
  }

  /// Where connections go, as messages name it: `127.0.0.1:5432` or the socket's path.
  public var serverDescription: String {
    switch endpoint {
    case .tcp(let host, let port): host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    case .unixSocket(let path): path
    }
  }

  /// The same configuration for a postgres-nio `PostgresClient`, for a host that makes its own
  /// client (and runs it in its `ServiceGroup`) and hands it to ``PostgresStorage``.
  public var clientConfiguration: PostgresClient.Configuration {
    var configuration: PostgresClient.Configuration
    switch endpoint {
    case .tcp(let host, let port):
      let tls: PostgresClient.Configuration.TLS =
        switch tlsMode {
        case .disable: .disable
        case .prefer: .prefer(tlsConfiguration)
        case .require, .verifyCA, .verifyFull: .require(tlsConfiguration)
        }
      configuration = PostgresClient.Configuration(
        host: host, port: port, username: username, password: password, database: database,
        tls: tls)
      configuration.options.tlsServerName = serverNameToVerify
    case .unixSocket(let path):
      configuration = PostgresClient.Configuration(
        unixSocketPath: path, username: username, password: password, database: database)
    }
    configuration.options.connectTimeout = connectTimeout
    configuration.options.maximumConnections = poolSize
    configuration.options.additionalStartupParameters = startupParameters
    return configuration
  }

  /// The same configuration for one postgres-nio connection outside the pool (the store's
  /// checks of the server when the pool cannot reach it).
  func connectionConfiguration() throws -> PostgresConnection.Configuration {
    var configuration: PostgresConnection.Configuration
    switch endpoint {
    case .tcp(let host, let port):
      let tls: PostgresConnection.Configuration.TLS =
        switch tlsMode {
        case .disable: .disable
        case .prefer: .prefer(try NIOSSLContext(configuration: tlsConfiguration))
        case .require, .verifyCA, .verifyFull:
          .require(try NIOSSLContext(configuration: tlsConfiguration))
        }
      configuration = PostgresConnection.Configuration(
        host: host, port: port, username: username, password: password, database: database,
        tls: tls)
      configuration.options.tlsServerName = serverNameToVerify
    case .unixSocket(let path):
      configuration = PostgresConnection.Configuration(
        unixSocketPath: path, username: username, password: password, database: database)
    }
    configuration.options.connectTimeout = TimeAmount(connectTimeout)
    configuration.options.additionalStartupParameters = startupParameters
    return configuration
  }

  /// The name verify-full checks the certificate against, sent as the TLS server name: the
  /// host's name; `nil` for an IP address, which TLS cannot send as a name — the certificate's
  /// IP entries are then checked against the address connected to, as libpq does.
  private var serverNameToVerify: String? {
    guard tlsMode == .verifyFull, case .tcp(let host, let port) = endpoint else { return nil }
    return (try? SocketAddress(ipAddress: host, port: port)) == nil ? host : nil
  }

  private var tlsConfiguration: TLSConfiguration {
    var configuration = TLSConfiguration.makeClientConfiguration()
    switch tlsMode {
    case .disable, .prefer: configuration.certificateVerification = .none
    // libpq: with a root certificate file, `require` verifies the chain as `verify-ca`.
    case .require:
      configuration.certificateVerification =
        rootCertificatePath == nil ? .none : .noHostnameVerification
    case .verifyCA: configuration.certificateVerification = .noHostnameVerification
    case .verifyFull: configuration.certificateVerification = .fullVerification
    }
    if let rootCertificatePath { configuration.trustRoots = .file(rootCertificatePath) }
    if let clientPrivateKey, !clientCertificateChain.isEmpty {
      configuration.certificateChain = clientCertificateChain.map { .certificate($0) }
      configuration.privateKey = .privateKey(clientPrivateKey)
    }
    return configuration
  }

  /// Reads the client certificate (a PEM file: the certificate, then any that sign it) and its
  /// private key (a PEM file, unencrypted) that connections present — libpq's `sslcert` and
  /// `sslkey`.
  ///
  /// - Throws: `IntentsError.invalidValue` naming the file that cannot be read.
  public mutating func useClientCertificate(certificateFile: String, keyFile: String) throws {
    do {
      clientCertificateChain = try NIOSSLCertificate.fromPEMFile(certificateFile)
    } catch {
      throw IntentsError(
        IntentsError.invalidValue,
        "The client certificate ‘\(certificateFile)’ (sslcert) cannot be read as PEM: \(error)")
    }
    guard !clientCertificateChain.isEmpty else {
      throw IntentsError(
        IntentsError.invalidValue,
        "The client certificate file ‘\(certificateFile)’ (sslcert) holds no certificate.")
    }
    do {
      clientPrivateKey = try NIOSSLPrivateKey(file: keyFile, format: .pem)
    } catch {
      throw IntentsError(
        IntentsError.invalidValue,
        "The client key ‘\(keyFile)’ (sslkey) cannot be read as a PEM private key: \(error)")
    }
  }

  /// Run-time parameters sent when each connection starts: the schema as the `search_path`
  /// (quoted, so any name is one schema), the application's name.
  private var startupParameters: [(String, String)] {
    var parameters: [(String, String)] = []
    if let schema { parameters.append(("search_path", PostgresStoreConfiguration.quoted(schema))) }
    if let applicationName { parameters.append(("application_name", applicationName)) }
    return parameters
  }

  /// An identifier quoted for SQL: `"name"`, doubling any `"` inside.
  static func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
