import AppStore
import Foundation
import HTTPTypes
import ServerKit
import SQLKit

/// Flowers bought in the App Store: a verified purchase unlocks its species for the buyer's pair (and
/// for any later pair of theirs); a refund takes the unlock back, never a flower already grown.
struct PurchaseLedger: Sendable {
    let database: Database
    let wallClock: any WallClock
    let planting: Planting
    /// Nil when the server has no App Store configuration: it takes no purchases.
    let verifier: AppStoreSignedDataVerifier?

    /// Verifies `jws` (StoreKit 2's `jwsRepresentation`) and unlocks its flower for `buyer`'s pair.
    func redeem(_ jws: String, by buyer: UUID) async throws -> FlowerSpecies {
        let transaction = try await verify(field: "signedTransaction") { (verifier) async throws(AppStoreVerificationError) in try await verifier.verifyTransaction(jws) }
        guard transaction.type == .nonConsumable, let species = species(forProduct: transaction.productID) else {
            throw invalid("signedTransaction", "product \(transaction.productID) is not a flower of this app")
        }
        if let token = transaction.appAccountToken, token != buyer {
            throw invalid("signedTransaction", "was bought by another account")
        }
        let now = TimestampKey.micros(of: wallClock.now())
        // Refusals below are returned, not thrown, so the purchase row (and a revocation learnt from
        // the transaction itself) still commits.
        let outcome: Result<FlowerSpecies, Problem> = try await database.transaction { db in
            try await db.raw("""
                INSERT INTO purchases (original_transaction_id, account_id, product_id, species, environment, purchased_us, revoked_us)
                VALUES (\(bind: transaction.originalTransactionID), \(bind: buyer), \(bind: transaction.productID), \(bind: species.id),
                        \(bind: transaction.environment.rawValue), \(bind: TimestampKey.micros(of: transaction.purchaseDate)),
                        \(bind: transaction.revocationDate.map(TimestampKey.micros(of:))))
                ON CONFLICT (original_transaction_id) DO UPDATE SET
                    account_id = COALESCE(purchases.account_id, excluded.account_id),
                    revoked_us = COALESCE(purchases.revoked_us, excluded.revoked_us)
                """).run()
            let row = try await db.raw("""
                SELECT account_id, revoked_us FROM purchases WHERE original_transaction_id = \(bind: transaction.originalTransactionID)
                """).first(decoding: PurchaseRow.self)
            guard let row, row.account_id == buyer else {
                return .failure(invalid("signedTransaction", "was redeemed by another account"))
            }
            guard row.revoked_us == nil else {
                // Refunded (the notification, or this transaction signed with its revocation date, says
                // so): its unlock goes, even if Apple's notification never reached this server.
                try await takeBackUnlocks(of: transaction.originalTransactionID, species: species, db)
                return .failure(.conflict("transaction-revoked", title: "Purchase refunded",
                                          detail: "This purchase was refunded or revoked.", field: "signedTransaction"))
            }
            guard let pair = try await PairMembership.pairID(of: buyer, db), try await RowLocks.pair(pair, db) else {
                // Kept for the buyer's next pair (see `Planting.unlockPurchases`).
                return .failure(.notPaired())
            }
            try await planting.unlock(species.id, pair: pair, source: "purchase", transaction: transaction.originalTransactionID, now: now, db)
            return .success(species)
        }
        return try outcome.get()
    }

    /// Handles an App Store Server Notification once: a refund or revocation takes its unlock back, a
    /// reversed refund gives it back. A notification seen before is acknowledged and ignored. Recording
    /// it and acting on it commit together, so one that fails halfway is acted on when Apple resends it.
    func receive(_ signedPayload: String) async throws {
        let notification = try await verify(field: "signedPayload") { (verifier) async throws(AppStoreVerificationError) in try await verifier.verifyNotification(signedPayload: signedPayload) }
        let now = TimestampKey.micros(of: wallClock.now())
        try await database.transaction { db in
            let fresh = try await db.raw("""
                INSERT INTO store_notifications (uuid, kind, received_us)
                VALUES (\(bind: notification.notificationUUID.apiString), \(bind: notification.notificationType.rawValue), \(bind: now))
                ON CONFLICT (uuid) DO NOTHING RETURNING uuid
                """).all().count == 1
            guard fresh, let transaction = notification.data?.transaction, let species = species(forProduct: transaction.productID) else { return }
            switch notification.notificationType {
            case .refund, .revoke:
                try await revoke(transaction, species: species, at: transaction.revocationDate.map(TimestampKey.micros(of:)) ?? now, db)
            case .refundReversed:
                try await reinstate(transaction, now: now, db)
            default:
                break
            }
        }
    }

    private func revoke(_ transaction: VerifiedTransaction, species: FlowerSpecies, at revoked: Int64, _ db: any SQLDatabase) async throws {
        // A refund of a purchase never redeemed here is remembered, so redeeming it later is refused.
        try await db.raw("""
            INSERT INTO purchases (original_transaction_id, account_id, product_id, species, environment, purchased_us, revoked_us)
            VALUES (\(bind: transaction.originalTransactionID), NULL, \(bind: transaction.productID), \(bind: species.id),
                    \(bind: transaction.environment.rawValue), \(bind: TimestampKey.micros(of: transaction.purchaseDate)), \(bind: revoked))
            ON CONFLICT (original_transaction_id) DO UPDATE SET revoked_us = excluded.revoked_us
            """).run()
        try await takeBackUnlocks(of: transaction.originalTransactionID, species: species, db)
    }

    private func takeBackUnlocks(of originalTransactionID: String, species: FlowerSpecies, _ db: any SQLDatabase) async throws {
        let pairs = try await db.raw("""
            DELETE FROM unlocks WHERE source = 'purchase' AND transaction_id = \(bind: originalTransactionID) RETURNING pair_id
            """).all(decoding: PairRow.self)
        for pair in pairs {
            // The flower growing now stays; only a choice of the next one that is no longer unlocked goes.
            try await db.raw("UPDATE pairs SET next_species = NULL WHERE id = \(bind: pair.pair_id) AND next_species = \(bind: species.id)").run()
        }
    }

    private func reinstate(_ transaction: VerifiedTransaction, now: Int64, _ db: any SQLDatabase) async throws {
        let owners = try await db.raw("""
            UPDATE purchases SET revoked_us = NULL WHERE original_transaction_id = \(bind: transaction.originalTransactionID)
            RETURNING account_id
            """).all(decoding: OwnerRow.self)
        for owner in owners {
            guard let account = owner.account_id, let pair = try await PairMembership.pairID(of: account, db) else { continue }
            try await planting.unlockPurchases(of: [account], pair: pair, now: now, db)
        }
    }

    private func species(forProduct product: String) -> FlowerSpecies? {
        planting.catalog.all.first { $0.unlock == .purchase(productID: product) }
    }

    private func verify<T: Sendable>(field: String, _ check: (AppStoreSignedDataVerifier) async throws(AppStoreVerificationError) -> T) async throws -> T {
        guard let verifier else {
            throw Problem(status: .serviceUnavailable, slug: "store-unavailable", title: "Store unavailable",
                          detail: "This server takes no App Store purchases.")
        }
        do { return try await check(verifier) } catch { throw invalid(field, error.description) }
    }

    private func invalid(_ field: String, _ detail: String) -> Problem {
        Problem(status: .unprocessableContent, slug: "invalid-transaction", title: "Invalid transaction",
                detail: "The App Store data was refused: \(detail).", errors: [.init(field: field, detail: detail)])
    }

    private struct PurchaseRow: Decodable {
        let account_id: UUID?
        let revoked_us: Int64?
    }

    private struct PairRow: Decodable { let pair_id: UUID }
    private struct OwnerRow: Decodable { let account_id: UUID? }
}
