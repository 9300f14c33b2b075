import Foundation

/// The photo files under the app's documents directory: `Photos/originals/NAME` and
/// `Photos/thumbnails/NAME`, one name per photo. A file is written whole into `Photos/incoming`, flushed
/// to disk, then renamed into place, so a crash leaves either the complete file or none; what a crash
/// leaves in `incoming` is deleted at the next launch.
public struct PhotoFiles: Sendable {
    public let root: URL
    public var originals: URL { root.appendingPathComponent("originals", isDirectory: true) }
    public var thumbnails: URL { root.appendingPathComponent("thumbnails", isDirectory: true) }
    var incoming: URL { root.appendingPathComponent("incoming", isDirectory: true) }

    /// Creates the folders if they are missing.
    public init(root: URL) throws {
        self.root = root
        for folder in [originals, thumbnails, incoming] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }

    public func originalURL(_ fileName: String) -> URL { originals.appendingPathComponent(fileName) }
    public func thumbnailURL(_ fileName: String) -> URL { thumbnails.appendingPathComponent(fileName) }

    /// A new file name for a photo of this type: unique without asking the database.
    public static func newFileName(extension fileExtension: String) -> String {
        "\(UUID().uuidString.lowercased()).\(fileExtension)"
    }

    /// Writes a photo's original and thumbnail under a new name and returns it. On failure nothing of
    /// it stays behind.
    public func write(_ photo: PreparedPhoto) throws -> String {
        let name = Self.newFileName(extension: photo.fileExtension)
        do {
            try place(photo.original, at: originalURL(name))
            try place(photo.thumbnail, at: thumbnailURL(name))
        } catch {
            remove(name)
            throw error
        }
        return name
    }

    /// Replaces a thumbnail (one rebuilt from its original).
    public func writeThumbnail(_ data: Data, for name: String) throws {
        try place(data, at: thumbnailURL(name))
    }

    /// Moves a file already on this volume (an import's staged file) into place by renaming it.
    func adopt(_ staged: URL, as destination: URL) throws {
        try DurableFile.rename(staged, to: destination)
    }

    /// Deletes a photo's files; missing ones are no error (a delete may be finishing after a crash).
    public func remove(_ name: String) {
        try? FileManager.default.removeItem(at: originalURL(name))
        try? FileManager.default.removeItem(at: thumbnailURL(name))
    }

    /// The names of every original on disk.
    public func originalNames() throws -> Set<String> { try names(in: originals) }
    public func thumbnailNames() throws -> Set<String> { try names(in: thumbnails) }

    /// Empties `incoming`: anything there is a write a crash interrupted.
    @discardableResult
    func clearIncoming() throws -> Int {
        let leftovers = try names(in: incoming)
        for name in leftovers { try? FileManager.default.removeItem(at: incoming.appendingPathComponent(name)) }
        return leftovers.count
    }

    /// A private folder in `incoming` for staging many files (a backup being imported).
    func makeStagingFolder() throws -> URL {
        let folder = incoming.appendingPathComponent("staging-\(UUID().uuidString.lowercased())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Write to `incoming`, flush, rename into place: rename is atomic within a volume.
    private func place(_ data: Data, at destination: URL) throws {
        let temporary = incoming.appendingPathComponent("\(UUID().uuidString.lowercased()).part")
        do {
            try DurableFile.write(data, to: temporary)
            try DurableFile.rename(temporary, to: destination)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private func names(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") })
    }
}

extension PhotoFiles {
    /// The names this store gives files (a UUID and an image extension): anything else in a backup is
    /// refused, so no name can reach outside the photo folders.
    static func isValidFileName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, ["jpg", "jpeg", "heic", "png"].contains(parts[1].lowercased()) else { return false }
        let stem = parts[0]
        return (1...64).contains(stem.count) && stem.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
}
