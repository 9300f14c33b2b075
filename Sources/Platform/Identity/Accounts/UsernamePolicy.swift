/// Username rules: `length` of ASCII letters, digits and `_`, at least one letter, not a reserved
/// name or a look-alike of one. Unique regardless of case; the case typed is the one displayed.
public struct UsernamePolicy: Sendable {
    public var length: ClosedRange<Int>
    public var reserved: ReservedUsernames

    public init(length: ClosedRange<Int> = 3...20, reserved: ReservedUsernames = .standard) {
        self.length = length
        self.reserved = reserved
    }

    /// A username that passed every rule: `display` as typed, `key` for uniqueness.
    public struct Valid: Sendable, Equatable {
        public let display: String
        public var key: String { display.lowercased() }
    }

    public enum Rejection: Error, Sendable, Equatable {
        case tooShort(minimum: Int)
        case tooLong(maximum: Int)
        case invalidCharacters
        case needsLetter
        case reserved

        /// Fit to show under the text field.
        public var message: String {
            switch self {
            case .tooShort(let minimum): "Use at least \(minimum) characters."
            case .tooLong(let maximum): "Use at most \(maximum) characters."
            case .invalidCharacters: "Use only letters A–Z, digits and underscores."
            case .needsLetter: "Include at least one letter."
            case .reserved: "That name is reserved."
            }
        }
    }

    public func validate(_ raw: String) -> Result<Valid, Rejection> {
        // Checked on Unicode scalars, not Characters: "é" or a Cyrillic "а" must fail, not be normalised away.
        let scalars = raw.unicodeScalars
        guard scalars.allSatisfy(Self.isAllowed) else { return .failure(.invalidCharacters) }
        guard scalars.count >= length.lowerBound else { return .failure(.tooShort(minimum: length.lowerBound)) }
        guard scalars.count <= length.upperBound else { return .failure(.tooLong(maximum: length.upperBound)) }
        guard scalars.contains(where: { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) else {
            return .failure(.needsLetter)
        }
        guard !reserved.contains(raw) else { return .failure(.reserved) }
        return .success(Valid(display: raw))
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
