import Foundation
import Synchronization

/// A `KeyValueStore` in one JSON file (the app's Application Support directory on iOS; a temporary
/// directory in tests). Each change rewrites the file atomically, so a crash leaves the old or the new
/// version, never half of one.
public final class FileKeyValueStore: KeyValueStore {
    public let fileURL: URL
    private let values: Mutex<[String: Data]>

    public init(directory: URL, name: String = "dandelion-preferences.json") {
        fileURL = directory.appendingPathComponent(name)
        let stored = (try? Data(contentsOf: fileURL)).flatMap { try? JSONDecoder().decode([String: Data].self, from: $0) }
        values = Mutex(stored ?? [:])
    }

    public func data(forKey key: String) -> Data? {
        values.withLock { $0[key] }
    }

    public func set(_ data: Data?, forKey key: String) {
        values.withLock { values in
            values[key] = data
            let directory = fileURL.deletingLastPathComponent()
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if let encoded = try? JSONEncoder().encode(values) {
                try? encoded.write(to: fileURL, options: .atomic)
            }
        }
    }
}
