/// An invite code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L, U), so a code
/// read aloud or copied by hand still works. Typed codes ignore case, spaces and dashes.
public struct InviteCode: Hashable, Sendable, CustomStringConvertible {
    /// Digits 2–9 and the letters but I, L, O and U: 30 characters, about 39 bits for 8 of them.
    public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")
    public static let length = 8

    /// The canonical form: 8 upper-case characters of `alphabet`.
    public let value: String

    /// Reads what a person typed or pasted; nil unless it holds exactly 8 alphabet characters
    /// besides spaces and dashes.
    public init?(_ typed: some StringProtocol) {
        var characters: [Character] = []
        for character in typed {
            if character == " " || character == "-" { continue }
            // Refused before upper-casing: Unicode's upper case of one character can be several
            // ("ß" → "SS", "ﬁ" → "FI"), which `Character(_:)` traps on, and no code holds non-ASCII.
            guard character.isASCII else { return nil }
            let upper = Character(character.uppercased())
            guard Self.alphabet.contains(upper), characters.count < Self.length else { return nil }
            characters.append(upper)
        }
        guard characters.count == Self.length else { return nil }
        value = String(characters)
    }

    /// A code from 8 indices into `alphabet` (the server draws them at random).
    public init(indices: [Int]) {
        precondition(indices.count == Self.length && indices.allSatisfy { Self.alphabet.indices.contains($0) })
        value = String(indices.map { Self.alphabet[$0] })
    }

    /// `ABCD-EFGH`: easier to read aloud and compare.
    public var display: String {
        "\(value.prefix(4))-\(value.suffix(4))"
    }

    public var description: String { display }
}
