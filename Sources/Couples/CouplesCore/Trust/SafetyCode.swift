import Crypto
import Foundation

/// The number both partners read to each other to know no one sits between them: 30 digits in six
/// groups of five, the same on both phones when the server handed each the other's real keys.
///
/// Two halves of 15 digits (about 50 bits), one per partner, each from the pair id and that partner's
/// keys (the one they paired with and the one they use now), slowed by 5,200 rounds of SHA-512 as
/// Signal's safety numbers are; the halves are put in order, so it does not matter who computes it.
/// A server in the middle must then make each phone's half of the other match the real one — a
/// second preimage of 50 bits times 5,200 rounds, twice — rather than find any two key sets whose
/// whole codes collide, which a single 80-bit hash would let it do in about 2^40 tries.
public struct SafetyCode: Hashable, Sendable, CustomStringConvertible {
    /// The 30 digits, without spaces.
    public let digits: String

    static let label = Data("greenhouse.couples/safety-code/v3".utf8)
    static let rounds = 5_200
    static let halfDigits = 15

    init(digits: String) {
        self.digits = digits
    }

    /// Six groups of five digits, for showing in two rows and reading aloud.
    public var groups: [String] {
        stride(from: 0, to: digits.count, by: 5).map { start in
            let from = digits.index(digits.startIndex, offsetBy: start)
            return String(digits[from..<digits.index(from, offsetBy: 5)])
        }
    }

    public var description: String { groups.joined(separator: " ") }

    /// What VoiceOver reads: digit by digit, group by group.
    public var spoken: String {
        groups.map { $0.map(String.init).joined(separator: " ") }.joined(separator: ", ")
    }

    public static func derive(pairID: String, keys: PairKeySet) -> SafetyCode {
        let halves = [
            half(pairID: pairID, pairingKey: keys.myPairingKey, currentKey: keys.myKey),
            half(pairID: pairID, pairingKey: keys.partnerPairingKey, currentKey: keys.partnerKey),
        ].sorted()
        return SafetyCode(digits: halves.joined())
    }

    /// One partner's 15 digits: three chunks of five bytes (40 bits), each reduced to five digits (the
    /// bias of 2^40 mod 10^5 is negligible).
    static func half(pairID: String, pairingKey: Data, currentKey: Data) -> String {
        var input = label
        input.append(Data(pairID.lowercased().utf8))
        input.append(pairingKey)
        input.append(currentKey)
        var digest = Data(SHA512.hash(data: input))
        for _ in 1..<rounds {
            var round = digest
            round.append(input)
            digest = Data(SHA512.hash(data: round))
        }
        let bytes = Array(digest)
        return (0..<halfDigits / 5).map { chunk in
            let value = bytes[chunk * 5..<chunk * 5 + 5].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let number = String(value % 100_000)
            return String(repeating: "0", count: 5 - number.count) + number
        }.joined()
    }
}
