/// Why something could not be sealed or opened. Every case has copy a person can read.
public enum CouplesCryptoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The answer is longer than the server accepts (`CouplesLimits.answerMaxBytes` of UTF-8).
    case answerTooLong(bytes: Int, limit: Int)
    /// The box failed authentication: tampered with, or sealed for another day, author, pair or kind.
    case cannotOpen
    /// Not a box at all, or its plaintext is not a framed answer.
    case malformed
    /// Not an X25519 public key in the API's text form.
    case invalidPublicKey
    /// The key the server handed out does not match the fingerprint in the invite link.
    case fingerprintMismatch
    /// The link is not a Couples invite link.
    case invalidInviteLink
    /// The pair's keys do not include one this device can use (a new device that must ask to be let back in).
    case noUsableKey
    /// The pair's keys are not the ones this phone trusted: nothing is sealed until the two compare again.
    case keysChanged
    /// The pair the server formed holds other keys than the invite showed: someone swapped one.
    case joinedWithOtherKeys
    /// A typed code's invite holds another key than when it was looked up.
    case inviteKeyChanged
    /// The safety code on screen was not the pair's any more when "it matches" was tapped.
    case codeChangedWhileShown

    public var description: String {
        switch self {
        case .answerTooLong(let bytes, let limit): "This answer is too long (\(bytes) of \(limit) bytes). Please shorten it."
        case .cannotOpen: "This message could not be opened. It may have been changed on the way."
        case .malformed: "This message is damaged and could not be read."
        case .invalidPublicKey: "The key in this invite is not valid."
        case .fingerprintMismatch: "This invite's key doesn't match the link — someone may be interfering. Ask your partner for a new invite."
        case .invalidInviteLink: "This isn't a Couples invite link."
        case .noUsableKey: "This device can't open your pair's messages yet. Ask your partner to let this device in."
        case .keysChanged: "Your pair's safety code changed. Compare it with your partner before anything more is sent."
        case .inviteKeyChanged: "This invite's key changed since you looked it up — someone may be interfering. Ask your partner for a new invite."
        case .codeChangedWhileShown: "The safety code just changed. Compare the new one with your partner."
        case .joinedWithOtherKeys: "The server paired you with a different key than the invite's — someone may be interfering. Ask your partner for a new invite."
        }
    }
}
