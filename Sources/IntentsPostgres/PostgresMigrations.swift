import Logging
import PostgresNIO

/// The versions of IntentsPostgres's tables, applied in order and recorded in
/// `intents_schema_migration`. A version, once released, is never changed: a change is a new
/// version at the end.
enum PostgresMigrations {
  /// One version: what it is, and its statements (DDL only, run in the migrating transaction).
  struct Migration: Sendable {
    var version: Int
    var name: String
    var statements: [PostgresQuery]
    /// Statements worked out when the migration runs, after ``statements``: those that name
    /// objects whose schema is known only then (an extension's).
    var then: (@Sendable (PostgresConnection, Logger) async throws -> Void)? = nil
  }

  /// The key of the advisory lock that migrating holds (`pg_advisory_xact_lock`): "OIpg".
  static let lockKey: Int64 = 0x4F49_7067

  static let all: [Migration] = [
    Migration(
      version: 1, name: "references, saved runs and identifier migrations",
      statements: [
        """
        CREATE TABLE intents_reference (
          name text COLLATE "C" PRIMARY KEY,
          type text NOT NULL,
          identifier text NOT NULL,
          created_at timestamptz NOT NULL)
        """,
        """
        CREATE TABLE intents_saved_run (
          name text COLLATE "C" PRIMARY KEY,
          intent text NOT NULL,
          parameters text NOT NULL,
          created_at timestamptz NOT NULL)
        """,
        """
        CREATE TABLE intents_identifier_migration (
          type text COLLATE "C" NOT NULL,
          old_identifier text COLLATE "C" NOT NULL,
          new_identifier text COLLATE "C" NOT NULL,
          PRIMARY KEY (type, old_identifier))
        """,
      ]),
    Migration(
      version: 2, name: "host state: event log, donations, on-screen contexts, single-use tokens",
      statements: [
        // One row numbers the events: appending locks it, so numbers are consecutive.
        "CREATE TABLE intents_event_counter (id integer PRIMARY KEY CHECK (id = 1), last bigint NOT NULL)",
        "INSERT INTO intents_event_counter (id, last) VALUES (1, 0)",
        """
        CREATE TABLE intents_event (
          sequence bigint PRIMARY KEY,
          origin text NOT NULL,
          event text NOT NULL)
        """,
        """
        CREATE TABLE intents_donation (
          position bigserial PRIMARY KEY,
          id text COLLATE "C" NOT NULL UNIQUE,
          body text NOT NULL)
        """,
        """
        CREATE TABLE intents_on_screen (
          client text COLLATE "C" PRIMARY KEY,
          entries text NOT NULL,
          used double precision NOT NULL)
        """,
        "CREATE INDEX intents_on_screen_used ON intents_on_screen (used)",
        """
        CREATE TABLE intents_single_use_token (
          token text COLLATE "C" PRIMARY KEY,
          expires_at timestamptz NOT NULL)
        """,
      ]),
    Migration(
      version: 3, name: "Spotlight index: items, their text as a tsvector, the words of titles",
      statements: [
        // Words are stemmed (Snowball's English) and never dropped: no stop words, as FTS5's
        // porter tokenizer keeps every word. Text reaches PostgreSQL folded and split into
        // words by Swift (`SearchText`), so its parser only finds words separated by spaces.
        """
        CREATE TEXT SEARCH DICTIONARY intents_spotlight_stem (TEMPLATE = snowball, LANGUAGE = english)
        """,
        "CREATE TEXT SEARCH CONFIGURATION intents_spotlight (COPY = simple)",
        """
        ALTER TEXT SEARCH CONFIGURATION intents_spotlight
          ALTER MAPPING FOR asciiword, word, numword, asciihword, hword, numhword,
            hword_asciipart, hword_part, hword_numpart
          WITH intents_spotlight_stem
        """,
        // One row per item; `position` orders equal relevances by first indexing, and an
        // item replaced keeps it. `words` are the item's distinct words of its title and names,
        // counted in `intents_spotlight_word` for corrections and completions.
        """
        CREATE TABLE intents_spotlight_item (
          position bigserial PRIMARY KEY,
          identifier text COLLATE "C" NOT NULL UNIQUE,
          domain text COLLATE "C",
          entity_type text COLLATE "C",
          entity_id text COLLATE "C",
          priority bigint NOT NULL,
          boost double precision NOT NULL,
          expires double precision,
          attributes bytea NOT NULL,
          words text[] NOT NULL,
          document tsvector NOT NULL)
        """,
        "CREATE INDEX intents_spotlight_item_document ON intents_spotlight_item USING gin (document)",
        """
        CREATE INDEX intents_spotlight_item_domain ON intents_spotlight_item (domain)
          WHERE domain IS NOT NULL
        """,
        """
        CREATE INDEX intents_spotlight_item_entity ON intents_spotlight_item
          (entity_type, priority DESC, position) WHERE entity_type IS NOT NULL
        """,
        """
        CREATE INDEX intents_spotlight_item_browse ON intents_spotlight_item (priority DESC, position)
        """,
        """
        CREATE INDEX intents_spotlight_item_expires ON intents_spotlight_item (expires)
          WHERE expires IS NOT NULL
        """,
        """
        CREATE TABLE intents_spotlight_word (
          word text COLLATE "C" PRIMARY KEY,
          items bigint NOT NULL)
        """,
        // One row holds the client state and counts the batches; every batch locks it first,
        // so batches apply one at a time and an expected client state is checked atomically.
        """
        CREATE TABLE intents_spotlight_state (
          id integer PRIMARY KEY CHECK (id = 1),
          client_state bytea,
          generation bigint NOT NULL)
        """,
        "INSERT INTO intents_spotlight_state (id, client_state, generation) VALUES (1, NULL, 0)",
      ],
      then: { connection, logger in
        // pg_trgm finds words close to a mistyped one. Trusted since PostgreSQL 13: a role
        // that may create in the database may install it. Where it cannot be installed the
        // index works without it (corrections then compare the words of similar length with
        // the same first letter), so that no other store is kept from starting.
        if try await PostgresSpotlightIndex.trigramSchema(connection, logger) == nil {
          try await connection.query("SAVEPOINT intents_trigrams", logger: logger)
          do {
            try await connection.query("CREATE EXTENSION IF NOT EXISTS pg_trgm", logger: logger)
            try await connection.query("RELEASE SAVEPOINT intents_trigrams", logger: logger)
          } catch {
            try await connection.query("ROLLBACK TO SAVEPOINT intents_trigrams", logger: logger)
            logger.warning(
              "IntentsPostgres: the extension pg_trgm could not be installed (\(String(reflecting: error))); Spotlight corrections will compare words without it. A role that may: CREATE EXTENSION pg_trgm SCHEMA public")
          }
        }
        // The extension may live in another schema (installed there before): its operator
        // class is named with that schema.
        guard let schema = try await PostgresSpotlightIndex.trigramSchema(connection, logger)
        else { return }
        try await connection.query(
          PostgresQuery(
            unsafeSQL: """
              CREATE INDEX intents_spotlight_word_trigrams ON intents_spotlight_word
                USING gin (word \(schema).gin_trgm_ops)
              """), logger: logger)
      }),
  ]

  /// Brings the tables up to date in one transaction, holding the advisory lock, so that hosts
  /// starting together migrate once: the others wait for the lock, then find every version
  /// recorded. Versions the database has beyond these (a later host migrated it) are left as
  /// they are.
  static func apply(on client: PostgresClient, schema: String?, logger: Logger) async throws {
    try await client.withTransaction(logger: logger) { connection in
      /// Whether the query gives a row whose text is not NULL.
      func exists(_ query: PostgresQuery) async throws -> Bool {
        for try await text in try await connection.query(query, logger: logger).decode(
          String?.self)
        {
          return text != nil
        }
        return false
      }
      try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
      // What exists is looked up first, so that a role without the right to create (a host
      // that only reads and writes rows) starts on a database already migrated.
      if let schema, try await !exists("SELECT nspname::text FROM pg_namespace WHERE nspname = \(schema)") {
        // An identifier cannot be a bound parameter; it is quoted, so any name is one schema.
        let quoted = PostgresStoreConfiguration.quoted(schema)
        try await connection.query(
          PostgresQuery(unsafeSQL: "CREATE SCHEMA IF NOT EXISTS \(quoted)"), logger: logger)
      }
      if try await !exists("SELECT to_regclass('intents_schema_migration')::text") {
        try await connection.query(
          """
          CREATE TABLE intents_schema_migration (
            version integer PRIMARY KEY,
            name text NOT NULL,
            applied_at timestamptz NOT NULL DEFAULT now())
          """, logger: logger)
      }
      var applied: Set<Int> = []
      for try await version in try await connection.query(
        "SELECT version FROM intents_schema_migration", logger: logger
      ).decode(Int.self) {
        applied.insert(version)
      }
      for migration in all where !applied.contains(migration.version) {
        for statement in migration.statements {
          try await connection.query(statement, logger: logger)
        }
        try await migration.then?(connection, logger)
        try await connection.query(
          """
          INSERT INTO intents_schema_migration (version, name)
          VALUES (\(migration.version), \(migration.name))
          """, logger: logger)
        logger.info("IntentsPostgres: applied migration \(migration.version), \(migration.name)")
      }
    }
  }
}
