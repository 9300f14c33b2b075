import Foundation

/// Which operations of an app's API its app never calls: a feature is done when it reaches the phone,
/// not when its endpoint passes. Read from the sources, as the operation ids the OpenAPI document
/// declares against the generated client's calls (`.operationId(`) in the app's modules.
public enum APICoverage {
    /// The package's root folder.
    public static let root = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The operation ids the document at `document` (relative to the root) declares.
    public static func operations(in document: String) throws -> Set<String> {
        let text = try String(contentsOf: root.appending(path: document), encoding: .utf8)
        return Set(text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("operationId:") else { return nil }
            return trimmed.dropFirst("operationId:".count).trimmingCharacters(in: .whitespaces)
        })
    }

    /// The operations of `document` that no Swift source under `folders` calls.
    public static func unused(in document: String, calledFrom folders: [String]) throws -> Set<String> {
        var sources = ""
        for folder in folders {
            let files = FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                if file.pathExtension == "swift" { sources += try String(contentsOf: file, encoding: .utf8) }
            }
        }
        return try operations(in: document).filter { !sources.contains(".\($0)(") }
    }
}
