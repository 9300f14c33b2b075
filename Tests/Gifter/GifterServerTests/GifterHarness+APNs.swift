import Foundation
import PushTestSupport
import ServerKit
import ServerKitTestSupport

extension GifterHarness {
    /// A Gifter server that sends its pushes through a loopback APNs stand-in (HTTP/2 over TLS with a
    /// throwaway authority, provider tokens checked), both on `clock`.
    static func runWithAPNs(
        backend: DatabaseBackend, clock: ManualWallClock, environment: [String: String],
        _ body: @Sendable (GifterHarness, APNsStandIn) async throws -> Void
    ) async throws {
        let standIn = try await APNsStandIn.start(clock: clock)
        let authority = FileManager.default.temporaryDirectory.appendingPathComponent("apns-ca-\(UUID()).pem")
        defer { try? FileManager.default.removeItem(at: authority) }
        try standIn.certificates.authorityPEM.write(to: authority, atomically: true, encoding: .utf8)
        do {
            try await run(backend: backend, clock: clock, environment: [
                "GIFTER_APNS_KEY": standIn.key.pem, "GIFTER_APNS_KEY_ID": standIn.key.keyID, "GIFTER_APNS_TEAM_ID": standIn.key.teamID,
                "GIFTER_APNS_TOPIC": standIn.topic, "GIFTER_APNS_ENVIRONMENT": "development",
                "GREENHOUSE_APNS_URL": standIn.baseURL.absoluteString, "GREENHOUSE_APNS_CA_FILE": authority.path,
            ].merging(environment) { _, extra in extra }) { harness in try await body(harness, standIn) }
        } catch {
            try? await standIn.stop()
            throw error
        }
        try await standIn.stop()
    }
}
