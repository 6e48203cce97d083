import Foundation
import IntentsPostgres
import IntentsRuntime
import PostgresNIO
import Testing

/// The certificates `Scripts/postgres` made for the test server, if it made them.
enum TLSFiles {
  static let directory = ProcessInfo.processInfo.environment["OPENINTENTS_POSTGRES_TLS_DIR"]
    .flatMap { $0.isEmpty ? nil : $0 }
}

/// TLS against the test server, which `Scripts/postgres` starts with certificates of its own
/// (`OPENINTENTS_POSTGRES_TLS_DIR`): what each `sslmode` encrypts and checks, and a role that
/// logs in by its client certificate.
@Suite(
  .enabled(
    if: PostgresTestDatabase.url != nil && TLSFiles.directory != nil,
    "OPENINTENTS_POSTGRES_TLS_DIR is not set: Scripts/postgres start makes it (with openssl)"))
struct PostgresTLSTests {
  static func file(_ name: String) -> String { (TLSFiles.directory ?? "") + "/" + name }

  /// The test server over TCP, by this name, with these TLS settings.
  static func configuration(
    _ mode: PostgresStoreConfiguration.TLSMode, trusting root: String? = nil,
    host: String = "127.0.0.1"
  ) throws -> PostgresStoreConfiguration {
    var configuration = try PostgresTestDatabase.configuration()
    guard case .tcp(_, let port) = configuration.endpoint else {
      throw IntentsError(IntentsError.invalidValue, "OPENINTENTS_POSTGRES_URL is no TCP server")
    }
    configuration.endpoint = .tcp(host: host, port: port)
    configuration.tlsMode = mode
    configuration.rootCertificatePath = root.map(file)
    return configuration
  }

  /// Whether a connection of a pool made from the configuration is encrypted, asked of the
  /// server (the login must succeed for the question to be answered).
  static func encrypted(_ configuration: PostgresStoreConfiguration) async throws -> Bool {
    let client = PostgresClient(configuration: configuration.clientConfiguration)
    return try await withThrowingTaskGroup(of: Bool?.self) { group in
      group.addTask {
        await client.run()
        return nil
      }
      defer { group.cancelAll() }
      var ssl = false
      for try await value in try await client.query(
        "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()"
      ).decode(Bool.self) {
        ssl = value
      }
      return ssl
    }
  }

  /// The message a storage on the configuration fails to start with.
  static func failure(_ configuration: PostgresStoreConfiguration) async -> String {
    do {
      let storage = try await PostgresStorage.start(configuration: configuration)
      await storage.shutdown()
      return "started"
    } catch let error as IntentsError {
      #expect(error.code == IntentsError.storeFailed)
      return error.message
    } catch {
      return "\(error)"
    }
  }

  @Test func eachModeEncryptsAsLibpqDoes() async throws {
    #expect(try await Self.encrypted(Self.configuration(.disable)) == false)
    #expect(try await Self.encrypted(Self.configuration(.prefer)) == true)
    #expect(try await Self.encrypted(Self.configuration(.require)) == true)
  }

  @Test func verifyFullChecksTheAuthorityAndTheHostName() async throws {
    #expect(
      try await Self.encrypted(
        Self.configuration(.verifyFull, trusting: "ca.pem", host: "localhost")))
    // An address is checked against the certificate's IP entries (it names 127.0.0.1 too).
    #expect(try await Self.encrypted(Self.configuration(.verifyFull, trusting: "ca.pem")))
    // verify-ca checks the authority, not the name.
    #expect(try await Self.encrypted(Self.configuration(.verifyCA, trusting: "ca.pem")))
    let otherAuthority = await Self.failure(
      try Self.configuration(.verifyCA, trusting: "other-ca.pem"))
    #expect(otherAuthority.lowercased().contains("certificate"), "\(otherAuthority)")
    // As libpq: require with a root certificate file checks the authority too.
    let required = await Self.failure(try Self.configuration(.require, trusting: "other-ca.pem"))
    #expect(required.lowercased().contains("certificate"), "\(required)")
  }

  @Test func aRoleLogsInByItsClientCertificate() async throws {
    let server = try Self.configuration(.disable)
    guard case .tcp(_, let port) = server.endpoint else { return }
    let url =
      "postgres://openintents_cert@127.0.0.1:\(port)/openintents?sslmode=verify-ca"
      + "&sslrootcert=\(Self.file("ca.pem"))"
    let withCertificate = try PostgresStoreConfiguration(
      url: url + "&sslcert=\(Self.file("client.pem"))&sslkey=\(Self.file("client.key"))")
    #expect(withCertificate.clientCertificateChain.count == 1)
    #expect(try await Self.encrypted(withCertificate))
    // Without it the server refuses the role, and the storage says so.
    let refused = await Self.failure(try PostgresStoreConfiguration(url: url))
    #expect(refused.contains("openintents_cert"), "\(refused)")
    #expect(refused.contains("refused the login") || refused.contains("certificate"), "\(refused)")
  }
}
