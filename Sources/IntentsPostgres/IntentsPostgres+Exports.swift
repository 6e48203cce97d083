// The typed pushdown (`SQLColumn`, `SQLPropertyQuery`) that `postgresQuery(_:offset:)` writes,
// for an app that imports IntentsPostgres alone.
@_exported import IntentsSQL
