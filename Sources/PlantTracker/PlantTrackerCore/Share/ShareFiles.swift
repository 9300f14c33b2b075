import Foundation

/// Where a composed share image waits for the share sheet: each in a folder of its own under `root`, so
/// the file keeps the plan's name and an older share is never overwritten mid-send. A share button
/// removes its file once it prepares another or leaves the screen, and the launch removes whatever a
/// closed app left behind, so paging through photos does not fill the phone.
public struct ShareFiles: Sendable {
    public let root: URL

    public init(root: URL = FileManager.default.temporaryDirectory.appendingPathComponent("Share", isDirectory: true)) {
        self.root = root
    }

    /// Writes `data` as `name` in a new folder of its own; returns the file's URL.
    public func write(_ data: Data, named name: String) throws -> URL {
        let folder = root.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try data.write(to: file, options: .atomic)
        return file
    }

    /// Removes a file `write` returned, with its folder. Anything else is left alone.
    public func remove(_ file: URL) {
        let folder = file.deletingLastPathComponent().standardizedFileURL
        guard folder.deletingLastPathComponent().path == root.standardizedFileURL.path else { return }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Removes every share file (at launch: nothing can be mid-send then).
    public func removeAll() {
        try? FileManager.default.removeItem(at: root)
    }
}
