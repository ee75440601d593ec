/// One append-only schema step, shipped inside the binary (see `EmbeddedMigrations`).
struct Migration: Sendable, Equatable {
    /// The `NNNN` of `Migrations/NNNN_name.sql`; strictly increasing.
    let version: Int
    /// The `name` of `Migrations/NNNN_name.sql`.
    let name: String
    /// The file's text, run as one transaction together with its `schema_migrations` row.
    let sql: String
}
