import CouplesAPI
import Foundation
import Observation

/// S-002, caring for the flower: today's question (or a backup one, F-002), the answer box with its
/// byte limit, the photo, send. What is sent is sealed first and queued in the outbox, so nothing
/// written is lost offline. The partner's answer and photo are shown, decrypted, once the day is complete.
@MainActor @Observable
public final class FlowerCareModel {
    public enum Phase: Equatable, Sendable {
        case loading, ready, notPaired
        case failed(String)
    }

    /// F-003's copy when the photo did not reach the server.
    public static let photoNotSentMessage = "Photo was not sent. Try again."
    public static let queuedMessage = "Saved on this phone. It will be sent when you're back online."

    public private(set) var phase: Phase = .loading
    public private(set) var date: String?
    public private(set) var question = ""
    public private(set) var questionTheme = ""
    /// True when today's question could not be loaded and a shipped backup question is shown.
    public private(set) var isFallbackQuestion = false

    public var answer = ""
    public private(set) var photo: PreparedPhoto?
    public private(set) var isPreparingPhoto = false
    public private(set) var isSending = false

    public private(set) var iAnswered = false
    public private(set) var iSentPhoto = false
    public private(set) var myAnswer: String?
    public private(set) var isDayComplete = false
    public private(set) var partnerStatus: PartnerStatus = .waiting
    public private(set) var partnerAnswer: String?
    public private(set) var partnerPhoto: Data?
    public private(set) var partnerThumbnail: Data?

    public private(set) var photoError: String?
    public private(set) var answerError: String?
    public private(set) var notice: String?

    @ObservationIgnored let environment: CouplesEnvironment

    public init(environment: CouplesEnvironment) {
        self.environment = environment
    }

    // MARK: The answer box

    public var answerByteCount: Int { answer.utf8.count }
    public var remainingBytes: Int { CouplesLimits.answerMaxBytes - answerByteCount }
    public var isAnswerTooLong: Bool { remainingBytes < 0 }
    public var answerLimitText: String {
        isAnswerTooLong ? "\(-remainingBytes) characters too long" : "\(remainingBytes) left"
    }

    /// F-003: the photo button appears once there is an answer.
    public var canAttachPhoto: Bool { iAnswered || !answer.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

    public var canSend: Bool {
        guard !isSending, date != nil, !isAnswerTooLong, !isDayComplete else { return false }
        let hasAnswer = !answer.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && answer != myAnswer
        return hasAnswer || photo != nil
    }

    // MARK: Loading

    public func load() async {
        _ = await environment.sender.flush()
        do throws(CouplesServiceError) {
            guard let today = try await environment.service.today() else {
                phase = .notPaired
                return
            }
            try? environment.cache.save(today, as: .today)
            apply(today)
            // Cached now so that an answer written offline later can still be sealed (pair key, author id).
            _ = try? await environment.pair()
            _ = try? await environment.me()
            phase = .ready
            await loadEntries()
        } catch {
            if let cached = environment.cache.load(Components.Schemas.Today.self, .today) {
                apply(cached)
                partnerStatus = .waiting
            } else {
                // F-002: a simple backup question rather than an empty screen.
                let backup = FallbackQuestions.question(for: nil)
                question = backup.text
                questionTheme = backup.theme
                isFallbackQuestion = true
            }
            phase = .ready
        }
    }

    private func apply(_ today: Components.Schemas.Today) {
        if date != today.date {
            // A new day: yesterday's partner answer and photo are not today's.
            partnerAnswer = nil
            partnerPhoto = nil
            partnerThumbnail = nil
            myAnswer = nil
        }
        date = today.date
        question = today.question.text
        questionTheme = today.question.theme
        isFallbackQuestion = false
        iAnswered = today.me.answered
        iSentPhoto = today.me.photo
        isDayComplete = today.complete
        partnerStatus = PartnerStatus(today.partner)
    }

    /// My own answer, decrypted, and once the day is complete the partner's answer and photo.
    private func loadEntries() async {
        guard let date, iAnswered || isDayComplete else { return }
        guard let day = try? await environment.service.day(date), let resolved = try? await environment.pairKey(),
              let me = try? await environment.me()
        else { return }
        let (pair, keyed) = resolved
        if let mine = day.myEntry?.answer {
            myAnswer = try? keyed.openAnswer(mine, day: date, authorID: me.id)
            if answer.isEmpty, let myAnswer { answer = myAnswer }
        }
        guard day.complete else { return }
        isDayComplete = true
        let partnerID = pair.partner.id
        if let theirs = day.partnerEntry?.answer {
            do throws(CouplesCryptoError) {
                partnerAnswer = try keyed.openAnswer(theirs, day: date, authorID: partnerID)
            } catch {
                partnerAnswer = nil
                answerError = error.description
            }
        }
        // Opened once, then kept on the phone: later partner events and relaunches read it from there.
        let reader = DayReader(key: keyed, myID: me.id, partnerID: partnerID, partnerName: pair.partner.displayName, environment: environment)
        if partnerThumbnail == nil { partnerThumbnail = await reader.photo(day: date, author: .partner, .thumbnail) }
        if partnerPhoto == nil { partnerPhoto = await reader.photo(day: date, author: .partner, .full) }
    }

    // MARK: Photo

    /// Prepares a picked or captured photo off the main actor: downscaled, oriented, metadata removed.
    public func attachPhoto(_ data: Data) async {
        isPreparingPhoto = true
        photoError = nil
        let preparer = environment.photos
        let result = await Task.detached { () -> Result<PreparedPhoto, PhotoPreparationError> in
            do throws(PhotoPreparationError) { return .success(try preparer.prepare(data)) } catch { return .failure(error) }
        }.value
        isPreparingPhoto = false
        switch result {
        case .success(let prepared): photo = prepared
        case .failure(let error): photoError = error.description
        }
    }

    public func removePhoto() {
        photo = nil
    }

    // MARK: Sending

    /// Seals the answer and the photo, queues both, then sends the queue.
    public func send() async {
        guard canSend, let date else { return }
        isSending = true
        defer { isSending = false }
        answerError = nil
        photoError = nil
        notice = nil
        do {
            let me = try await environment.me()
            guard let key = try await environment.pairKey()?.key else { phase = .notPaired; return }
            let text = answer.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty, answer != myAnswer {
                let sealed = try key.sealAnswer(answer, day: date, authorID: me.id)
                try environment.outbox.enqueue(.answer, day: date, payload: Data(sealed.utf8))
            }
            if let photo {
                let envelope = try PhotoSealer.seal(photo, with: key, day: date, authorID: me.id)
                try environment.outbox.enqueue(.photo, day: date, payload: Data(envelope.bytes))
            }
        } catch let error as CouplesCryptoError {
            answerError = error.description
            return
        } catch {
            // Without the pair's keys (offline on a fresh install) nothing can be sealed yet.
            answerError = "Couldn't prepare your answer. Try again."
            return
        }
        await deliver()
    }

    /// F-003: sends what is still queued again (after "Photo was not sent. Try again.").
    public func retry() async {
        await deliver()
    }

    private func deliver() async {
        photoError = nil
        notice = nil
        let report = await environment.sender.flush()
        for item in report.sent {
            switch item.kind {
            case .answer: iAnswered = true; myAnswer = answer
            case .photo: iSentPhoto = true; photo = nil
            }
        }
        let pendingPhoto = ((try? environment.outbox.count(.photo)) ?? 0) > 0
        if pendingPhoto || report.refused.contains(where: { $0.item.kind == .photo }) {
            photoError = Self.photoNotSentMessage
        }
        if let refusal = report.refused.first(where: { $0.item.kind == .answer }) {
            answerError = Self.refusalMessage(refusal.reason)
        }
        if report.unreachable { notice = Self.queuedMessage }
        if !report.sent.isEmpty { await load() }
    }

    static func refusalMessage(_ reason: String?) -> String {
        switch reason {
        case "answer-locked": "Your answer can't be changed any more: your partner has answered too."
        case "day-closed": "That day ended before your answer could be sent. Today has a new question."
        default: "Your answer couldn't be sent."
        }
    }

    /// A partner event: the partner's status changed, or the day completed.
    public func handle(_ event: PairEventMessage) async {
        await load()
    }
}
