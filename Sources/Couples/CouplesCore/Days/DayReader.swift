import CouplesAPI
import Foundation

/// Opens the pair's days on this phone: answers with the pair key, photos from the archive when they
/// were opened before, else downloaded once, opened and kept there. Today's screen and the past days
/// share it, so a photo is never downloaded and decrypted twice.
struct DayReader: Sendable {
    let key: PairKey
    let myID: String
    let partnerID: String
    let partnerName: String
    let archive: DayArchive
    let service: CouplesService

    init(key: PairKey, myID: String, partnerID: String, partnerName: String, environment: CouplesEnvironment) {
        self.key = key
        self.myID = myID
        self.partnerID = partnerID
        self.partnerName = partnerName
        archive = DayArchive(database: environment.database)
        service = environment.service
    }

    /// The pair's key and who is who: from the server, or the phone's copies offline.
    static func resolve(_ environment: CouplesEnvironment) async -> DayReader? {
        guard let (pair, key) = try? await environment.pairKey(), let me = try? await environment.me() else { return nil }
        return DayReader(key: key, myID: me.id, partnerID: pair.partner.id, partnerName: pair.partner.displayName, environment: environment)
    }

    /// Whether the days cannot be opened because the pair's keys are not the ones this phone trusts:
    /// nothing is opened with a key the two have not compared (a server could seal its own words with it).
    static func keysChanged(_ environment: CouplesEnvironment) async -> Bool {
        guard let pair = try? await environment.pair() else { return false }
        return environment.trust(of: pair) == .changed
    }

    var pairID: String { key.pairID }

    func authorID(_ author: Components.Schemas.Author) -> String {
        author == .me ? myID : partnerID
    }

    /// An entry's answer, opened; nil when there is none.
    func answer(of entry: Components.Schemas.Entry?, day: String) throws(CouplesCryptoError) -> String? {
        guard let entry, let box = entry.answer else { return nil }
        return try key.openAnswer(box, day: day, authorID: authorID(entry.author))
    }

    /// The photo kept on the phone, without asking the server (offline, or before it is asked).
    func keptPhoto(day: String, author: Components.Schemas.Author, _ variant: DayArchive.Variant) -> Data? {
        archive.photo(pairID: pairID, date: day, authorID: authorID(author), variant: variant)
    }

    /// The photo, opened: kept on the phone, else downloaded, opened and kept. nil when there is none,
    /// it cannot be reached now, or it does not open with the pair key. Only for complete days, whose
    /// photos no longer change.
    func photo(day: String, author: Components.Schemas.Author, _ variant: DayArchive.Variant) async -> Data? {
        if let kept = keptPhoto(day: day, author: author, variant) { return kept }
        guard let box = try? await service.photo(day: day, author: author, thumbnail: variant == .thumbnail),
              let opened = try? PhotoSealer.open(box, kind: variant == .thumbnail ? .thumbnail : .photo, with: key, day: day, authorID: authorID(author))
        else { return nil }
        try? archive.savePhoto(opened, pairID: pairID, date: day, authorID: authorID(author), variant: variant)
        return opened
    }
}
