import Foundation

/// Finds a `null` given for a declared field of a JSON request body. Greenhouse's API documents
/// declare no nullable request field: a field is either sent with a value or left out. The generated
/// decoders read an explicit `null` as "left out", which would accept what the document forbids, so
/// the transport refuses it. Fields the document does not declare are ignored, whatever they hold.
enum JSONNulls {
    /// The first of `fields` (in name order) that `body`, a JSON object, sets to `null`; nil when none
    /// does or the body is not a JSON object (the decoder then says what is wrong with it).
    static func firstNull(in body: some DataProtocol, among fields: Set<String>) -> String? {
        guard !fields.isEmpty else { return nil }
        let data = Data(body)
        // Most bodies hold no `null` at all: they are not parsed twice.
        guard data.range(of: Data("null".utf8)) != nil, let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return fields.sorted().first { object[$0] is NSNull }
    }
}
