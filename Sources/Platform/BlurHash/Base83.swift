/// BlurHash's base-83 digits: big-endian, fixed width, over an alphabet that is safe in URLs and JSON.
enum Base83 {
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~".utf8)

    /// Index of each ASCII byte in the alphabet, -1 where the byte is not a digit.
    private static let values: [Int8] = {
        var table = [Int8](repeating: -1, count: 128)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = Int8(index) }
        return table
    }()

    static func encode(_ value: Int, length: Int, into output: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<max(length, 1) { divisor *= 83 }
        for _ in 0..<length {
            output.append(alphabet[(value / divisor) % 83])
            divisor /= 83
        }
    }

    /// The value of `digits`, or nil if one of them is not base-83.
    static func decode(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard byte < 128, case let digit = values[Int(byte)], digit >= 0 else { return nil }
            value = value * 83 + Int(digit)
        }
        return value
    }
}
