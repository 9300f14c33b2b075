import Foundation
import Identity
import Media
import ServerKit
import SQLKit

/// "Download my data" (GDPR art. 15 and 20): everything a person gave Calyx, as JSON files and their
/// photos in one ZIP archive, made while it is sent (`ZipStream`): documents are read from the database
/// when the archive reaches them and photos a piece at a time from the media store.
struct DataExport: Sendable {
    let database: Database
    let accounts: AccountService
    let media: MediaLibrary
    let wallClock: any WallClock

    /// The archive for `user` and its file name. Spends the hourly allowance (429 when spent).
    func archive(for user: UUID) async throws -> (stream: ZipStream, filename: String) {
        let account = try await accounts.account(user)
        let photos = try await media.records(ownedBy: user)
        let now = wallClock.now()
        let documents = ExportDocuments(
            user: user, database: database, accounts: accounts, settings: UserSettingsStore(database: database, wallClock: wallClock)
        )
        var entries: [ZipEntry] = [
            .document("README.txt") { Array(Self.readme.utf8) },
            .document("profile.json", make: documents.profile),
            .document("settings.json", make: documents.preferences),
            .document("search-history.json", make: documents.searchHistory),
            .document("saved-flowers.json", make: documents.savedFlowers),
            .document("collections.json", make: documents.collections),
            .document("comments.json", make: documents.comments),
            .document("comment-votes.json", make: documents.commentVotes),
            .document("comment-reports.json", make: documents.commentReports),
            .document("scent-notes.json", make: documents.scentNotes),
            .document("days-active.json", make: documents.daysActive),
            .document("suspensions.json", make: documents.suspensions),
            .document("follows.json", make: documents.follows),
            .document("mutes-and-blocks.json", make: documents.mutesAndBlocks),
            .document("likes.json", make: documents.likes),
            .document("saved-collections.json", make: documents.savedCollections),
            .document("photos.json") { try ExportDocuments.photos(photos) },
        ]
        // Stored archives without ZIP64 end at 4 GiB: all of a person's stored bytes (every variant of
        // every photo, far more than the one file per photo sent) must fit with room for the documents.
        let stored = try await database.sql.raw("SELECT CAST(COALESCE(SUM(stored_bytes), 0) AS BIGINT) AS n FROM media WHERE owner_id = \(bind: user)")
            .first()?.decode(column: "n", as: Int.self) ?? 0
        guard stored <= Self.maxPhotoBytes, photos.count + entries.count <= ZipStream.maxEntries else {
            throw Problem.conflict(
                "export-too-large", title: "Too large to export",
                detail: "Your photos take more than \(Self.maxPhotoBytes >> 30) GiB; delete some, or ask support for an export."
            )
        }
        try await DataExportAllowance(database: database, wallClock: wallClock).spend(user)

        let store = media.store
        for photo in photos {
            let key = photo.key(.large)
            entries.append(ZipEntry(name: ExportPhotoFile.name(photo.id)) { offset in
                guard let piece = try await store.read(key, encoding: .jpeg, offset: offset, count: Self.pieceBytes) else {
                    throw Problem.notFound("A photo was deleted while the export was being made; export again later.")
                }
                return piece
            })
        }
        let day = now.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
        let name = account.username ?? user.apiString
        return (ZipStream(entries: entries, modified: now), "calyx-export-\(name)-\(day).zip")
    }

    /// What one read of a photo file takes: enough to keep the connection busy, little to hold.
    static let pieceBytes = 256 * 1024
    static let maxPhotoBytes = 3 << 30

    static let readme = """
        Your Calyx data

        profile.json           your account: names, about, email, when you joined, linked sign-in methods
        settings.json          privacy settings, preferences, time zone and which notifications reach you where
        search-history.json    searches and the flowers you opened from them
        saved-flowers.json     your catalogue: notes, tags, photos (files under photos/), privacy
        collections.json       your collections with their flowers in order, privacy and the copy credit
        comments.json          what you wrote under flowers, with the flower and the comment it answers
        comment-votes.json     your up (1) and down (-1) votes on comments
        comment-reports.json   comments you reported
        scent-notes.json       what you said flowers smell like
        days-active.json       the days (UTC) you used the app signed in in the last 35, for our active-user counts
        suspensions.json       moderators' suspensions of your account: when, how long, why, and when each ended
        follows.json           whom you follow and who follows you
        mutes-and-blocks.json  whom you muted and blocked
        likes.json             flowers (Favorites) and collections you liked
        saved-collections.json others' collections you saved
        photos.json            your uploads; each is photos/<id>.jpg, the largest size we keep

        """
}
