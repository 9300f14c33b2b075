/// The JOSE header fields App Store signed data relies on; anything else in it is ignored.
struct JWSHeader: Decodable {
    var alg: String?
    /// Base64 (not base64url) DER certificates, leaf first (RFC 7515 §4.1.6).
    var x5c: [String]?
}
