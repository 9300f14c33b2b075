import Foundation

/// Reads the JSON files shipped in `Data/` (the quiz, synonyms, never-gift phrases, collections and the
/// sample catalog), each once per process.
enum ShippedData {
    static func decode<T: Decodable>(_ type: T.Type, from name: String) throws -> T {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Data") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Data/\(name).json"])
        }
        return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
    }
}
