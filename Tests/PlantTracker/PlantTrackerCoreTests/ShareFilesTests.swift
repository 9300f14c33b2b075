import Foundation
import PlantTrackerCore
import Testing

/// The composed share images: each in a folder of its own, removed when replaced, all at launch, and
/// nothing outside their folder ever touched.
@Suite("Share files")
struct ShareFilesTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("share-files-\(UUID().uuidString)", isDirectory: true)

    @Test func eachShareHasItsOwnFileUntilItIsReplaced() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = ShareFiles(root: scratch.appendingPathComponent("Share", isDirectory: true))
        let first = try files.write(Data([1, 2, 3]), named: "Monstera 3 May 2025.jpg")
        let second = try files.write(Data([4, 5]), named: "Monstera 3 May 2025.jpg")
        #expect(first != second && first.lastPathComponent == "Monstera 3 May 2025.jpg")
        #expect(try Data(contentsOf: first) == Data([1, 2, 3]), "the second share did not overwrite the first")

        files.remove(first)
        #expect(!FileManager.default.fileExists(atPath: first.deletingLastPathComponent().path))
        #expect(try Data(contentsOf: second) == Data([4, 5]))

        // A URL that is not one of its files is left alone, and so is its folder.
        let outsider = scratch.appendingPathComponent("keep/photo.jpg")
        try FileManager.default.createDirectory(at: outsider.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([9]).write(to: outsider)
        files.remove(outsider)
        files.remove(files.root.appendingPathComponent("loose.jpg"))
        #expect(FileManager.default.fileExists(atPath: outsider.path) && FileManager.default.fileExists(atPath: files.root.path))

        files.removeAll()
        #expect(!FileManager.default.fileExists(atPath: files.root.path))
        #expect(FileManager.default.fileExists(atPath: outsider.path))
        _ = try files.write(Data([7]), named: "after.jpg")
    }
}
