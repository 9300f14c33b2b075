import ClientKit
import CalyxAPI
import Foundation
import Observation

/// The username step after a first sign-in: the rules checked as the person types, then the server
/// asked (after a short pause) whether the name is free, and the name claimed on Continue.
@MainActor @Observable
public final class UsernameModel {
    public enum Status: Equatable, Sendable {
        case empty
        /// Breaks a rule; the message says which.
        case invalid(String)
        case checking
        case available
        /// Taken or reserved, in the server's words.
        case unavailable(String)
        /// The check could not reach the server; Continue will still try.
        case unknown
    }

    public static let debounce = Duration.milliseconds(300)

    public private(set) var text = ""
    public private(set) var status = Status.empty
    public private(set) var isSubmitting = false
    public private(set) var failure: String?
    /// Set once the name is claimed: the app goes on to Home.
    public private(set) var account: Components.Schemas.Account?

    private let api: any APIProtocol
    private let sleep: @Sendable (Duration) async throws -> Void
    private var checking: Task<Void, Never>?

    public init(client: CalyxClient, suggestion: String? = nil, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0, tolerance: .zero) }) {
        api = client.api
        self.sleep = sleep
        if let suggestion { type(Self.suggestedUsername(from: suggestion)) }
    }

    public var canSubmit: Bool {
        !isSubmitting && (status == .available || status == .unknown || status == .checking)
    }

    /// The rules of §3.1, in the order a person fixes them.
    nonisolated public static func problem(with name: String) -> String? {
        if name.count < 3 { return "At least 3 characters." }
        if name.count > 20 { return "At most 20 characters." }
        if name.contains(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }) {
            return "Only letters, numbers and underscores."
        }
        if !name.contains(where: \.isLetter) { return "Include at least one letter." }
        return nil
    }

    /// A first guess from the display name: "Ada Lovelace" → "ada_lovelace", trimmed to the rules.
    public static func suggestedUsername(from displayName: String) -> String {
        let folded = displayName.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        let words = folded.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return String(words.joined(separator: "_").prefix(20))
    }

    public func type(_ name: String) {
        text = name
        failure = nil
        checking?.cancel()
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { status = .empty; return }
        if let problem = Self.problem(with: trimmed) { status = .invalid(problem); return }
        status = .checking
        checking = Task { [api, sleep] in
            do {
                try await sleep(Self.debounce)
                let answer = try await api.checkUsername(query: .init(username: trimmed)).ok.body.json
                guard !Task.isCancelled, trimmed == self.text.trimmingCharacters(in: .whitespaces) else { return }
                self.status = answer.available ? .available : .unavailable(answer.message ?? "That username is taken.")
            } catch {
                guard !Task.isCancelled else { return }
                self.status = .unknown
            }
        }
    }

    public func submit() async {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard canSubmit, Self.problem(with: name) == nil else { return }
        isSubmitting = true
        defer { isSubmitting = false }
        do {
            switch try await api.setUsername(body: .json(.init(username: name))) {
            case .ok(let ok):
                account = try ok.body.json
            case .default(let status, let response):
                let problem = try? response.body.applicationProblemJson
                let message = problem?.errors?.first?.detail ?? problem?.detail ?? "That username can't be used."
                self.status = .unavailable(status == 409 ? "That username is taken." : message)
            }
        } catch {
            failure = LoadFailure(error).message
        }
    }
}
