import Foundation

/// A directory under the system's temporary directory, unique to one test.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("greenhouse-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Every regular file below the directory, as paths relative to it.
    public func files() -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return enumerator.compactMap { item in
            guard let file = item as? URL, (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
            return String(file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))
        }
    }
}
