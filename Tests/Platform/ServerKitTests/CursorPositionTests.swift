import Crypto
import Foundation
@testable import ServerKit
import Testing

/// The byte form cursor positions are sealed in: every kind of field a position holds comes back as it
/// went in, what is not a position is refused clearly, and bytes that are not a position never crash.
@Suite("Cursor positions")
struct CursorPositionTests {
    struct Key: Codable, Equatable {
        var micros: Int64
        var id: UUID
    }

    enum Kind: String, Codable { case rose, lily }

    struct Everything: Codable, Equatable {
        var number: Int
        var negative: Int64
        var small: Int64
        var large: Int64
        var unsigned: UInt32
        var score: Int?
        var missing: String?
        var name: String
        var ratio: Double
        var flag: Bool
        var id: UUID
        var kind: Kind
        var key: Key?
        var emptyKey: Key?
        var date: Date

        enum CodingKeys: String, CodingKey {
            case number, negative, small, large, unsigned, score, missing, name, ratio, flag, id, kind, key, emptyKey, date
        }
    }

    static let everything = Everything(
        number: 42, negative: -7, small: .min, large: .max, unsigned: .max, score: 0, missing: nil,
        name: "Rosa × damascena 🌹", ratio: -0.1, flag: true, id: UUID(), kind: .lily,
        key: Key(micros: 1_764_000_000_000_000, id: UUID()), emptyKey: nil, date: Date(timeIntervalSinceReferenceDate: 786_000_000.25)
    )

    @Test("every kind of field comes back as it went in")
    func roundTrip() throws {
        var bytes: [UInt8] = []
        try PositionEncoder.encode(Self.everything).write(to: &bytes)
        let value = try PositionValue.read(bytes + Array(repeating: UInt8(ascii: " "), count: 20))
        #expect(try PositionDecoder.decode(Everything.self, from: value) == Self.everything)
    }

    @Test("a search position takes fewer bytes than its JSON")
    func compact() throws {
        struct SearchPosition: Codable { var score: Int?; var key: String?; var count: Int?; var number: Int }
        let position = SearchPosition(score: 85, key: "rosa canina", count: nil, number: 100_231)
        var bytes: [UInt8] = []
        try PositionEncoder.encode(position).write(to: &bytes)
        #expect(bytes.count < (try JSONEncoder().encode(position)).count)
    }

    @Test("arrays are no position: encoding one fails with an error, not a cursor that cannot be read")
    func arraysRefused() {
        struct Listed: Codable { var items: [Int] }
        #expect(throws: EncodingError.self) { _ = try PositionEncoder.encode(Listed(items: [1, 2])) }
        #expect(throws: EncodingError.self) { _ = try PositionEncoder.encode(Listed(items: [])) }
    }

    @Test("a position of another shape does not decode")
    func otherShape() throws {
        var bytes: [UInt8] = []
        try PositionEncoder.encode(Key(micros: 5, id: UUID())).write(to: &bytes)
        struct Named: Codable { var name: String }
        struct Small: Codable { var micros: Int8; var id: UUID }
        let value = try PositionValue.read(bytes)
        #expect(throws: DecodingError.self) { _ = try PositionDecoder.decode(Named.self, from: value) }
        #expect(throws: DecodingError.self) { _ = try PositionDecoder.decode(Everything.self, from: value) }
        var big: [UInt8] = []
        try PositionEncoder.encode(Key(micros: 300, id: UUID())).write(to: &big)
        #expect(throws: DecodingError.self) { _ = try PositionDecoder.decode(Small.self, from: try PositionValue.read(big)) }
    }

    @Test("truncated, unknown or absurd bytes are refused without a crash")
    func malformed() throws {
        var bytes: [UInt8] = []
        try PositionEncoder.encode(Self.everything).write(to: &bytes)
        for length in 0..<bytes.count {
            #expect(throws: PositionValue.Malformed.self) { _ = try PositionValue.read(bytes.prefix(length)) }
        }
        let absurd: [[UInt8]] = [
            [0xFF],  // no such tag
            [7, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F],  // an object of billions of fields in six bytes
            [5, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01],  // a string longer than memory
            [3] + Array(repeating: 0xFF, count: 11),  // a varint that never ends
            [5, 2, 0xC3, 0x28],  // text that is not UTF-8
            Array([[UInt8]](repeating: [7, 1, 1, UInt8(ascii: "k")], count: 40).joined()) + [0],  // nesting 40 deep
        ]
        for bytes in absurd {
            #expect(throws: PositionValue.Malformed.self) { _ = try PositionValue.read(bytes) }
        }
    }

    @Test("random bytes never crash the reader", arguments: 0..<4)
    func random(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...8, using: &generator) }
            _ = try? PositionValue.read(bytes)
        }
    }

    @Test("a sealed cursor carries the position")
    func sealed() throws {
        let codec = CursorCodec(key: SymmetricKey(size: .bits256))
        let cursor = try codec.encode(Self.everything, scope: "s")
        #expect(try codec.decode(cursor, as: Everything.self, scope: "s") == Self.everything)
    }
}

/// SplitMix64: the same bytes on every run, so a failure reproduces.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
