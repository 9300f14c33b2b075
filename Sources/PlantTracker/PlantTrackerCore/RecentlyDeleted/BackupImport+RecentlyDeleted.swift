import Foundation
import GRDB

extension PlantJournal {
    /// Brings back from Recently Deleted the plants and photos a restored backup holds: restoring a
    /// backup means having what it holds, as it would if they had been erased already. Counted as added.
    static func recoverDeleted(_ manifest: BackupManifest, _ db: Database) throws -> (plants: Int, photos: Int) {
        let deletedPlants = Set(try String.fetchAll(db, sql: "SELECT uuid FROM plant WHERE deletedAt IS NOT NULL"))
        let deletedPhotos = Set(try String.fetchAll(db, sql: "SELECT fileName FROM photo WHERE deletedAt IS NOT NULL"))
        let plants = manifest.plants.map(\.uuid).filter(deletedPlants.contains)
        let photos = manifest.photos.map(\.fileName).filter(deletedPhotos.contains)
        for uuid in plants {
            try db.execute(sql: "UPDATE plant SET deletedAt = NULL WHERE uuid = ?", arguments: [uuid])
        }
        for fileName in photos {
            try db.execute(sql: "UPDATE photo SET deletedAt = NULL WHERE fileName = ?", arguments: [fileName])
        }
        return (plants.count, photos.count)
    }
}
