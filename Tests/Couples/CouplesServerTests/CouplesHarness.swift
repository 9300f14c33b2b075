import CouplesAPI
import CouplesServer
import Crypto
import Foundation
import HTTPTypes
import HummingbirdTesting
import IdentityTestSupport
import Logging
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import SQLKit

/// A real Couples server on loopback, driven through the generated client as the app drives it, on a
/// manual wall clock so tests can live through days, time zones and daylight saving.
struct CouplesHarness: Sendable {
    let server: TestServer
    let raw: TestClient
    let providers: FakeIdentityProviders
    let clock: ManualWallClock
    /// Time for rate limits.
    let monotonic: ManualClock

    var baseURL: URL { URL(string: "http://127.0.0.1:\(server.port)/couples/v1")! }

    func client(token: String? = nil) -> Client {
        Client(serverURL: baseURL, transport: LoopbackHTTP.transport(), middlewares: token.map { [BearerHeader(token: $0)] } ?? [])
    }

    /// 2026-11-24 12:00 UTC unless a test says otherwise.
    static let noonUTC = Date(timeIntervalSince1970: 1_795_521_600)

    static func run<R: Sendable>(
        backend: DatabaseBackend = .sqlite,
        start: Date = noonUTC,
        clock: ManualWallClock? = nil,
        environment: [String: String] = [:],
        logger: Logger = .quiet,
        _ body: @Sendable (CouplesHarness) async throws -> R
    ) async throws -> R {
        let clock = clock ?? ManualWallClock(start)
        let monotonic = ManualClock()
        return try await FakeIdentityProviders.run { providers in
            try await TestServer.run(apps: [CouplesApp()], backend: backend, logger: logger, clock: monotonic, wallClock: clock, configure: { configuration in
                configuration.environment = providers.environment(app: "couples").merging(environment) { _, extra in extra }
                configuration.devAuthRequested = true
            }) { raw, server in
                try await body(CouplesHarness(server: server, raw: raw, providers: providers, clock: clock, monotonic: monotonic))
            }
        }
    }

    /// A person signed in with dev sign-in, with their device key.
    struct Person: Sendable {
        let name: String
        let token: String
        let id: String
        let key: Curve25519.KeyAgreement.PrivateKey

        var publicKey: String { key.publicKey.rawRepresentation.base64EncodedString() }
    }

    func person(_ name: String, timeZone: String? = nil) async throws -> Person {
        let session = try await client().devSignIn(body: .json(.init(name: name))).ok.body.json
        let person = Person(name: name, token: session.accessToken, id: session.person.id, key: .init())
        if let timeZone { try await setZone(person, timeZone) }
        return person
    }

    /// `person` signed in again (dev sign-in knows them by name): access tokens last 24 hours, and
    /// tests live through days.
    func again(_ person: Person) async throws -> Person {
        let session = try await client().devSignIn(body: .json(.init(name: person.name))).ok.body.json
        precondition(session.person.id == person.id)
        return Person(name: person.name, token: session.accessToken, id: person.id, key: person.key)
    }

    /// Moves the clock on and signs both partners in again.
    func advance(_ couple: Couple, hours: Double) async throws -> Couple {
        clock.advance(by: hours * 3600)
        return Couple(a: try await again(couple.a), b: try await again(couple.b), pairID: couple.pairID)
    }

    func setZone(_ person: Person, _ zone: String) async throws {
        _ = try await client(token: person.token).updateSettings(body: .json(.init(timeZone: zone))).ok
    }

    /// Two people paired by code: `a` invites, `b` joins.
    func pair(_ a: String = "Ada", _ b: String = "Ben", zones: (String, String)? = nil) async throws -> Couple {
        let first = try await person(a, timeZone: zones?.0)
        let second = try await person(b, timeZone: zones?.1)
        let invite = try await client(token: first.token).createInvite(body: .json(.init(publicKey: first.publicKey))).created.body.json
        let pair = try await client(token: second.token).joinPair(body: .json(.init(code: invite.code, publicKey: second.publicKey))).created.body.json
        return Couple(a: first, b: second, pairID: pair.id)
    }

    struct Couple: Sendable {
        let a: Person
        let b: Person
        let pairID: String

        /// The pair key as both apps derive it.
        var pairKey: SymmetricKey {
            let secret = try! a.key.sharedSecretFromKeyAgreement(with: b.key.publicKey)
            return secret.hkdfDerivedSymmetricKey(
                using: SHA256.self, salt: Data(pairID.lowercased().utf8), sharedInfo: Data("greenhouse.couples/pair-key/v1".utf8), outputByteCount: 32
            )
        }

        /// An answer sealed as the app seals it: framed, padded to 256 bytes, the day and author bound in.
        func seal(_ text: String, by author: Person, day: String) throws -> String {
            let utf8 = Array(text.utf8)
            var framed = [UInt8(utf8.count >> 8), UInt8(utf8.count & 0xFF)] + utf8
            framed += Array(repeating: 0, count: (256 - framed.count % 256) % 256)
            let box = try ChaChaPoly.seal(framed, using: pairKey, authenticating: Data("couples/v1|answer|\(pairID)|\(day)|\(author.id)".utf8))
            return box.combined.base64EncodedString()
        }

        func open(_ box: String, by author: Person, day: String) throws -> String {
            let sealed = try ChaChaPoly.SealedBox(combined: Data(base64Encoded: box)!)
            let framed = try ChaChaPoly.open(sealed, using: pairKey, authenticating: Data("couples/v1|answer|\(pairID)|\(day)|\(author.id)".utf8))
            let count = Int(framed[0]) << 8 | Int(framed[1])
            return String(decoding: framed.dropFirst(2).prefix(count), as: UTF8.self)
        }

        /// A photo envelope whose parts are sealed bytes (the content is irrelevant to the server).
        func envelope(_ photo: String, by author: Person, day: String) throws -> [UInt8] {
            func seal(_ bytes: [UInt8], _ kind: String) throws -> [UInt8] {
                [UInt8](try ChaChaPoly.seal(bytes, using: pairKey, authenticating: Data("couples/v1|\(kind)|\(pairID)|\(day)|\(author.id)".utf8)).combined)
            }
            return PhotoEnvelope(thumbnail: try seal(Array("thumb of \(photo)".utf8), "thumbnail"), photo: try seal(Array(photo.utf8), "photo")).bytes
        }
    }

    /// Answers and sends a photo for `person` on today.
    func doPart(_ couple: Couple, _ person: Person, answer: String = "A quiet walk by the river.") async throws {
        let today = try await client(token: person.token).getToday().ok.body.json
        _ = try await client(token: person.token).putAnswer(
            path: .init(day: today.date), body: .json(.init(answer: try couple.seal(answer, by: person, day: today.date)))
        ).ok
        _ = try await client(token: person.token).sendPhoto(
            path: .init(day: today.date), query: .init(uploadId: UUID().uuidString),
            body: .binary(HTTPBody(try couple.envelope("photo \(UUID())", by: person, day: today.date)))
        ).ok
    }

    /// Both partners do their part today.
    func completeToday(_ couple: Couple) async throws {
        try await doPart(couple, couple.a)
        try await doPart(couple, couple.b)
    }

    func withDatabase<R: Sendable>(_ body: (Database) async throws -> R) async throws -> R {
        let location = try server.isolation.configuration().databaseLocation(forApp: "couples")
        return try await Database(location, logger: .quiet).withRunning(body)
    }
}

extension Components.Responses.Problem {
    var problem: Components.Schemas.Problem? { try? body.applicationProblemJson }
}

/// What an operation's undocumented (`default`) answer said: its status, problem type and first field.
struct Failure: Equatable {
    let status: Int
    let type: String?
    let field: String?
}

/// The failure an operation answered with; nil when it answered with one of its documented successes.
func failure(_ output: Any) -> Failure? {
    guard let child = Mirror(reflecting: output).children.first, child.label == "default" else { return nil }
    let values = Mirror(reflecting: child.value).children.map(\.value)
    guard let status = values.first as? Int else { return nil }
    let problem = (values.last as? Components.Responses.Problem)?.problem
    return Failure(status: status, type: problem?._type, field: problem?.errors?.first?.field)
}
