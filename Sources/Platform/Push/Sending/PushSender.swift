import Foundation
import Logging
import ServerKit

/// Sends a notification to every device of a person, removes the tokens APNs calls dead, and logs
/// what failed. It never throws: run it from a job or background task, off the request that caused it.
public struct PushSender: Sendable {
    public let client: APNsClient
    public let devices: PushDevices
    private let logger: Logger

    /// Devices of one person sent to at once (they share one HTTP/2 connection).
    static let concurrentSends = 8

    public init(client: APNsClient, devices: PushDevices, logger: Logger) {
        self.client = client
        self.devices = devices
        self.logger = logger
    }

    /// Sends `notification` to `account`'s devices of the client's environment (tokens of the other
    /// environment are neither sent to nor removed: another deployment serves them).
    @discardableResult
    public func send(_ notification: PushNotification, to account: UUID) async -> PushReport {
        var logger = logger
        logger[metadataKey: "account"] = "\(account)"
        let payload: Data
        do {
            payload = try notification.payload()
        } catch {
            logger.error("push notification not sent", metadata: ["error": "\(error)"])
            return PushReport(problem: error.description)
        }
        let tokens: [DeviceToken]
        do {
            tokens = try await devices.tokens(for: account, environment: client.configuration.environment)
        } catch {
            logger.error("push devices could not be read", metadata: ["error": "\(String(reflecting: error))"])
            return PushReport(problem: "devices could not be read: \(error)")
        }
        var report = PushReport()
        await withTaskGroup(of: (DeviceToken, PushOutcome).self) { group in
            var pending = tokens[...]
            func startNext() {
                guard let token = pending.popFirst() else { return }
                group.addTask { (token, await client.send(notification, payload: payload, to: token)) }
            }
            for _ in 0..<Self.concurrentSends { startNext() }
            while let (token, outcome) = await group.next() {
                startNext()
                report.outcomes[token] = outcome
                if await handle(outcome, of: token, logger: logger) { report.deletedTokens.insert(token) }
            }
        }
        return report
    }

    /// Logs `outcome` and removes a dead token; true when the token was removed.
    private func handle(_ outcome: PushOutcome, of token: DeviceToken, logger: Logger) async -> Bool {
        var logger = logger
        logger[metadataKey: "device"] = "\(token.redacted)"
        switch outcome {
        case .delivered(let apnsID):
            logger.debug("push delivered", metadata: ["apns-id": "\(apnsID)"])
        case .deadToken(let reason, let since):
            do {
                let deleted = try await devices.delete(token, unregisteredAt: since)
                logger.info("push token removed", metadata: ["reason": "\(reason)", "deleted": "\(deleted)"])
                return deleted
            } catch {
                logger.error("dead push token could not be removed", metadata: ["reason": "\(reason)", "error": "\(String(reflecting: error))"])
            }
        case .rejected(let status, let reason):
            // Our request was wrong (topic, header, credentials): every send will fail the same way.
            logger.error("push rejected by APNs", metadata: ["status": "\(status)", "reason": "\(reason)"])
        case .failed(let status, let reason, let attempts):
            logger.warning("push failed", metadata: [
                "status": "\(status.map(String.init) ?? "none")", "reason": "\(reason)", "attempts": "\(attempts)",
            ])
        }
        return false
    }
}
