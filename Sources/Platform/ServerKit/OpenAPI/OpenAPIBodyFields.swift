import Foundation
import Yams

/// The properties each operation's JSON request body declares, read from an OpenAPI document, by
/// `"<METHOD> <path template>"` (`"POST /collections"`), as `OpenAPITransport` registers routes.
///
/// Nested objects' properties are named by their path: `notificationKinds.follow` for a property of
/// the object in `notificationKinds`, `items[].note` for one of the objects in the array `items`.
public enum OpenAPIBodyFields {
    public static func read(_ document: Data) throws -> [String: Set<String>] {
        guard let root = try Yams.load(yaml: String(decoding: document, as: UTF8.self)) as? [String: Any],
              let paths = root["paths"] as? [String: Any]
        else { return [:] }
        let schemas = ((root["components"] as? [String: Any])?["schemas"] as? [String: Any]) ?? [:]
        var fields: [String: Set<String>] = [:]
        for (path, item) in paths {
            guard let operations = item as? [String: Any] else { continue }
            for (method, operation) in operations {
                guard let body = (operation as? [String: Any])?["requestBody"] as? [String: Any],
                      let json = (body["content"] as? [String: Any])?["application/json"] as? [String: Any],
                      let schema = json["schema"] as? [String: Any]
                else { continue }
                var found: Set<String> = []
                collect(schema, at: "", schemas: schemas, resolving: [], into: &found)
                fields["\(method.uppercased()) \(path)"] = found
            }
        }
        return fields
    }

    /// Adds the paths of the properties of the value at `path` described by `schema`, and of theirs,
    /// to `found`. `resolving` holds the references being followed, so a schema that contains itself
    /// is walked once.
    private static func collect(
        _ schema: [String: Any], at path: String, schemas: [String: Any], resolving: Set<String>, into found: inout Set<String>
    ) {
        var resolving = resolving
        let schema = resolved(schema, schemas: schemas, resolving: &resolving)
        for part in (schema["allOf"] as? [[String: Any]]) ?? [] {
            collect(part, at: path, schemas: schemas, resolving: resolving, into: &found)
        }
        if let items = schema["items"] as? [String: Any] {
            collect(items, at: path + "[]", schemas: schemas, resolving: resolving, into: &found)
        }
        for (name, property) in (schema["properties"] as? [String: Any]) ?? [:] {
            let child = path.isEmpty ? name : path + "." + name
            found.insert(child)
            if let property = property as? [String: Any] {
                collect(property, at: child, schemas: schemas, resolving: resolving, into: &found)
            }
        }
    }

    /// `schema`, or the component its `$ref` names (empty when that is already being followed).
    private static func resolved(_ schema: [String: Any], schemas: [String: Any], resolving: inout Set<String>) -> [String: Any] {
        guard let reference = schema["$ref"] as? String, let name = reference.split(separator: "/").last.map(String.init) else { return schema }
        guard !resolving.contains(name), let target = schemas[name] as? [String: Any] else { return [:] }
        resolving.insert(name)
        return resolved(target, schemas: schemas, resolving: &resolving)
    }
}
