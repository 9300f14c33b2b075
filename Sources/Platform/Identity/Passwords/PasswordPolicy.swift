import Foundation

/// What makes a password acceptable (NIST SP 800-63B §3.1.1.2): long enough, not known to attackers,
/// not derived from the email, not a trivial pattern. No composition rules: they do not help.
public struct PasswordPolicy: Sendable {
    public static let minimumLength = 8
    /// bcrypt reads only the first 72 bytes; longer passwords would be silently truncated.
    public static let maximumBytes = 72

    public init() {}

    public enum Rejection: Error, Sendable, Equatable {
        case tooShort, tooLong, common, containsEmail, trivialPattern

        public var message: String {
            switch self {
            case .tooShort: "Use at least \(PasswordPolicy.minimumLength) characters."
            case .tooLong: "Use at most \(PasswordPolicy.maximumBytes) bytes (72 plain letters, fewer accented ones or emoji)."
            case .common: "That password is one of the most common; choose one nobody would guess."
            case .containsEmail: "Do not use your email address in your password."
            case .trivialPattern: "Avoid repeated characters and simple sequences."
            }
        }
    }

    public func check(_ password: String, email: String) -> Rejection? {
        guard password.count >= Self.minimumLength else { return .tooShort }
        guard password.utf8.count <= Self.maximumBytes else { return .tooLong }
        let lowered = password.lowercased()
        if CommonPasswords.list.contains(lowered) { return .common }
        let emailKey = email.lowercased()
        let localPart = emailKey.split(separator: "@").first.map(String.init) ?? emailKey
        if lowered == emailKey || (localPart.count >= 4 && lowered.contains(localPart)) { return .containsEmail }
        if Self.isTrivial(lowered) { return .trivialPattern }
        return nil
    }

    /// One character repeated, or a run stepping by one (`12345678`, `hgfedcba`), possibly repeated (`abcabcabc`).
    static func isTrivial(_ password: String) -> Bool {
        let scalars = password.unicodeScalars.map(\.value)
        if Set(scalars).count <= 2 { return true }
        let steps = zip(scalars.dropFirst(), scalars).map { Int($0) - Int($1) }
        if steps.allSatisfy({ $0 == 1 }) || steps.allSatisfy({ $0 == -1 }) { return true }
        for period in 2...max(2, scalars.count / 2) where scalars.count % period == 0 {
            let unit = Array(scalars.prefix(period))
            if (0..<scalars.count).allSatisfy({ scalars[$0] == unit[$0 % period] }) { return true }
        }
        return false
    }
}
