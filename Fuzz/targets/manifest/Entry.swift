// libFuzzer entry: PlantTracker's backup import (Sources/PlantTracker/PlantTrackerCore/Backup), which reads a
// zip the person picked in Files: its manifest's decoding (format and version first, then every record)
// and the checks made before anything is touched. Compiled into the PlantTrackerCore module itself (so
// it can reset the journal between inputs); GRDB and ZIPFoundation come from the package's debug build.
// The first input byte picks what the rest is:
//   even  manifest.json, zipped here beside three photo files (originals/ and thumbnails/ of
//         `0a1b-2c3d.jpg` with 8 and 4 bytes, and of `plant-2.png` with 3 and 2 bytes) that a manifest can name;
//   odd   the whole backup file.
// What the import promises is checked too: a refused file changes nothing; a restored one restored
// again adds nothing.
import Foundation
import GRDB
import ZIPFoundation

private struct NoImages: ImageProcessor {
    func prepare(_ data: Data) throws(ImageProcessingError) -> PreparedPhoto { throw .unreadable }
    func thumbnail(ofOriginal data: Data) throws(ImageProcessingError) -> Data { throw .unreadable }
}

/// In memory where there is a tmpfs (the import flushes every file it writes).
private let directory = URL(
    fileURLWithPath: FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory(), isDirectory: true
).appendingPathComponent("fuzz-manifest-\(getpid())", isDirectory: true)
private let backupURL = directory.appendingPathComponent("backup.zip")
nonisolated(unsafe) private var journal: PlantJournal?

private let files: [(String, Data)] = [
    ("originals/0a1b-2c3d.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3, 4])),
    ("thumbnails/0a1b-2c3d.jpg", Data([0xFF, 0xD8, 0xFF, 0xD9])),
    ("originals/plant-2.png", Data([0x89, 0x50, 0x4E])),
    ("thumbnails/plant-2.png", Data([0x89, 0x50])),
]

private func zip(manifest: Data) throws -> Data {
    let archive = try Archive(data: Data(), accessMode: .create)
    for (path, data) in [(BackupManifest.entryName, manifest)] + files {
        try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }
    return archive.data!
}

private func freshJournal() -> PlantJournal {
    try? FileManager.default.removeItem(at: directory.appendingPathComponent("journal"))
    return try! PlantJournal.open(in: directory.appendingPathComponent("journal", isDirectory: true), processor: NoImages()).journal
}

/// Takes back what a successful import added, so every input starts from an empty journal.
private func empty(_ journal: PlantJournal) {
    try! journal.database.writer.write { db in
        try db.execute(sql: "UPDATE plant SET coverPhotoID = NULL; DELETE FROM photo; DELETE FROM plant")
    }
    for name in try! journal.files.originalNames().union(journal.files.thumbnailNames()) { journal.files.remove(name) }
}

/// Rows and files: what a refused import must leave as it was.
private func state(_ journal: PlantJournal) -> [Int] {
    let rows = try! journal.database.writer.read { db in
        [try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM plant")!, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo")!]
    }
    return rows + [try! journal.files.originalNames().count, try! journal.files.thumbnailNames().count]
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = Data(UnsafeRawBufferPointer(start: start, count: count))
    let body = bytes.dropFirst()
    let file: Data
    if bytes[bytes.startIndex] % 2 == 0 {
        guard let zipped = try? zip(manifest: Data(body)) else { return 0 }
        file = zipped
    } else {
        file = Data(body)
    }
    try! file.write(to: backupURL)
    let current = journal ?? freshJournal()
    journal = current
    let before = state(current)
    do {
        let first = try current.importBackup(from: backupURL)
        let again = try current.importBackup(from: backupURL)
        precondition(again.plantsAdded == 0 && again.photosAdded == 0, "a second restore added \(again)")
        if first.plantsAdded > 0 || first.photosAdded > 0 { empty(current) }
    } catch let error as BackupError {
        _ = error.description
        precondition(state(current) == before, "a refused backup (\(error)) changed the journal")
    } catch {
        preconditionFailure("importBackup threw a non-BackupError: \(error)")
    }
    return 0
}

/// `FUZZ_WRITE_SEEDS=DIR` writes the seed corpus (real manifests and a real exported backup) and exits.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: directory) }
    guard let seeds = ProcessInfo.processInfo.environment["FUZZ_WRITE_SEEDS"] else { return 0 }
    func write(_ name: String, _ mode: UInt8, _ data: Data) {
        try! (Data([mode]) + data).write(to: URL(fileURLWithPath: seeds).appendingPathComponent(name))
    }
    let created = Date(timeIntervalSince1970: 1_764_000_000.123)
    let manifest = BackupManifest(
        format: BackupManifest.formatName, version: BackupManifest.currentVersion, createdAt: created,
        plants: [
            .init(uuid: "6C1F3A2E-0B7D-4C59-9E7A-1D2B3C4D5E6F", name: "Monstera", scientificName: "Monstera deliciosa",
                  location: "Living room", startedAt: created.addingTimeInterval(-86_400 * 90), coverFileName: "0a1b-2c3d.jpg",
                  isArchived: false, createdAt: created, updatedAt: created),
            .init(uuid: "plant-2", name: "Basil", scientificName: nil, location: nil, startedAt: nil, coverFileName: nil,
                  isArchived: true, createdAt: created, updatedAt: created),
        ],
        photos: [
            .init(plantUUID: "6C1F3A2E-0B7D-4C59-9E7A-1D2B3C4D5E6F", fileName: "0a1b-2c3d.jpg", takenAt: created, notes: "new leaf",
                  createdAt: created, originalSize: 8, thumbnailSize: 4),
            .init(plantUUID: "plant-2", fileName: "plant-2.png", takenAt: created, notes: nil, createdAt: created, originalSize: 3, thumbnailSize: 2),
        ]
    )
    write("manifest-two-plants.json", 0, try! BackupManifest.encoder.encode(manifest))
    var empty = manifest
    empty.plants = []
    empty.photos = []
    write("manifest-empty.json", 0, try! BackupManifest.encoder.encode(empty))
    var newer = empty
    newer.version = BackupManifest.currentVersion + 1
    write("manifest-newer.json", 0, try! BackupManifest.encoder.encode(newer))
    // A real export: a journal with a plant and a photo, through exportBackup.
    let source = freshJournal()
    let plant = try! source.store.addPlant(PlantDraft(name: "Fern", scientificName: "Nephrolepis exaltata", location: "Bathroom"))
    let name = try! source.files.write(PreparedPhoto(
        original: files[0].1, thumbnail: files[1].1, fileExtension: "jpg", pixelWidth: 2, pixelHeight: 2, capturedAt: nil
    ))
    _ = try! source.store.addPhoto(plantID: plant.id!, fileName: name, takenAt: created, notes: "first")
    let exported = directory.appendingPathComponent("export.zip")
    _ = try! source.exportBackup(to: exported)
    write("export.zip", 1, try! Data(contentsOf: exported))
    exit(0)
}
