import Foundation

/// The API reference itself, served at `/couples/v1/openapi.yaml`.
public enum CouplesAPIDocument {
    public static func yaml() throws -> Data {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }
}
