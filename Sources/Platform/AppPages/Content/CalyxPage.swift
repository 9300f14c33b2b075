/// Calyx's pages. The inventory is CalyxServer's migrations table by table; the phone's part is
/// CalyxCore's store (ClientKit's `LocalDatabase`) and image cache; `PrivacyInfo.xcprivacy` declares the
/// six collected types below.
extension AppPage {
    public static let calyx = AppPage(
        slug: "calyx",
        name: "Calyx",
        tagline: "Flower discovery and your personal herbarium",
        summary: """
            Calyx helps you discover and identify flowers and curate your own digital herbarium. Search 330 \
            real species by common or scientific name, colour, bloom season and region; save the ones you \
            love with your notes and photos; arrange them into collections, public or private; and follow \
            other flower lovers to see what they find.
            """,
        icon: "calyx.png",
        theme: PageTheme(
            light: .init(background: "#F5F1E8", surface: "#FFFFFF", text: "#1A1A1A", muted: "#5C5C5C", accent: "#2D5016", onAccent: "#FFFFFF"),
            dark: .init(background: "#141911", surface: "#1F261B", text: "#F2EFE6", muted: "#B5B0A4", accent: "#A8CF8A", onAccent: "#10160C")
        ),
        privacy: PrivacyPolicy(
            summary: """
                Calyx keeps what it needs to work: your account, the flowers and photos you save, your \
                collections, comments and search history. Nothing is sold, there are no ads and no trackers. \
                You can download everything your account holds, and delete it, from Settings.
                """,
            onPhone: [
                "A copy of your saved flowers and the screens you last saw, so the app opens offline, and changes made offline until they are sent.",
                "Thumbnails you have looked at, in a cache the app empties oldest first.",
                "Your sign-in session in the iOS Keychain; the Face ID lock setting.",
            ],
            leavesDevice: [
                "Signing in goes through Apple, Google or Facebook, which tell Calyx an account id, and your name and email if you let them.",
                "Everything you save, write, upload, like, follow or search goes to the Calyx server, which is what lets you see it on another phone.",
                "Photos are sent as you chose them; the server strips their location and other metadata before storing them.",
            ],
            serverData: [
                StoredData(
                    "Your account: username, display name, about, profile photo, the email address and account id your sign-in provider gave, your settings and time zone",
                    tables: ["users", "identities", "profiles", "user_settings"],
                    kept: "Until you delete your account",
                    seenBy: "Your username, name, about, photo and follower counts are public; your email, provider ids and settings are seen by no one"
                ),
                .sessions(pruned: true),
                StoredData(
                    "Photos you upload (your profile, your flowers, your comments) in three sizes; an upload's original only until those sizes are made",
                    tables: ["media", "media_pending", "media_variant_jobs"],
                    kept: "Until you remove the photo or delete your account; unused uploads are swept after a day",
                    seenBy: "Whoever can see the profile, flower or comment the photo belongs to"
                ),
                StoredData(
                    "Your herbarium: saved flowers with your notes, tags, dates and photos; your collections; flowers you like; your scent notes",
                    tables: ["saved_flowers", "saved_flower_tags", "collections", "collection_flowers", "flower_likes", "flower_scent_notes"],
                    kept: "Until you remove them or delete your account",
                    seenBy: "Private collections and your notes: only you. Public collections: everyone. Likes are public. Your catalogue, if you make it public in Settings"
                ),
                StoredData(
                    "Your search history: what you searched for and the flowers you opened",
                    tables: ["search_history"],
                    kept: "Until you delete an entry or clear it all; never deleted automatically",
                    seenBy: "Only you"
                ),
                StoredData(
                    "People: whom you follow, block and mute; public collections you like or save",
                    tables: ["follows", "blocks", "mutes", "collection_likes", "saved_collections"],
                    kept: "Until you undo it or delete your account",
                    seenBy: "Follows are public unless you make your follower lists private; blocks and mutes only you. Who liked a public collection is shown on it"
                ),
                StoredData(
                    "Comments and replies on flowers (with their photo), your votes on comments, and comments you report",
                    tables: ["comments", "comment_votes", "comment_reports"],
                    kept: "Until you delete them; a deleted comment that has replies stays as a placeholder without your name",
                    seenBy: "Comments are public; votes only as counts; reports only by the operator's moderators"
                ),
                StoredData(
                    "Activity: what your followers' feeds show of you, your notifications and their settings, pushes waiting to be sent, when your last email digest went, and people with a taste like yours (computed from public likes and saves)",
                    tables: [
                        "feed_events", "notifications", "notification_actors", "notification_kind_settings", "notification_pushes",
                        "notification_digests", "taste_neighbours",
                    ],
                    kept: "Until the like, follow or comment behind it is undone, or your account is deleted; people with a taste like yours are recomputed every half hour",
                    seenBy: "Your followers see your public activity in their feed; notifications only you"
                ),
                .pushDevices,
                StoredData(
                    "Moderation: if a moderator suspends your account, when, for how long and why; moderators' decisions on reported comments, by comment",
                    tables: ["suspensions", "moderation_log"],
                    kept: "A suspension until it ends; the log of decisions, which holds ids and the moderator's reason but never a comment's text, stays after an account is deleted",
                    seenBy: "The operator's moderators; you see a suspension's end when you try to post"
                ),
                StoredData(
                    "For moderators only: hashes of the one-time sign-in links mailed to you and of your console sessions (never the links themselves)",
                    tables: ["console_links", "console_sessions"],
                    kept: "A link works 15 minutes and a session 12 hours; old ones are deleted as new ones are made",
                    seenBy: "No one"
                ),
                .activeDays,
                StoredData(
                    "When you last downloaded your data (one download an hour)",
                    tables: ["data_exports"],
                    kept: "Until you delete your account",
                    seenBy: "No one"
                ),
                .rateLimits,
            ],
            tablesWithoutPersonalData: [
                TableNote(
                    ["flowers", "flower_details", "flower_fts", "flower_fts_config", "flower_fts_data", "flower_fts_docsize", "flower_fts_idx", "catalog_imports"],
                    why: "the flower catalogue Calyx ships, and its search index"
                ),
                TableNote(["trending_flowers", "popular_collections"], why: "rankings of flowers and of public collections, without people"),
                TableNote(["demo_rows"], why: "marks the rows greenhouse seed --demo wrote (its invented people, and the demo collection, saves, comment and history it gave the dev sign-in account), so they can be removed exactly; it holds only row ids, nothing about a person"),
                .jobs, .kpis, .bookkeeping,
            ],
            processors: [
                .apns(app: "calyx", whatIsSent: "your phone's push token and the notification's text, such as “Ana liked your collection”"),
                Processor("An email server (SMTP)", purpose: "sends the weekly digest of unread notifications, if you turn email on, and moderators' sign-in links",
                          whatIsSent: "your email address, display name and the digest's lines", variable: "CALYX_SMTP_URL"),
                .objectStorage(whatIsSent: "the photos you upload"),
                Processor("An OpenAI-compatible moderation model", purpose: "checks comments for abuse beside Calyx's own word list",
                          whatIsSent: "the text of each comment as it is posted, without your name", variable: "CALYX_MODERATION_URL"),
            ],
            collected: [
                .userID("your account and your sign-in provider's account id, to sign you in"),
                .name("your display name and username, shown on your profile"),
                .email("the address your sign-in provider gives, for the optional weekly digest"),
                .photos("the photos you upload, shown where you put them"),
                .otherContent("your notes, tags, collections, comments and scent notes"),
                .searchHistory("your searches, kept in your account's history until you clear it"),
            ],
            exportAndDelete: [
                "Settings → Export My Data downloads a ZIP of everything your account holds, your photos byte for byte.",
                "Settings → Delete Account asks twice, then removes your account, photos, saved flowers, collections, comments, likes, follows and notifications; counts others see are corrected at once.",
                "Swipe a search in the Catalog to delete it, or Clear All.",
            ]
        ),
        faq: [
            FAQEntry("How do I find a flower?", "Type a common or scientific name in the Catalog; suggestions appear as you type. Filters narrow the results by colour, bloom season, region and plant type."),
            FAQEntry("How do I save a flower?", "Tap the heart on a result, or Save to Collection on the flower's page. In Saved you can sort your flowers into collections such as My Garden or Wish List, and add notes, tags and up to 20 of your own photos."),
            FAQEntry("Who can see my flowers?", "Each collection is public or private, and only you see private ones. In Settings, Privacy decides whether others see your catalogue and your follower lists, and whether new collections start public."),
            FAQEntry("Does Calyx work offline?", "Yes: your saved flowers and the pages you last opened are on the phone. Saves and edits made offline are sent once you are back online."),
            FAQEntry("How do I stop hearing from someone?", "On their profile, Mute hides their comments from you without telling them; Block ends follows both ways and stops them seeing your profile and collections. To report a comment, use Report in its menu; moderators review every report."),
            FAQEntry("Is this flower safe for my cat or dog?", "Flower pages show pet toxicity from the ASPCA's lists. It is general information, not veterinary advice: call your vet if your pet ate a plant."),
            FAQEntry("How do I get my data or delete my account?", "In Settings, Export My Data downloads everything your account holds, and Delete Account removes it after asking twice."),
        ],
        termsNotes: [
            "What you post publicly (public collections, comments, your profile) can be seen by anyone, and comments may be hidden by moderation.",
            "Plant and pet-toxicity information is general and may be incomplete; it is not botanical, medical or veterinary advice.",
        ]
    )
}
