import Foundation
import Yams

/// The properties each operation's JSON request body declares, read from an OpenAPI document, by
/// `"<METHOD> <path template>"` (`"POST /collections"`), as `OpenAPITransport` registers routes.
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
                fields["\(method.uppercased()) \(path)"] = Set(properties(of: schema, schemas: schemas).keys)
            }
        }
        return fields
    }

    private static func properties(of schema: [String: Any], schemas: [String: Any]) -> [String: Any] {
        if let reference = schema["$ref"] as? String, let name = reference.split(separator: "/").last,
           let target = schemas[String(name)] as? [String: Any] {
            return properties(of: target, schemas: schemas)
        }
        return (schema["properties"] as? [String: Any]) ?? [:]
    }
}
