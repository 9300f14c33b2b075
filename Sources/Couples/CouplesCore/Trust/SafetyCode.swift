import Crypto
import Foundation

/// The number both partners read to each other to know no one sits between them: 24 digits in six
/// groups of four (about 80 bits), the same on both phones when the server handed each the other's
/// real keys. Derived from the pair id, the keys both paired with and the keys both use now, each pair
/// sorted so it does not matter who computes it. 80 bits, slowed by 5,200 rounds of SHA-512 as Signal's
/// safety numbers are, leaves a server no practical search for two key sets that show the same code.
public struct SafetyCode: Hashable, Sendable, CustomStringConvertible {
    /// The 24 digits, without spaces.
    public let digits: String

    static let label = Data("greenhouse.couples/safety-code/v2".utf8)
    static let rounds = 5_200
    static let groupCount = 6

    init(digits: String) {
        self.digits = digits
    }

    /// Six groups of four digits, for showing in a grid and reading aloud.
    public var groups: [String] {
        stride(from: 0, to: digits.count, by: 4).map { start in
            let from = digits.index(digits.startIndex, offsetBy: start)
            return String(digits[from..<digits.index(from, offsetBy: 4)])
        }
    }

    public var description: String { groups.joined(separator: " ") }

    /// What VoiceOver reads: digit by digit, group by group.
    public var spoken: String {
        groups.map { $0.map(String.init).joined(separator: " ") }.joined(separator: ", ")
    }

    public static func derive(pairID: String, keys: PairKeySet) -> SafetyCode {
        func sorted(_ first: Data, _ second: Data) -> [Data] {
            [first, second].sorted { $0.lexicographicallyPrecedes($1) }
        }
        var input = label
        input.append(Data(pairID.lowercased().utf8))
        for key in sorted(keys.myPairingKey, keys.partnerPairingKey) + sorted(keys.myKey, keys.partnerKey) {
            input.append(key)
        }
        var digest = Data(SHA512.hash(data: input))
        for _ in 1..<rounds {
            var round = digest
            round.append(input)
            digest = Data(SHA512.hash(data: round))
        }
        // Five bytes (40 bits) per group, reduced to four digits: the bias of 2^40 mod 10^4 is negligible.
        let bytes = Array(digest)
        let digits = (0..<groupCount).map { group in
            let value = bytes[group * 5..<group * 5 + 5].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let number = String(value % 10_000)
            return String(repeating: "0", count: 4 - number.count) + number
        }
        return SafetyCode(digits: digits.joined())
    }
}
