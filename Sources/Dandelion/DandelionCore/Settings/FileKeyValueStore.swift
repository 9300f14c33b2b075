import Foundation

/// A `KeyValueStore` in one JSON file (the app's Application Support directory on iOS; a temporary
/// directory in tests). The file is one readable JSON object whose values are the stored documents
/// themselves, so what Dandelion keeps can be read (and checked) by anyone. Each change rewrites the
/// file atomically, so a crash leaves the old or the new version, never half of one.
public final class FileKeyValueStore: KeyValueStore {
    public let fileURL: URL
    private let values: LockedValue<[String: Data]>

    public init(directory: URL, name: String = "dandelion-preferences.json") {
        fileURL = directory.appendingPathComponent(name)
        values = LockedValue(Self.read(fileURL))
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    public func data(forKey key: String) -> Data? {
        values.withLock { $0[key] }
    }

    public func set(_ data: Data?, forKey key: String) {
        values.withLock { values in
            values[key] = data
            try? Self.document(values).write(to: fileURL, options: .atomic)
        }
    }

    /// `{"key":<document>,…}`, keys sorted. Every value is already JSON (the store's callers encode with
    /// `JSONEncoder`), so it is spliced in as is rather than wrapped in base64.
    private static func document(_ values: [String: Data]) -> Data {
        var document = Data("{".utf8)
        for (index, key) in values.keys.sorted().enumerated() {
            guard let value = values[key], let name = try? JSONEncoder().encode(key) else { continue }
            if index > 0 { document.append(contentsOf: Array(",".utf8)) }
            document.append(name)
            document.append(contentsOf: Array(":".utf8))
            document.append(value)
        }
        document.append(contentsOf: Array("}".utf8))
        return document
    }

    private static func read(_ url: URL) -> [String: Data] {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any]
        else { return [:] }
        return object.compactMapValues { try? JSONSerialization.data(withJSONObject: $0, options: [.fragmentsAllowed]) }
    }
}
