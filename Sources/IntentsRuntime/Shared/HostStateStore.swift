public import Foundation

/// Where a host keeps what the hosts of one app share besides saved references: the event log,
/// the app's donations, and what each client has on screen.
///
/// Give every host process of an app the same store (one host per process: see "Running
/// several hosts") and they answer as one: an event published by one
/// is seen in the others' ``IntentsHost/events()`` and ``IntentsHost/recentEvents(after:limit:)``,
/// an intent donated on one is predicted on another, and "this" in a request to one host means
/// what the client showed through another. ``InMemoryHostState`` keeps it for one process;
/// `IntentsSQLite`'s `SQLiteReferenceStore` keeps it in its file, for the processes of one
/// machine.
///
/// A conforming store must guarantee that:
/// - events are numbered from 1, consecutively, in the order they were appended, whichever host
///   appended them, and at least the most recent ``HostStateLimits/keptEvents`` are kept;
/// - ``eventsAppended()`` yields soon after any host appends (a wake-up, not the events: read
///   them with ``events(after:limit:)``);
/// - donations are listed oldest first, at most ``HostStateLimits/keptDonations`` of them: the
///   oldest go first;
/// - a client's on-screen entries are most recent first, one per entity, at most the policy's
///   `maximumEntities`, none older than its `lifetime`; at most `maximumClients` clients are
///   kept, the one heard from longest ago forgotten first;
/// - each write is atomic.
///
/// `AppIntentsTesting.HostStateStoreChecks` verifies these guarantees for any store.
///
/// This is an OpenIntents addition.
public protocol HostStateStore: Sendable {
  // MARK: Event log

  /// Appends events to the log, in order, all or none; returns the number of the last (of the
  /// newest event when there are none).
  @discardableResult
  func appendEvents(_ events: [LoggedEvent.Draft]) async throws -> Int
  /// The logged events after a number, oldest first, at most `limit` of them; and the number of
  /// the newest event (0 when none).
  func events(after sequence: Int, limit: Int) async throws -> (
    events: [LoggedEvent], lastSequence: Int
  )
  /// A wake-up each time any host may have appended events; it ends when its reader stops reading.
  func eventsAppended() -> AsyncStream<Void>

  // MARK: Donations

  /// Keeps a donation, replacing one with its identifier (which then counts as the newest).
  /// Several hosts may keep the same donation at once — every host of a process hears its
  /// donations — and each must succeed, one copy kept.
  func addDonation(_ donation: StoredDonation) async throws
  /// Every donation kept, oldest first.
  func donations() async throws -> [StoredDonation]
  /// Removes the donations with these identifiers; returns those that were kept.
  func removeDonations(identifiers: Set<String>) async throws -> [String]

  // MARK: On screen

  /// Puts an entry in front of a client's screen under the policy's bounds.
  func show(_ entry: OnScreenRecord, to client: String, policy: OnScreenPolicy) async throws
  /// What a client has on screen that has not expired at `now`, most recent first.
  func onScreen(for client: String, policy: OnScreenPolicy, now: Date) async throws
    -> [OnScreenRecord]
  /// Takes everything off a client's screen.
  func clearOnScreen(for client: String) async throws
}

/// The bounds every ``HostStateStore`` keeps to.
///
/// This is an OpenIntents addition.
public enum HostStateLimits {
  /// The fewest recent events a store keeps for clients that poll.
  public static let keptEvents = 256
  /// The most donations a store keeps.
  public static let keptDonations = 1000
}

/// An event in a host state's log.
///
/// This is an OpenIntents addition.
public struct LoggedEvent: Sendable, Hashable, Codable {
  /// An event about to be logged: the event and the host that published it.
  public struct Draft: Sendable, Hashable, Codable {
    /// The event.
    public var event: IntentRunEvent
    /// The host that published it (each host has its own identifier).
    public var origin: UUID

    /// An event from a host.
    public init(event: IntentRunEvent, origin: UUID) {
      self.event = event
      self.origin = origin
    }
  }

  /// The event's number in the log.
  public var sequence: Int
  /// The event.
  public var event: IntentRunEvent
  /// The host that published it.
  public var origin: UUID

  /// A logged event.
  public init(sequence: Int, event: IntentRunEvent, origin: UUID) {
    self.sequence = sequence
    self.event = event
    self.origin = origin
  }
}

/// A donation as a host state keeps it: what the host lists, the entities its parameters
/// hold (to delete by entity), and its predictions worked out when it was donated.
///
/// This is an OpenIntents addition.
public struct StoredDonation: Sendable, Hashable, Codable {
  /// An entity a donation's parameters hold.
  public struct Entity: Sendable, Hashable, Codable {
    /// The entity's type identifier.
    public var type: String
    /// The entity's identifier.
    public var identifier: String

    /// An entity by type and identifier.
    public init(type: String, identifier: String) {
      self.type = type
      self.identifier = identifier
    }
  }

  /// A prediction the donation counts towards: the values of one prediction configuration's
  /// parameters, with how they are shown.
  public struct Prediction: Sendable, Hashable, Codable {
    /// What identifies the prediction among the intent's: its parameters' names and values.
    public var key: String
    /// The predicted parameter values, as JSON.
    public var parameters: [String: JSONValue]
    /// The prediction's title.
    public var title: String
    /// Its subtitle, if any.
    public var subtitle: String?

    /// A prediction.
    public init(key: String, parameters: [String: JSONValue], title: String, subtitle: String?) {
      self.key = key
      self.parameters = parameters
      self.title = title
      self.subtitle = subtitle
    }
  }

  /// The donation as hosts list it.
  public var donation: IntentDonation
  /// The entities its parameters hold.
  public var entities: [Entity]
  /// The predictions it counts towards (none for an intent that is not predictable).
  public var predictions: [Prediction]

  /// A stored donation.
  public init(donation: IntentDonation, entities: [Entity], predictions: [Prediction]) {
    self.donation = donation
    self.entities = entities
    self.predictions = predictions
  }
}

/// An entity on a client's screen, as a host state keeps it.
///
/// This is an OpenIntents addition.
public struct OnScreenRecord: Sendable, Hashable, Codable {
  /// The entity's type identifier.
  public var type: String
  /// The entity's identifier.
  public var identifier: String
  /// When it came on screen.
  public var since: Date
  /// Who put it there.
  public var source: OnScreenEntity.Source

  /// An on-screen entry.
  public init(type: String, identifier: String, since: Date, source: OnScreenEntity.Source) {
    self.type = type
    self.identifier = identifier
    self.since = since
    self.source = source
  }
}

extension HostStateStore {
  /// Runs an operation on the store, reporting a failure other than an ``IntentsError`` as
  /// ``IntentsError/storeFailed``.
  func storing<Result>(_ operation: () async throws -> Result) async throws -> Result {
    do {
      return try await operation()
    } catch let error as IntentsError {
      throw error
    } catch {
      throw IntentsError(IntentsError.storeFailed, "The host state store failed: \(error)")
    }
  }
}
