import CouplesAPI
import Foundation
import Observation

/// One day you both finished: its question, both answers (opened on this phone) and both photos, the
/// thumbnails at once and a full photo when it is opened (downloaded and decrypted once, then kept).
/// What the phone kept opens offline too.
@MainActor @Observable
public final class PastDayModel {
    public enum Phase: Equatable, Sendable {
        case loading, loaded
        case failed(String)
    }

    public enum Person: Sendable, Hashable, Identifiable {
        case me, partner

        public var id: Self { self }
    }

    public static let loadFailedMessage = "This day couldn't be opened. Try again when you're online."
    public static let answerUnreadableMessage = "This answer couldn't be opened on this phone."
    public static let photoUnavailableMessage = "This photo couldn't be opened. Try again when you're online."

    public let date: String
    public let dateText: String
    public private(set) var phase: Phase = .loading
    public private(set) var dayNumber = 0
    public private(set) var question = ""
    public private(set) var partnerName: String?
    public private(set) var myAnswer: String?
    public private(set) var partnerAnswer: String?
    public private(set) var myThumbnail: Data?
    public private(set) var partnerThumbnail: Data?
    public private(set) var myPhoto: Data?
    public private(set) var partnerPhoto: Data?
    /// Whose full photo is being opened.
    public private(set) var openingPhoto: Person?
    public private(set) var photoError: String?
    public private(set) var answerError: String?

    @ObservationIgnored let environment: CouplesEnvironment
    @ObservationIgnored private var reader: DayReader?

    public init(environment: CouplesEnvironment, date: String) {
        self.environment = environment
        self.date = date
        dateText = FlowerDisplay.readable(date)
    }

    public var dayNumberText: String { "Day \(dayNumber)" }
    public var partnerTitle: String { partnerName ?? "Your partner" }

    /// The day as the phone kept it (asked from the server when it has not), both answers opened,
    /// both thumbnails.
    public func load() async {
        guard let reader = await DayReader.resolve(environment) else {
            phase = .failed(await DayReader.keysChanged(environment) ? CouplesCryptoError.keysChanged.description : Self.loadFailedMessage)
            return
        }
        self.reader = reader
        partnerName = reader.partnerName
        var day = reader.archive.day(date, pairID: reader.pairID)
        if day == nil, let fetched = try? await environment.service.day(date), fetched.complete {
            try? reader.archive.save([fetched], pairID: reader.pairID)
            day = fetched
        }
        guard let day else {
            phase = .failed(Self.loadFailedMessage)
            return
        }
        dayNumber = day.dayNumber
        question = day.question.text
        answerError = nil
        // Each answer on its own: one that does not open must not hide the other.
        myAnswer = try? reader.answer(of: day.myEntry, day: date)
        partnerAnswer = try? reader.answer(of: day.partnerEntry, day: date)
        if (day.myEntry?.answer != nil && myAnswer == nil) || (day.partnerEntry?.answer != nil && partnerAnswer == nil) {
            answerError = Self.answerUnreadableMessage
        }
        phase = .loaded
        myPhoto = reader.keptPhoto(day: date, author: .me, .full)
        partnerPhoto = reader.keptPhoto(day: date, author: .partner, .full)
        myThumbnail = await reader.photo(day: date, author: .me, .thumbnail)
        partnerThumbnail = await reader.photo(day: date, author: .partner, .thumbnail)
    }

    /// The full photo of `person`: from the phone when it was opened before, else downloaded and decrypted.
    public func openPhoto(_ person: Person) async {
        guard let reader, photo(of: person) == nil, openingPhoto == nil else { return }
        openingPhoto = person
        photoError = nil
        let opened = await reader.photo(day: date, author: person == .me ? .me : .partner, .full)
        openingPhoto = nil
        switch person {
        case .me: myPhoto = opened
        case .partner: partnerPhoto = opened
        }
        if opened == nil { photoError = Self.photoUnavailableMessage }
    }

    /// The best picture there is of `person`'s photo: the full one once opened, else the thumbnail.
    public func picture(of person: Person) -> Data? {
        photo(of: person) ?? (person == .me ? myThumbnail : partnerThumbnail)
    }

    public func photo(of person: Person) -> Data? {
        person == .me ? myPhoto : partnerPhoto
    }
}
