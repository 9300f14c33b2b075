import Foundation
import NIOConcurrencyHelpers
import NIOCore
import ServerKit

/// What the stand-in knows and has seen, shared by every connection's streams; `answer` is APNs's
/// request handling, minus the network.
final class APNsStandInState: Sendable {
    struct Incoming: Sendable {
        let alpn: String?
        let method: String
        let scheme: String
        let authority: String
        let path: String
        let headers: [String: String]
        let body: Data
    }

    struct Answer: Sendable {
        let status: Int
        let apnsID: String?
        let body: Data?
    }

    private struct Script {
        var replies: [APNsScriptedReply]
        var then: APNsScriptedReply
    }

    private struct Recorded {
        var requests: [RecordedAPNsRequest] = []
        var scripts: [String: Script] = [:]
        var refusedConnections = 0
        var acceptedConnections = 0
        var connections: [any Channel] = []
    }

    static let maximumPayloadBytes = 4096
    static let pushTypes: Set<String> = [
        "alert", "background", "location", "voip", "complication", "fileprovider", "mdm", "liveactivity", "pushtotalk", "widgets",
    ]

    let topic: String
    let tokenCheck: ProviderTokenCheck
    let clock: any WallClock
    private let recorded = NIOLockedValueBox(Recorded())

    init(topic: String, tokenCheck: ProviderTokenCheck, clock: any WallClock) {
        self.topic = topic
        self.tokenCheck = tokenCheck
        self.clock = clock
    }

    var requests: [RecordedAPNsRequest] { recorded.withLockedValue { $0.requests } }
    var refusedConnections: Int { recorded.withLockedValue { $0.refusedConnections } }
    var acceptedConnections: Int { recorded.withLockedValue { $0.acceptedConnections } }

    func script(_ token: String, _ replies: [APNsScriptedReply], then: APNsScriptedReply) {
        recorded.withLockedValue { $0.scripts[token.lowercased()] = Script(replies: replies, then: then) }
    }

    func refuseConnection() {
        recorded.withLockedValue { $0.refusedConnections += 1 }
    }

    func track(_ connection: any Channel) {
        recorded.withLockedValue {
            $0.connections.append(connection)
            $0.acceptedConnections += 1
        }
    }

    func takeConnections() -> [any Channel] {
        recorded.withLockedValue { state in
            defer { state.connections = [] }
            return state.connections
        }
    }

    /// Checks the request in APNs's order (route, token, credentials, headers, payload), then answers
    /// with the device token's script; records both.
    func answer(_ request: Incoming) -> Answer {
        let (status, reason, timestamp) = verdict(request)
        let apnsID = request.headers["apns-id"] ?? UUID().uuidString.lowercased()
        var body: Data?
        if let reason {
            var object: [String: Any] = ["reason": reason]
            if let timestamp { object["timestamp"] = timestamp }
            body = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        }
        recorded.withLockedValue {
            $0.requests.append(RecordedAPNsRequest(
                protocolVersion: "HTTP/2", alpn: request.alpn, method: request.method, scheme: request.scheme,
                authority: request.authority, path: request.path, headers: request.headers, body: request.body,
                status: status, reason: reason
            ))
        }
        return Answer(status: status, apnsID: apnsID, body: body)
    }

    private func verdict(_ request: Incoming) -> (status: Int, reason: String?, timestamp: Int64?) {
        guard request.method == "POST" else { return (405, "MethodNotAllowed", nil) }
        guard request.path.hasPrefix("/3/device/") else { return (404, "BadPath", nil) }
        let token = String(request.path.dropFirst("/3/device/".count))
        guard (64...200).contains(token.utf8.count), token.utf8.allSatisfy({ $0.isHexDigit }) else { return (400, "BadDeviceToken", nil) }
        if let failure = tokenCheck.failure(authorization: request.headers["authorization"]) { return (403, failure, nil) }
        guard let topic = request.headers["apns-topic"] else { return (400, "MissingTopic", nil) }
        // Every token this stand-in knows was issued to its one app.
        guard topic == self.topic else { return (400, "DeviceTokenNotForTopic", nil) }
        guard let pushType = request.headers["apns-push-type"], Self.pushTypes.contains(pushType) else { return (400, "InvalidPushType", nil) }
        if let priority = request.headers["apns-priority"] {
            guard ["10", "5", "1"].contains(priority) else { return (400, "BadPriority", nil) }
            // Apple: priority 10 is an error for a background notification.
            if pushType == "background" && priority == "10" { return (400, "BadPriority", nil) }
        }
        if let expiration = request.headers["apns-expiration"], Int64(expiration) == nil { return (400, "BadExpirationDate", nil) }
        if let id = request.headers["apns-id"], !Self.isCanonicalUUID(id) { return (400, "BadMessageId", nil) }
        if let collapseID = request.headers["apns-collapse-id"], collapseID.utf8.count > 64 { return (400, "BadCollapseId", nil) }
        guard !request.body.isEmpty else { return (400, "PayloadEmpty", nil) }
        guard request.body.count <= Self.maximumPayloadBytes else { return (413, "PayloadTooLarge", nil) }
        switch nextReply(for: token.lowercased()) {
        case .accept: return (200, nil, nil)
        case .unregistered: return (410, "Unregistered", Int64((clock.now().timeIntervalSince1970 * 1000).rounded(.down)))
        case .error(let status, let reason): return (status, reason, nil)
        }
    }

    private func nextReply(for token: String) -> APNsScriptedReply {
        recorded.withLockedValue { state in
            guard var script = state.scripts[token] else { return .accept }
            guard !script.replies.isEmpty else { return script.then }
            let reply = script.replies.removeFirst()
            state.scripts[token] = script
            return reply
        }
    }

    /// 8-4-4-4-12 hexadecimal digits, as APNs requires of `apns-id`.
    static func isCanonicalUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.utf8.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.utf8.allSatisfy { $0.isHexDigit } }
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}
