import Foundation

/// The JSON data shipped in Resources/. A missing or malformed file is a build defect, caught by the
/// tests that load every one of them, so it stops the app rather than showing an empty screen.
enum BundledResource {
    static func decode<Value: Decodable>(_ type: Value.Type, named name: String) -> Value {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Resources"),
            let data = try? Data(contentsOf: url)
        else { preconditionFailure("Resources/\(name).json is missing from the bundle") }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            preconditionFailure("Resources/\(name).json is malformed: \(error)")
        }
    }
}
