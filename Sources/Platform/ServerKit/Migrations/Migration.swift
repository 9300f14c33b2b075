import SQLKit

/// One named step of an app's schema history.
///
/// Migrations run in the order an app lists them, each in its own transaction, and their names are
/// recorded in the database. Never rename, reorder or edit a migration that has shipped: append one.
public protocol Migration: Sendable {
    /// Unique within the app, conventionally `NNNN_what_it_does`.
    var name: String { get }

    /// Applies the change. `backend` is there for the statements whose dialects differ.
    func apply(to database: any SQLDatabase, backend: DatabaseBackend) async throws
}
