import IntentsPostgres
import IntentsRuntime
import PostgresNIO
import Testing

/// Reading `postgres://` URLs as libpq does, and refusing bad ones naming what is wrong. No
/// server needed.
@Suite struct PostgresStoreConfigurationTests {
  @Test func aFullURLGivesEveryPart() throws {
    let configuration = try PostgresStoreConfiguration(
      url: "postgres://landmarks:s%40cr%3At@db.internal:6543/trails"
        + "?sslmode=require&pool_size=7&connect_timeout=2.5&request_timeout=9"
        + "&schema=team_a&application_name=landmarks-1")
    #expect(configuration.endpoint == .tcp(host: "db.internal", port: 6543))
    #expect(configuration.username == "landmarks")
    #expect(configuration.password == "s@cr:t")
    #expect(configuration.database == "trails")
    #expect(configuration.tlsMode == .require)
    #expect(configuration.poolSize == 7)
    #expect(configuration.connectTimeout == .milliseconds(2500))
    #expect(configuration.requestTimeout == .seconds(9))
    #expect(configuration.schema == "team_a")
    #expect(configuration.applicationName == "landmarks-1")
    #expect(configuration.serverDescription == "db.internal:6543")
    #expect(configuration.clientConfiguration.options.maximumConnections == 7)
    #expect(configuration.clientConfiguration.host == "db.internal")
  }

  @Test func aClientCertificateNeedsBothFilesAndReadableOnes() throws {
    for query in ["sslcert=/tmp/a.pem", "sslkey=/tmp/a.key"] {
      let error = #expect(throws: IntentsError.self) {
        _ = try PostgresStoreConfiguration(url: "postgres://ann@db/x?\(query)")
      }
      #expect(error?.code == IntentsError.invalidValue)
      #expect(error?.message.contains("needs both") == true, "\(error?.message ?? "")")
    }
    let missing = #expect(throws: IntentsError.self) {
      _ = try PostgresStoreConfiguration(
        url: "postgres://ann@db/x?sslcert=/no/such/client.pem&sslkey=/no/such/client.key")
    }
    #expect(missing?.code == IntentsError.invalidValue)
    #expect(missing?.message.contains("/no/such/client.pem") == true, "\(missing?.message ?? "")")
  }

  /// verify-full sends the host's name to be checked; an address is checked against the
  /// certificate's IP entries instead, for TLS sends no address as a name.
  @Test func verifyFullSendsTheHostsNameButNoAddress() throws {
    let named = try PostgresStoreConfiguration(
      url: "postgres://ann@db.internal/x?sslmode=verify-full")
    #expect(named.clientConfiguration.options.tlsServerName == "db.internal")
    for address in ["10.0.0.5", "[::1]"] {
      let configuration = try PostgresStoreConfiguration(
        url: "postgres://ann@\(address)/x?sslmode=verify-full")
      #expect(configuration.tlsMode == .verifyFull)
      #expect(configuration.clientConfiguration.options.tlsServerName == nil)
    }
    let required = try PostgresStoreConfiguration(
      url: "postgres://ann@db.internal/x?sslmode=require")
    #expect(required.clientConfiguration.options.tlsServerName == nil)
  }

  @Test func defaultsAreLibpqs() throws {
    let configuration = try PostgresStoreConfiguration(url: "postgresql://ann@localhost")
    #expect(configuration.endpoint == .tcp(host: "localhost", port: 5432))
    #expect(configuration.database == "ann")
    #expect(configuration.password == nil)
    #expect(configuration.tlsMode == .prefer)
    #expect(configuration.poolSize == 20)
    #expect(configuration.schema == nil)
  }

  @Test func aUnixSocketIsNamedByItsDirectory() throws {
    let query = try PostgresStoreConfiguration(
      url: "postgres:///trails?host=/var/run/postgresql&port=5433&user=ann")
    #expect(query.endpoint == .unixSocket(path: "/var/run/postgresql/.s.PGSQL.5433"))
    #expect(query.username == "ann")
    #expect(query.database == "trails")
    #expect(query.tlsMode == .disable)
    #expect(query.clientConfiguration.unixSocketPath == "/var/run/postgresql/.s.PGSQL.5433")
    let encoded = try PostgresStoreConfiguration(url: "postgres://ann@%2Ftmp%2Fpg/trails")
    #expect(encoded.endpoint == .unixSocket(path: "/tmp/pg/.s.PGSQL.5432"))
  }

  @Test func anIPv6AddressIsBracketed() throws {
    let configuration = try PostgresStoreConfiguration(url: "postgres://ann@[::1]:7000/trails")
    #expect(configuration.endpoint == .tcp(host: "::1", port: 7000))
    #expect(configuration.serverDescription == "[::1]:7000")
  }

  @Test(arguments: [
    ("mysql://ann@db/trails", "its scheme is ‘mysql’"),
    ("ann@db/trails", "it has no scheme"),
    ("postgres://ann@db:99999/trails", "its port ‘99999’ is not a number from 1 to 65535"),
    ("postgres://ann@db:abc/trails", "its port ‘abc’"),
    (
      "postgres://ann@db/trails?sslmode=sometimes",
      "its sslmode ‘sometimes’ is not one of disable, prefer, require, verify-ca, verify-full"
    ),
    ("postgres://ann@db/trails?pool_size=0", "its pool_size ‘0’"),
    ("postgres://ann@db/trails?connect_timeout=-1", "its connect_timeout ‘-1’"),
    ("postgres://ann@db/trails?poolsize=3", "the parameter ‘poolsize’, which is not one of"),
    ("postgres://ann@db/trails?sslmode", "its parameter ‘sslmode’ has no value"),
    ("postgres://ann:pa%zzss@db/trails", "the password has a malformed percent escape"),
    ("postgres://ann@/trails", "it names no host"),
    ("postgres://ann@a,b/trails", "it names several hosts"),
    ("postgres://ann@[::1/trails", "no closing ‘]’"),
  ])
  func aBadURLIsRefusedNamingWhatIsWrong(url: String, problem: String) throws {
    let error = try #require(throws: IntentsError.self) {
      try PostgresStoreConfiguration(url: url)
    }
    #expect(error.code == IntentsError.invalidValue)
    #expect(error.message.contains(problem), "\(error.message)")
  }

  @Test func theRefusalNeverRepeatsThePassword() throws {
    let error = try #require(throws: IntentsError.self) {
      try PostgresStoreConfiguration(url: "postgres://ann:hunter2@db:0/trails")
    }
    #expect(!error.message.contains("hunter2"))
  }
}
