import Foundation

/// Finds a `null` given for a declared field of a JSON request body, at any depth. Greenhouse's API
/// documents declare no nullable request field: a field is either sent with a value or left out. The
/// generated decoders read an explicit `null` as "left out", which would accept what the document
/// forbids, so the transport refuses it. Fields the document does not declare are ignored, whatever
/// they hold.
enum JSONNulls {
    /// The first of `fields` (`OpenAPIBodyFields` paths: `a`, `a.b`, `a[].b`) that `body`, a JSON
    /// object, sets to `null`, named as decoding errors name fields (`a.b`, `a[2].b`); nil when none does
    /// or the body is not JSON (the decoder then says what is wrong with it).
    static func firstNull(in body: some DataProtocol, among fields: Set<String>) -> String? {
        guard !fields.isEmpty else { return nil }
        let data = Data(body)
        // Most bodies hold no `null` at all: they are not parsed twice.
        guard data.range(of: Data("null".utf8)) != nil, let value = try? JSONSerialization.jsonObject(with: data) else { return nil }
        var found: [String] = []
        collect(value, at: "", named: "", among: fields, into: &found)
        return found.min()
    }

    /// Adds to `found` the fields under `value` that are declared and hold `null`. `path` is where
    /// `value` is in `fields`' terms, `name` the same place with array indices.
    private static func collect(_ value: Any, at path: String, named name: String, among fields: Set<String>, into found: inout [String]) {
        if let object = value as? [String: Any] {
            for (key, member) in object {
                let childPath = path.isEmpty ? key : path + "." + key
                guard fields.contains(childPath) else { continue }
                let childName = name.isEmpty ? key : name + "." + key
                if member is NSNull {
                    found.append(childName)
                } else {
                    collect(member, at: childPath, named: childName, among: fields, into: &found)
                }
            }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() {
                collect(element, at: path + "[]", named: name + "[\(index)]", among: fields, into: &found)
            }
        }
    }
}
