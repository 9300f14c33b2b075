/// Why an app's database cannot be brought up to date. Each message says what to do about it.
public enum MigrationError: Error, CustomStringConvertible {
    /// The app lists two migrations with one name: a programming error caught before touching the database.
    case duplicateName(app: String, name: String)
    /// The database was migrated by a newer build: it records migrations this build does not know.
    case unknownMigrations(app: String, names: [String])
    /// The recorded history and this build's list disagree at a position (a migration was renamed or reordered).
    case historyMismatch(app: String, position: Int, recorded: String, expected: String)
    /// A migration threw; its transaction was rolled back and nothing of it remains.
    case failed(app: String, name: String, underlying: any Error)

    public var description: String {
        switch self {
        case .duplicateName(let app, let name):
            "\(app): two migrations are named '\(name)'; migration names must be unique"
        case .unknownMigrations(let app, let names):
            "\(app): the database has migrations this build does not know (\(names.joined(separator: ", "))); "
                + "it was migrated by a newer greenhouse. Refusing to run: deploy that build or restore a backup."
        case .historyMismatch(let app, let position, let recorded, let expected):
            "\(app): migration #\(position) is recorded as '\(recorded)' but this build calls it '\(expected)'; "
                + "shipped migrations must never be renamed or reordered"
        case .failed(let app, let name, let underlying):
            "\(app): migration '\(name)' failed and was rolled back: \(String(reflecting: underlying))"
        }
    }
}
