import CouplesAPI
import Foundation

/// An answer's plaintext layout: a 2-byte big-endian length, the UTF-8, zero padding to a multiple of
/// 256 bytes, so the ciphertext's size tells the server only roughly how long the answer is.
enum AnswerFraming {
    static func frame(_ text: String) throws(CouplesCryptoError) -> [UInt8] {
        let utf8 = Array(text.utf8)
        guard utf8.count <= CouplesLimits.answerMaxBytes else {
            throw .answerTooLong(bytes: utf8.count, limit: CouplesLimits.answerMaxBytes)
        }
        var framed = [UInt8(utf8.count >> 8), UInt8(utf8.count & 0xFF)] + utf8
        let block = CouplesLimits.answerPaddingBlock
        framed += Array(repeating: 0, count: (block - framed.count % block) % block)
        return framed
    }

    static func unframe(_ framed: [UInt8]) throws(CouplesCryptoError) -> String {
        guard framed.count >= 2, framed.count % CouplesLimits.answerPaddingBlock == 0 else { throw .malformed }
        let count = Int(framed[0]) << 8 | Int(framed[1])
        guard count <= CouplesLimits.answerMaxBytes, count <= framed.count - 2,
              framed[(2 + count)...].allSatisfy({ $0 == 0 }),
              let text = String(bytes: framed[2..<(2 + count)], encoding: .utf8)
        else { throw .malformed }
        return text
    }
}
