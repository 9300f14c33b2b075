import Foundation
import ServerKit
import SQLKit

/// The devices each person receives notifications on: one row per APNs token (table `push_devices`,
/// see `PushMigrations`). A token belongs to one account at a time: signing in as someone else on the
/// same phone moves it.
public struct PushDevices: Sendable {
    let database: Database
    let clock: any WallClock

    public init(database: Database, clock: any WallClock = SystemWallClock()) {
        self.database = database
        self.clock = clock
    }

    /// Records that `token` (of `environment`) now notifies `account`; registering again refreshes it,
    /// and a token registered by another account moves here.
    public func register(_ token: DeviceToken, account: UUID, environment: APNsEnvironment) async throws {
        let now = TimestampKey.micros(of: clock.now())
        // A token that changes hands counts as registered anew; re-registering keeps its first date.
        try await database.sql.raw("""
            INSERT INTO push_devices (token, account_id, environment, created_us, updated_us)
            VALUES (\(bind: token.hex), \(bind: account), \(bind: environment.rawValue), \(bind: now), \(bind: now))
            ON CONFLICT (token) DO UPDATE SET
                created_us = CASE WHEN push_devices.account_id = excluded.account_id THEN push_devices.created_us ELSE excluded.created_us END,
                account_id = excluded.account_id,
                environment = excluded.environment,
                updated_us = excluded.updated_us
            """).run()
    }

    /// Stops notifying `account` on `token` (signing out); false when the token is not that account's.
    @discardableResult
    public func unregister(_ token: DeviceToken, account: UUID) async throws -> Bool {
        try await database.sql.raw("""
            DELETE FROM push_devices WHERE token = \(bind: token.hex) AND account_id = \(bind: account) RETURNING token
            """).all().count > 0
    }

    /// `account`'s tokens, most recently registered first; only `environment`'s when given.
    public func tokens(for account: UUID, environment: APNsEnvironment? = nil) async throws -> [DeviceToken] {
        let rows: [any SQLRow]
        if let environment {
            rows = try await database.sql.raw("""
                SELECT token FROM push_devices WHERE account_id = \(bind: account) AND environment = \(bind: environment.rawValue)
                ORDER BY updated_us DESC, token
                """).all()
        } else {
            rows = try await database.sql.raw("""
                SELECT token FROM push_devices WHERE account_id = \(bind: account) ORDER BY updated_us DESC, token
                """).all()
        }
        return try rows.map { DeviceToken(validated: try $0.decode(column: "token", as: String.self)) }
    }

    /// Forgets a token APNs called dead. With `unregisteredAt` (APNs's timestamp), a token registered
    /// again after that moment is kept: the app reinstalled and the token is live once more.
    @discardableResult
    public func delete(_ token: DeviceToken, unregisteredAt: Date? = nil) async throws -> Bool {
        let rows: [any SQLRow]
        if let unregisteredAt {
            rows = try await database.sql.raw("""
                DELETE FROM push_devices WHERE token = \(bind: token.hex) AND updated_us <= \(bind: TimestampKey.micros(of: unregisteredAt))
                RETURNING token
                """).all()
        } else {
            rows = try await database.sql.raw("DELETE FROM push_devices WHERE token = \(bind: token.hex) RETURNING token").all()
        }
        return !rows.isEmpty
    }

    /// Forgets every device of `account`, inside the caller's transaction (deleting the account): its
    /// phones stop hearing from an account that no longer exists. A static member because the account's
    /// removal runs on the transaction's connection, not the pool.
    public static func forgetAll(of account: UUID, on db: any SQLDatabase) async throws {
        try await db.raw("DELETE FROM push_devices WHERE account_id = \(bind: account)").run()
    }
}
