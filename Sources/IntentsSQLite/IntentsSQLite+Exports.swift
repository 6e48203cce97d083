// `SQLColumn` and the typed pushdown moved to IntentsSQL, which both storage adapters write;
// an app that imports IntentsSQLite alone keeps seeing them, as before the move.
@_exported import IntentsSQL
