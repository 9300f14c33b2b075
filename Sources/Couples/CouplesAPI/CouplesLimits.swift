/// Limits the app and the server both enforce. The server cannot read answers or photos, so it
/// enforces their size through the size of their ciphertext, which the app's framing fixes.
public enum CouplesLimits {
    public static let displayNameMaxLength = 50

    /// An answer's UTF-8, before framing.
    public static let answerMaxBytes = 2048
    /// Answers are framed (2-byte length, then the text) and zero-padded to a multiple of this, so
    /// a ciphertext's size tells the server only roughly how long an answer is.
    public static let answerPaddingBlock = 256
    /// ChaCha20-Poly1305's combined box adds a 12-byte nonce and a 16-byte tag.
    public static let boxOverhead = 28

    /// The padded plaintext sizes an answer can have: 256…2,304 bytes.
    public static var answerPaddedSizes: ClosedRange<Int> {
        answerPaddingBlock...((2 + answerMaxBytes + answerPaddingBlock - 1) / answerPaddingBlock * answerPaddingBlock)
    }

    /// Whether a box of `count` bytes can hold a framed answer.
    public static func isAnswerBoxSize(_ count: Int) -> Bool {
        let padded = count - boxOverhead
        return answerPaddedSizes.contains(padded) && padded % answerPaddingBlock == 0
    }

    /// A photo's ciphertext: the app sends at most 2048 px on the longest side, well under this.
    public static let photoMaxBytes = 10 << 20
    public static let thumbnailMaxBytes = 256 << 10
    /// The longest side the app scales photos and thumbnails to before encrypting them.
    public static let photoLongestSide = 2048
    public static let thumbnailLongestSide = 320

    /// A 32-byte key sealed as a box.
    public static let wrappedKeyBytes = 32 + boxOverhead

    /// Live invites one person may hold at once.
    public static let liveInvitesPerPerson = 5
    /// How long an invite can be used.
    public static let inviteLifetimeSeconds = 24 * 3600
}
