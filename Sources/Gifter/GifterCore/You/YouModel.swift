import ClientKit
import Foundation
import GifterAPI
import Observation

/// The You tab (§10): you (name, email, "Edit profile"), your taste as chips with "Refine my taste",
/// your own important dates with "Add an occasion", the two reminder toggles (saved as they flip,
/// queued offline), "Tell me about friend requests" (saved online as it flips), and the About links.
@MainActor @Observable
public final class YouModel {
    public struct Link: Identifiable, Equatable, Sendable {
        public let title: String
        public let url: URL
        public var id: String { title }
    }

    public static var header: String { GifterCopy[.youHeader] }
    public static var subtext: String { GifterCopy[.youSubtext] }
    public static var refineButton: String { GifterCopy[.youRefine] }
    public static var addOccasionButton: String { GifterCopy[.occasionsAdd] }
    public static var weekBeforeLabel: String { GifterCopy[.youWeekBefore] }
    public static var onTheDayLabel: String { GifterCopy[.youOnTheDay] }
    public static var noTasteLine: String { GifterCopy[.youNoTaste] }
    public static var friendPushesLabel: String { GifterCopy[.youFriendPushes] }

    public private(set) var user: Components.Schemas.User?
    /// Your own dates (birthday, anniversary), soonest first.
    public private(set) var ownOccasions: [Components.Schemas.Occasion] = []
    public private(set) var failure: LoadFailure?
    /// Why a switch flipped back (the server could not be told).
    public private(set) var notice: String?

    private let client: GifterClient
    private let sync: GifterSync
    private let reminders: (any ReminderScheduling)?
    private let push: PushDevice?
    private let siteURL: URL

    /// `siteURL` is where Privacy, Terms and About live (the server's site).
    public init(client: GifterClient, sync: GifterSync, reminders: (any ReminderScheduling)? = nil, push: PushDevice? = nil, siteURL: URL) {
        self.client = client
        self.sync = sync
        self.reminders = reminders
        self.push = push
        self.siteURL = siteURL
    }

    public var tasteChips: [String] { user?.tasteChips ?? [] }

    /// The avatar beside your name: your initials ("MR"). The API's User carries no photo (Gifter
    /// takes none), so initials are all there is to show.
    public var initials: String { PersonInitials.of(user?.displayName ?? "") }
    public var weekBefore: Bool { user?.reminders.weekBefore ?? true }
    public var onTheDay: Bool { user?.reminders.onTheDay ?? true }
    /// A push when someone asks to be friends or says yes (on until turned off).
    public var friendPushes: Bool { user?.friendPushes ?? true }

    /// Privacy, Terms, About Gifter: the server's pages for Gifter (`/gifter/privacy`, `/gifter/terms`, and
    /// `/gifter/`, which says what Gifter is and links to Support).
    public var aboutLinks: [Link] {
        [
            Link(title: GifterCopy[.youPrivacy], url: siteURL.appending(path: "privacy")),
            Link(title: GifterCopy[.youTerms], url: siteURL.appending(path: "terms")),
            Link(title: GifterCopy[.youAboutGifter], url: siteURL),
        ]
    }

    public func load() async {
        do {
            async let me = client.api.getUser().ok.body.json
            async let occasions = client.api.listOccasions().ok.body.json
            var fresh = try await me
            // A reminder change still queued on the phone is the person's latest choice.
            if case .reminders(let week, let day)? = sync.pending(about: "reminders") {
                fresh.reminders = .init(weekBefore: week, onTheDay: day)
            }
            user = fresh
            let list = try await occasions
            ownOccasions = (list.thisMonth + list.later).filter { $0.person.person == "self" }
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    public func setWeekBefore(_ on: Bool) async { await setReminders(weekBefore: on, onTheDay: onTheDay) }
    public func setOnTheDay(_ on: Bool) async { await setReminders(weekBefore: weekBefore, onTheDay: on) }

    /// Online: the server sends these pushes, so a change it did not hear flips back and says why.
    public func setFriendPushes(_ on: Bool) async {
        guard let before = user?.friendPushes else { return }
        user?.friendPushes = on
        notice = nil
        do {
            switch try await client.api.updateUser(body: .json(.init(friendPushes: on))) {
            case .ok(let ok):
                user?.friendPushes = try ok.body.json.friendPushes
            case .default(_, let response):
                user?.friendPushes = before
                notice = GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        } catch {
            user?.friendPushes = before
            notice = GifterErrorCopy.line(forActionFailure: error)
        }
    }

    private func setReminders(weekBefore: Bool, onTheDay: Bool) async {
        user?.reminders = .init(weekBefore: weekBefore, onTheDay: onTheDay)
        await sync.perform(.reminders(weekBefore: weekBefore, onTheDay: onTheDay))
        // The phone's own reminders (when push is off) follow the new settings.
        await reminders?.reschedule(settings: .init(weekBefore: weekBefore, onTheDay: onTheDay))
    }

    /// "Refine my taste": the light quiz about you.
    /// The You tab as the app makes it: everything from the environment.
    public convenience init(environment: GifterEnvironment) {
        self.init(client: environment.client, sync: environment.sync, reminders: environment.reminders, push: environment.push, siteURL: environment.siteURL)
    }

    public func refineTaste() -> TasteQuizModel { TasteQuizModel(subject: .me(deep: false), client: client) }

    /// "Add an occasion" of your own.
    public func addOccasion() -> OccasionEditModel { OccasionEditModel(newFor: "self", name: nil, client: client) }

    public func editProfile() -> EditProfileModel? { user.map { EditProfileModel(user: $0, client: client) } }

    /// Log out: the push registration first (a signed-out phone shows no one's reminders), then the session.
    public func signOut() async {
        await push?.unregister(client: client)
        await client.signOut()
    }
}
