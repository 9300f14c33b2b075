@testable import BlurHash
import Testing

/// Reference values come from other implementations' published tests, each checked against Wolt's C
/// reference (woltapp/blurhash C/encode.c, C/decode.c): where ports disagree, C is the reference.
@Suite("BlurHash")
struct BlurHashTests {
    @Test("base-83 digits match the reference (woltapp/blurhash CSharp Base83Test)")
    func base83() {
        func encode(_ value: Int, _ length: Int) -> String {
            var output: [UInt8] = []
            Base83.encode(value, length: length, into: &output)
            return String(decoding: output, as: UTF8.self)
        }
        #expect(encode(1092, 2) == "DD")
        #expect(encode(1092, 4) == "00DD")
        #expect(encode(1337, 2) == "G9")
        #expect(encode(83, 2) == "10")
    }

    @Test("encodes solid images as published (buckket/go-blurhash encode_test.go)")
    func encodesReferenceImages() {
        let black = [UInt8](repeating: 0, count: 100 * 100 * 4)
        black.withUnsafeBufferPointer { pixels in
            #expect(BlurHashEncoder.encode(pixels: pixels, width: 100, height: 100, bytesPerPixel: 4) == "L00000fQfQfQfQfQfQfQfQfQfQfQ")
        }
        let magenta: [UInt8] = (0..<(100 * 100)).flatMap { _ -> [UInt8] in [213, 30, 120] }
        magenta.withUnsafeBufferPointer { pixels in
            #expect(BlurHashEncoder.encode(pixels: pixels, width: 100, height: 100, bytesPerPixel: 3, countX: 1, countY: 1) == "00OZZy")
        }
    }

    @Test("decodes to the published pixels")
    func decodesReferenceHashes() throws {
        // buckket/go-blurhash decode_test.go: one component is one colour.
        #expect(Array(try BlurHashDecoder.decode("00OZZy", width: 1, height: 1).prefix(3)) == [213, 30, 120])

        // libQuotient autotests/testblurhash.cpp: 5×5 components at 50×50.
        let quotient = try BlurHashDecoder.decode("eBB4=;054UK$=402%s%|r^O%06#?*7RijMxGpYMzniVNT@rFN3#=Kt", width: 50, height: 50)
        #expect(rgb(quotient, width: 50, x: 0, y: 0) == [0, 95, 0])
        #expect(rgb(quotient, width: 50, x: 30, y: 30) == [153, 183, 109])

        // valeriyvan/swift-blurhash decoding tests (PPM reference); C's float arithmetic may differ by 1.
        let photo = try BlurHashDecoder.decode("LKO2?V%2Tw=^]~RBVZRi};RPxuwH", width: 187, height: 120)
        for (x, expected) in [(0, [251, 195, 162]), (8, [250, 195, 162]), (11, [250, 195, 163]), (186, [227, 202, 178])] {
            let actual = rgb(photo, width: 187, x: x, y: 0)
            #expect(zip(actual, expected).allSatisfy { abs(Int($0) - $1) <= 1 }, "pixel (\(x), 0): \(actual) vs \(expected)")
        }
    }

    @Test("components survive a round trip through the string exactly")
    func componentRoundTrip() throws {
        for hash in ["LKO2?V%2Tw=^]~RBVZRi};RPxuwH", "eBB4=;054UK$=402%s%|r^O%06#?*7RijMxGpYMzniVNT@rFN3#=Kt", "00OZZy"] {
            #expect(BlurHashEncoder.encode(try BlurHashDecoder.components(hash)) == hash)
        }
    }

    @Test("an image survives encode → decode → encode")
    func imageRoundTrip() throws {
        // A smooth gradient: what BlurHash is built for.
        let width = 32, height = 24
        let pixels = (0..<(width * height)).flatMap { index -> [UInt8] in
            let x = index % width, y = index / width
            return [UInt8(x * 255 / (width - 1)), UInt8(y * 255 / (height - 1)), 128]
        }
        let hash = pixels.withUnsafeBufferPointer { BlurHashEncoder.encode(pixels: $0, width: width, height: height, bytesPerPixel: 3) }
        let decoded = try BlurHashDecoder.decode(hash, width: width, height: height)
        let again = decoded.withUnsafeBufferPointer { BlurHashEncoder.encode(pixels: $0, width: width, height: height, bytesPerPixel: 4) }
        let first = try BlurHashDecoder.components(hash), second = try BlurHashDecoder.components(again)
        // Not exact: 12 cosines cannot hold the whole gradient, and the grid has no half-pixel offset.
        #expect(first.averageColor.isNear(second.averageColor, tolerance: 4))
        for (a, b) in zip(first.factors, second.factors) {
            #expect(abs(a.x - b.x) < 0.06 && abs(a.y - b.y) < 0.06 && abs(a.z - b.z) < 0.06, "\(a) vs \(b)")
        }
        // And the decoded corners keep the gradient's direction.
        #expect(rgb(decoded, width: width, x: width - 1, y: 0)[0] > rgb(decoded, width: width, x: 0, y: 0)[0])
        #expect(rgb(decoded, width: width, x: 0, y: height - 1)[1] > rgb(decoded, width: width, x: 0, y: 0)[1])
    }

    @Test("malformed hashes are refused, not guessed")
    func refusesMalformed() {
        #expect(throws: BlurHashDecoder.Failure.tooShort) { try BlurHashDecoder.components("L0") }
        #expect(throws: BlurHashDecoder.Failure.lengthMismatch(expected: 28, actual: 27)) { try BlurHashDecoder.components("LKO2?V%2Tw=^]~RBVZRi};RPxuw") }
        #expect(throws: BlurHashDecoder.Failure.invalidCharacter) { try BlurHashDecoder.components("LKO2?V%2Tw=^]~RBVZRi};RPxu\"H") }
        #expect(throws: BlurHashDecoder.Failure.invalidCharacter) { try BlurHashDecoder.components("LKO2?V%2Tw=^]~RBVZRi};RPxué") }
        // A size digit past 9 × 9 components ('}' is 81: 1 × 10) is refused, not trapped on (found by Fuzz/ blurhash).
        #expect(throws: BlurHashDecoder.Failure.invalidCharacter) { try BlurHashDecoder.components("}" + String(repeating: "0", count: 23)) }
        #expect(throws: BlurHashDecoder.Failure.invalidCharacter) { try BlurHashDecoder.decode("~" + String(repeating: "0", count: 43), width: 4, height: 4) }
    }

    @Test("hex colours round-trip")
    func hexColours() {
        #expect(RGB(red: 193, green: 154, blue: 138).hex == "#c19a8a")
        #expect(RGB(hex: "#c19a8a") == RGB(red: 193, green: 154, blue: 138))
        #expect(RGB(hex: "c19a8a") == nil && RGB(hex: "#c19a8g") == nil)
    }

    private func rgb(_ rgba: [UInt8], width: Int, x: Int, y: Int) -> [UInt8] {
        let offset = (y * width + x) * 4
        return Array(rgba[offset..<(offset + 3)])
    }
}

extension RGB {
    func isNear(_ other: RGB, tolerance: Int) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }
}
