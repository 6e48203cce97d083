import AppIntents
import Foundation
import Logging
import PostgresNIO

extension PostgresLandmarkStorage {
  /// One version of the app's tables: applied once per database, in order, and recorded in
  /// `landmarks_schema_migration`. A released version is never changed.
  struct Migration: Sendable {
    var version: Int
    var name: String
    var apply: @Sendable (PostgresConnection, Logger) async throws -> Void
  }

  /// The key of the advisory lock migrating holds: "OIlm", as the SQLite file's application id.
  /// IntentsPostgres's own tables migrate under another key, so the two never wait for each
  /// other.
  static let lockKey: Int64 = 0x4F49_6C6D

  /// The tables of `SQLiteLandmarkStorage.migrator`, in PostgreSQL's types: `boolean`,
  /// `timestamptz`, `bytea`, and `text[]` for the tags. Text that is sorted uses the `"C"`
  /// collation — byte order, as SQLite's `BINARY` — whatever the database's locale.
  static let migrations: [Migration] = [
    Migration(version: 1, name: "landmarks and collections") { connection, logger in
      let statements: [PostgresQuery] = [
        """
        CREATE TABLE landmark (
          id bigint PRIMARY KEY,
          name text COLLATE "C" NOT NULL, name_folded text COLLATE "C" NOT NULL,
          kind text COLLATE "C" NOT NULL, kind_folded text COLLATE "C" NOT NULL,
          continent text COLLATE "C" NOT NULL, continent_folded text COLLATE "C" NOT NULL,
          country text COLLATE "C" NOT NULL, country_folded text COLLATE "C" NOT NULL,
          region text COLLATE "C", region_folded text COLLATE "C",
          summary text COLLATE "C" NOT NULL, summary_folded text COLLATE "C" NOT NULL,
          year bigint, height_meters double precision, area_square_km double precision,
          latitude double precision NOT NULL, longitude double precision NOT NULL,
          is_featured boolean NOT NULL DEFAULT false,
          tags text[] NOT NULL DEFAULT '{}', tags_folded text[] NOT NULL DEFAULT '{}')
        """,
        // `NULLS FIRST`, as a pushed-down Find sorts (IntentsSQL): read forwards when
        // ascending, backwards when descending. GIN for `contains` on the tags.
        """
        CREATE INDEX landmark_by_continent ON landmark (continent_folded, height_meters NULLS FIRST)
        """,
        "CREATE INDEX landmark_by_name ON landmark (name_folded NULLS FIRST)",
        "CREATE INDEX landmark_by_country ON landmark (country_folded NULLS FIRST)",
        "CREATE INDEX landmark_by_height ON landmark (height_meters NULLS FIRST)",
        "CREATE INDEX landmark_by_tag ON landmark USING gin (tags_folded)",
        """
        CREATE TABLE collection (
          id text COLLATE "C" PRIMARY KEY,
          name text COLLATE "C" NOT NULL,
          created_at timestamptz NOT NULL)
        """,
        // Names are unique ignoring the case of ASCII letters, as SQLite's `NOCASE`.
        PostgresQuery(
          unsafeSQL: "CREATE UNIQUE INDEX collection_by_name ON collection ("
            + PostgresLandmarkStorage.asciiLowercased("name") + ")"),
        // `position` orders members added at the same instant, as SQLite's rowid does.
        """
        CREATE TABLE collection_landmark (
          collection_id text COLLATE "C" NOT NULL REFERENCES collection(id) ON DELETE CASCADE,
          landmark_id bigint NOT NULL REFERENCES landmark(id) ON DELETE CASCADE,
          added_at timestamptz NOT NULL,
          position bigint GENERATED ALWAYS AS IDENTITY,
          PRIMARY KEY (collection_id, landmark_id))
        """,
        "CREATE INDEX collection_landmark_by_landmark ON collection_landmark (landmark_id)",
        """
        CREATE TABLE ticket_search (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          landmark_id bigint NOT NULL REFERENCES landmark(id) ON DELETE CASCADE,
          quantity bigint NOT NULL,
          searched_at timestamptz NOT NULL)
        """,
        "CREATE INDEX ticket_search_by_landmark ON ticket_search (landmark_id)",
      ]
      for statement in statements {
        try await connection.query(statement, logger: logger)
      }
    },
    Migration(version: 2, name: "bundled landmarks") { connection, logger in
      for landmark in try LandmarkDatabase.bundledLandmarks() {
        try await PostgresLandmarkStorage.insert(landmark, connection, logger)
      }
      let now = Date()
      for (id, name) in [("favorites", "Favorites"), ("bucket-list", "Bucket List")] {
        try await connection.query(
          "INSERT INTO collection (id, name, created_at) VALUES (\(id), \(name), \(now))",
          logger: logger)
      }
      try await connection.query(
        """
        INSERT INTO collection_landmark (collection_id, landmark_id, added_at)
        SELECT 'favorites', id, \(now) FROM landmark WHERE is_featured
        ORDER BY name_folded COLLATE "C" LIMIT 5
        """, logger: logger)
    },
    Migration(version: 3, name: "content version") { connection, logger in
      try await connection.query(
        "CREATE TABLE meta (key text COLLATE \"C\" PRIMARY KEY, value bigint NOT NULL)",
        logger: logger)
      try await connection.query(
        "INSERT INTO meta (key, value) VALUES ('content_version', 1)", logger: logger)
    },
    Migration(version: 4, name: "landmark photos") { connection, logger in
      try await connection.query(
        """
        CREATE TABLE landmark_photo (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          landmark_id bigint NOT NULL REFERENCES landmark(id) ON DELETE CASCADE,
          filename text NOT NULL,
          content_type text NOT NULL,
          width bigint NOT NULL, height bigint NOT NULL,
          bytes bytea NOT NULL,
          added_at timestamptz NOT NULL)
        """, logger: logger)
      try await connection.query(
        "CREATE INDEX landmark_photo_by_landmark ON landmark_photo (landmark_id)", logger: logger)
    },
  ]

  /// Brings the app's tables up to date in one transaction that first takes the advisory lock:
  /// hosts that start together on a new database migrate — and insert the bundled landmarks —
  /// once; the others wait, then find every version recorded. Returns whether this call
  /// inserted the bundled landmarks.
  static func migrate(_ client: PostgresClient, logger: Logger) async throws -> Bool {
    try await client.withTransaction(logger: logger) { connection in
      try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
      var exists = false
      for try await name in try await connection.query(
        "SELECT to_regclass('landmarks_schema_migration')::text", logger: logger
      ).decode(String?.self) {
        exists = name != nil
      }
      if !exists {
        try await connection.query(
          """
          CREATE TABLE landmarks_schema_migration (
            version integer PRIMARY KEY,
            name text NOT NULL,
            applied_at timestamptz NOT NULL DEFAULT now())
          """, logger: logger)
      }
      var applied: Set<Int> = []
      for try await version in try await connection.query(
        "SELECT version FROM landmarks_schema_migration", logger: logger
      ).decode(Int.self) {
        applied.insert(version)
      }
      var filled = false
      for migration in migrations where !applied.contains(migration.version) {
        try await migration.apply(connection, logger)
        try await connection.query(
          """
          INSERT INTO landmarks_schema_migration (version, name)
          VALUES (\(migration.version), \(migration.name))
          """, logger: logger)
        if migration.version == 2 { filled = true }
        logger.info("Landmarks: applied migration \(migration.version), \(migration.name)")
      }
      return filled
    }
  }

  /// Adds a landmark, or replaces the one with its identifier — deleting it first, so that what
  /// referred to it goes too, as SQLite's `INSERT OR REPLACE` does — with the folded twins of
  /// its text columns.
  static func insert(
    _ landmark: Landmark, _ connection: PostgresConnection, _ logger: Logger
  ) async throws {
    func folded(_ text: String) -> String { FoldedString(text).folded }
    try await connection.query("DELETE FROM landmark WHERE id = \(landmark.id)", logger: logger)
    try await connection.query(
      """
      INSERT INTO landmark (
        id, name, name_folded, kind, kind_folded, continent, continent_folded,
        country, country_folded, region, region_folded, summary, summary_folded,
        year, height_meters, area_square_km, latitude, longitude, is_featured, tags, tags_folded)
      VALUES (
        \(landmark.id), \(landmark.name), \(folded(landmark.name)), \(landmark.kind),
        \(folded(landmark.kind)), \(landmark.continent), \(folded(landmark.continent)),
        \(landmark.country), \(folded(landmark.country)), \(landmark.region),
        \(landmark.region.map(folded)), \(landmark.summary), \(folded(landmark.summary)),
        \(landmark.year), \(landmark.heightMeters), \(landmark.areaSquareKm),
        \(landmark.latitude), \(landmark.longitude), \(landmark.isFeatured), \(landmark.tags),
        \(landmark.tags.map(folded)))
      """, logger: logger)
  }

  /// A text expression with ASCII letters lower-cased and nothing else changed: what SQLite's
  /// `NOCASE` collation compares.
  static func asciiLowercased(_ expression: String) -> String {
    "translate(\(expression), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"
  }

  /// Records a change to the landmarks or collections, in the transaction that makes it.
  static func bumpContentVersion(_ connection: PostgresConnection, _ logger: Logger) async throws {
    try await connection.query(
      "UPDATE meta SET value = value + 1 WHERE key = 'content_version'", logger: logger)
  }
}
