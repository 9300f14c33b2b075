import Foundation

/// Help & Support (§3.5 "About: Help & support", §4.2): answers to what people ask, drawn from the
/// app's flows (§5) and true of this app as built, and how to reach a person.
public enum HelpTopics {
    public struct Topic: Equatable, Sendable, Identifiable {
        public var id: String { question }
        public let question: String
        public let answer: String
    }

    public static let topics: [Topic] = [
        Topic(
            question: "How do I find a flower?",
            answer: "Open the Catalog and type a common or scientific name; suggestions appear as you type. Filters narrow the results by colour, bloom season, region and plant type, and you can sort them by relevance, A–Z, popularity or interactions."
        ),
        Topic(
            question: "How do I save a flower and organise my collection?",
            answer: "Tap the heart on a result, or Save to Collection on the flower's page. In Saved, switch to Collections to make your own (My Garden, Wish List…), drag them into order, and use Select to add or move several flowers at once."
        ),
        Topic(
            question: "Can I keep notes and my own photos?",
            answer: "Yes. On a saved flower's page, Your Flower shows when you saved it, with Add Notes for notes and tags, and Add Your Photo for up to 20 of your own photos, which you can reorder or remove."
        ),
        Topic(
            question: "Who can see my flowers?",
            answer: "Each collection is public or private; only you see private ones. In Settings, Privacy decides whether others see your catalogue and your follower lists, and whether new collections start public. The flowers you like are always public."
        ),
        Topic(
            question: "How do I find people and collections?",
            answer: "Explore (from Home or the Catalog) shows this week's popular collections, trending flowers and people to follow, and searches usernames, names and public collections. Follow someone from their profile, and their flowers come to your Home feed."
        ),
        Topic(
            question: "Which notifications will I get?",
            answer: "New followers; likes, saves and copies of your collections; replies and upvotes on your comments; and, if you turn it on, comments on flowers in your public collections. Choose each in Settings under Notify Me About. Pushes wait out 22:00–08:00 in your time zone."
        ),
        Topic(
            question: "Can I change or remove a comment?",
            answer: "You can edit your comment for five minutes after posting it, and delete it at any time. To report someone else's comment, use Report in its menu; our moderators review every report."
        ),
        Topic(
            question: "How do I clear my search history?",
            answer: "In the Catalog, swipe left on a search to delete it, or tap Clear All. Your history is kept in your account until you delete it."
        ),
        Topic(
            question: "How do I get a copy of my data or delete my account?",
            answer: "In Settings, Export My Data makes a file of everything your account holds, photos included. Delete Account removes your profile, saved flowers, collections and comments for good, after asking you twice."
        ),
        Topic(
            question: "Can I sign in another way?",
            answer: "In Settings, Sign-in Methods lists how you sign in and adds Apple, Google or Facebook. You can remove a method as long as one is left."
        ),
    ]

    /// Where a person answers (§13.1).
    public static let supportEmail = "support@calyxapp.com"

    public static var contactURL: URL { URL(string: "mailto:\(supportEmail)?subject=Calyx%20support")! }
}
