import Foundation

/// The API reference itself, served at `/gifter/v1/openapi.yaml`.
public enum GifterAPIDocument {
    public static func yaml() throws -> Data {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }
}
