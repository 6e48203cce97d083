import AppIntents
import Foundation
import Hummingbird
import HummingbirdTesting
import IntentsHTTP
import IntentsPostgres
import IntentsRuntime

/// HTTP Finds per second with one host and with three on one PostgreSQL database (issue 25):
/// each host is this binary in a process of its own (`--serve-http-postgres SCHEMA`, the
/// server's URL in `OPENINTENTS_POSTGRES_URL`, never on a command line `ps` shows), with
/// its own connection pool, serving Finds of the `peak` table that `PostgresFindBenchmarks`
/// fills. The same keep-alive connections send the same requests, all to one host or spread
/// round-robin over three. On two cores, three hosts, the database and the client share the
/// machine: the figure says what sharing one database costs, not how far more machines scale.
enum PostgresHostsBenchmark {
  static let serveFlag = "--serve-http-postgres"
  /// Connections in all, and requests each sends one after another in a round.
  static let connections = 6
  static let requestsPerConnection = 40

  static let findBody =
    #"{"filters":[{"property":"continent","comparison":"equalTo","value":"Europe"},"#
    + #"{"property":"height","comparison":"greaterThan","value":5000}],"#
    + #""sort":[{"property":"name"}],"limit":10}"#

  /// The server's URL and schema when this process is to be a host.
  static func serveMode(_ arguments: [String]) -> (url: String, schema: String)? {
    guard let index = arguments.firstIndex(of: serveFlag), index + 1 < arguments.count,
      let url = ProcessInfo.processInfo.environment["OPENINTENTS_POSTGRES_URL"]
    else { return nil }
    return (url, arguments[index + 1])
  }

  /// Serves the peak table's Finds over HTTP on a free loopback port, saying `PORT n` on
  /// standard output, until killed.
  static func serve(url: String, schema: String) async throws {
    var configuration = try PostgresStoreConfiguration(url: url)
    configuration.schema = schema
    configuration.poolSize = 8
    let storage = try await PostgresStorage.start(configuration: configuration)
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: PeakTable(client: storage.client))
    let host = IntentsHost(name: "Bench", dependencies: dependencies) { TablePeakEntity.self }
    try await IntentsHTTPServer(host: host, configuration: .init(port: 0)).run { port in
      FileHandle.standardOutput.write(Data("PORT \(port)\n".utf8))
    }
  }

  /// One host against three, the same requests, the table already filled in `schema`.
  static func measure(schema: String, iterations: Int?) async throws -> [Comparison] {
    let harness = Harness(iterations: iterations ?? 7)
    let one = try Hosts(count: 1, schema: schema)
    defer { one.stop() }
    let three = try Hosts(count: 3, schema: schema)
    defer { three.stop() }
    let oneClients = one.clients()
    let threeClients = three.clients()
    let times = try await harness.medians([
      { try await round(threeClients) }, { try await round(oneClients) },
    ])
    for client in oneClients + threeClients { try await client.shutdown() }
    precondition(times[0].checksum == times[1].checksum, "one host and three answer differently")
    let requests = connections * requestsPerConnection
    let perSecond = times.map { Int(Double(requests) / $0.seconds) }
    print(
      "HTTP Find on PostgreSQL: 1 host \(perSecond[1]) req/s, 3 hosts \(perSecond[0]) req/s "
        + "(\(connections) connections; 2 cores shared by hosts, database and client)")
    return [
      Comparison(
        name: "HTTP Find, 3 hosts vs 1 on PostgreSQL (req/s \(perSecond[0]) vs \(perSecond[1]))",
        ours: times[0].seconds, baseline: times[1].seconds, target: nil)
    ]
  }

  /// One round of the serving benchmark's kind, on these clients.
  private static func round(_ clients: [TestClient]) async throws -> Int {
    let request = TestClient.Request(
      "/entities/TablePeakEntity/find", method: .post, authority: "localhost",
      headers: [.contentType: "application/json", .connection: "keep-alive"],
      body: ByteBuffer(string: findBody))
    return try await ServingBenchmarks.round(
      clients, request, requestsPerConnection: requestsPerConnection)
  }

  /// Host processes, each on a port of its own.
  private struct Hosts {
    let processes: [Process]
    let ports: [Int]

    /// Starts the hosts (the server's URL goes in their environment, inherited); stops those
    /// already started when one fails.
    init(count: Int, schema: String) throws {
      var processes: [Process] = []
      var ports: [Int] = []
      do {
        for _ in 0..<count {
          let process = Process()
          process.executableURL =
            Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
          process.arguments = [PostgresHostsBenchmark.serveFlag, schema]
          let output = Pipe()
          process.standardOutput = output
          try process.run()
          processes.append(process)
          ports.append(try Self.port(of: process, output.fileHandleForReading))
        }
      } catch {
        Self.stop(processes)
        throw error
      }
      self.processes = processes
      self.ports = ports
    }

    struct HostFailed: Error, CustomStringConvertible {
      let description: String
    }

    /// The port a host announces on its first line.
    private static func port(of process: Process, _ handle: FileHandle) throws -> Int {
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let chunk = handle.availableData
        guard !chunk.isEmpty else {
          process.waitUntilExit()
          throw HostFailed(
            description: "a host process ended (status \(process.terminationStatus)) "
              + "before it listened")
        }
        line += chunk
      }
      let text = String(decoding: line, as: UTF8.self)
      guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5).prefix { $0.isNumber })
      else { throw HostFailed(description: "a host announced ‘\(text.prefix(80))’, not its port") }
      return port
    }

    /// Connected clients, spread round-robin over the hosts.
    func clients() -> [TestClient] {
      (0..<PostgresHostsBenchmark.connections).map { index in
        let client = TestClient(host: "localhost", port: ports[index % ports.count])
        client.connect()
        return client
      }
    }

    func stop() { Self.stop(processes) }

    private static func stop(_ processes: [Process]) {
      for process in processes where process.isRunning {
        process.terminate()
        process.waitUntilExit()
      }
    }
  }
}
