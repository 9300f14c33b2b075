import Foundation

/// The API reference itself, served at `/calyx/v1/openapi.yaml`.
public enum CalyxAPIDocument {
    public static func yaml() throws -> Data {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }
}
