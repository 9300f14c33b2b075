/// Gifter's pages. The inventory is GifterServer's migrations table by table; the phone's part is
/// GifterCore's `GifterStore` and local reminders; `PrivacyInfo.xcprivacy` declares the four collected types below.
extension AppPage {
    public static let gifter = AppPage(
        slug: "gifter",
        name: "Gifter",
        tagline: "Your calm, playful gifting concierge",
        summary: """
            Gifter helps you find gifts that feel exactly like the person, not just “that’ll do.” Tell it \
            your taste and theirs in a short quiz, keep everyone’s birthdays and anniversaries in one place \
            with a reminder a week before and on the day, and save ideas to wishlists and gift plans. Friends \
            on Gifter can see each other’s wishlists and quietly claim a gift so no one buys it twice.
            """,
        icon: "gifter.png",
        theme: PageTheme(
            light: .init(background: "#FFFFFF", surface: "#F4F4F4", text: "#000000", muted: "#5E5E5E", accent: "#000000", onAccent: "#FFFFFF"),
            dark: .init(background: "#000000", surface: "#0F0F0F", text: "#FFFFFF", muted: "#A0A0A0", accent: "#FFFFFF", onAccent: "#000000")
        ),
        privacy: PrivacyPolicy(
            summary: """
                Gifter keeps your account, your taste, the people you shop for, their occasions and your \
                wishlists, so it can suggest gifts and remind you in time. It does not sell anything or show ads, \
                and it never tells a friend’s wishlist owner who claimed a gift. Delete your account from \
                Edit profile and all of it goes.
                """,
            onPhone: [
                "A copy of Home, your wishlists and occasions, so the app opens offline, and saves made offline until they are sent.",
                "Your sign-in session in the iOS Keychain.",
                "Reminders for your occasions, planned on the phone when push notifications are off.",
            ],
            leavesDevice: [
                "Your email address and password go to the Gifter server when you sign up or log in; only a bcrypt hash of the password is kept.",
                "Your taste answers, the people you shop for, occasions, wishlists and gift plans go to the server so you see them on any phone and friends see what you share with them.",
                "“View & buy from store” opens the shop’s own page; what you do there is between you and the shop.",
            ],
            serverData: [
                StoredData(
                    "Your account: email address, display name, username, a bcrypt hash of your password, your time zone, reminder and notification switches, and your taste answers",
                    tables: ["users", "identities", "members", "password_credentials"],
                    kept: "Until you delete your account",
                    seenBy: "Friends see your display name, taste, wishlist and your own next occasion; your email and password hash no one"
                ),
                .sessions(pruned: false),
                StoredData(
                    "Password resets: a hash of the emailed link's token",
                    tables: ["password_resets"],
                    kept: "The link works once, for 30 minutes",
                    seenBy: "No one"
                ),
                StoredData(
                    "People you shop for: their name, your relationship, three words about them, what never to gift, your answers about their taste",
                    tables: ["gifting_profiles"],
                    kept: "Until you delete the profile or your account",
                    seenBy: "Only you"
                ),
                StoredData(
                    "Occasions: whose, what kind, and the date",
                    tables: ["occasions"],
                    kept: "Until you delete the occasion, its person or your account",
                    seenBy: "Only you, except your own next occasion, which friends see"
                ),
                StoredData(
                    "Wishlists and gift plans: the products you saved, for whom, and each idea’s status",
                    tables: ["wishlists", "wishlist_items", "gift_ideas"],
                    kept: "Until you remove them or delete your account",
                    seenBy: "Your own wishlists: your friends. Gift plans for others: only you"
                ),
                StoredData(
                    "Friends: friendships, requests (with the email address or username you asked), invite links (a hash of the token), and claims on friends’ wishlist items",
                    tables: ["friendships", "friend_requests", "friend_invites", "claims"],
                    kept: "Friendships until either of you ends them; an invite link 14 days; a declined request stays, marked, so its sender is not told; claims until released",
                    seenBy: "A claim is seen by the wishlist owner’s other friends, never by the owner"
                ),
                StoredData(
                    "Your phone’s push token, and reminders and friend notifications waiting to be sent",
                    tables: ["push_devices", "push_outbox"],
                    kept: "The token until you log out or Apple reports it dead; a notification until it is sent",
                    seenBy: "No one"
                ),
                .rateLimits,
                .activeDays,
            ],
            tablesWithoutPersonalData: [
                TableNote(["products", "product_images", "catalog_state"], why: "the product catalogue from the shops the operator connects"),
                TableNote(["media", "media_pending", "media_variant_jobs"], why: "product pictures; Gifter takes no photos from people"),
                TableNote(["demo_accounts"], why: "marks the invented people of greenhouse seed --demo, never a real person"),
                .jobs, .kpis, .bookkeeping,
            ],
            processors: [
                .apns(app: "gifter", whatIsSent: "your phone’s push token and the reminder’s text, such as “Mia’s birthday is in 7 days”"),
                Processor("An email server (SMTP)", purpose: "sends password reset links",
                          whatIsSent: "your email address and the reset link", variable: "GIFTER_SMTP_URL"),
                Processor("An OpenAI-compatible language model", purpose: "rewords Gifter’s reasons for its suggestions and reads free text into taste tags; it never picks the gifts",
                          whatIsSent: "the suggested products’ names and reasons, a friend’s first name, and the free text you type (three words, a nudge)",
                          variable: "GIFTER_LLM_URL"),
                .objectStorage(whatIsSent: "product pictures only"),
            ],
            collected: [
                .email("to sign you in and to send a password reset link"),
                .name("your display name, shown to your friends"),
                .userID("your account, to keep your data together"),
                .otherContent("your taste answers, the people you shop for, occasions, wishlists and gift plans"),
            ],
            exportAndDelete: [
                "You → Edit profile → Delete account removes you, your sessions, taste, gifting profiles, occasions, wishlists, gift plans, claims, friendships, requests and devices. Friends stop seeing you.",
                "Deleting a person you shop for removes their profile, occasions and the ideas saved for them.",
                "Gifter has no download of your data yet: write to the contact address below and the operator will send it.",
            ]
        ),
        faq: [
            FAQEntry("How does Gifter choose ideas?", "From the taste quiz: your answers, or yours about the person, picked against the products of the shops this server connects. Ask for more ideas for new ones, or nudge it with a few words or a budget."),
            FAQEntry("How do I add someone to shop for?", "In Find, search for them. If they are not on Gifter, create a gifting profile with their name, your relationship and three words about them; a short quiz about their taste follows."),
            FAQEntry("When will I be reminded of an occasion?", "At 09:00 in your time zone, a week before and on the day. Both reminders can be turned off under You."),
            FAQEntry("Can my friends see my wishlist?", "Yes, your friends on Gifter see your wishlist, your taste and your own next occasion. They can claim an item so no one buys it twice; you are never told who claimed what."),
            FAQEntry("How do I add a friend?", "In Find, Add a friend sends a request to an email address or a Gifter username; Share an invitation sends a link instead, which works for 14 days for whoever opens it."),
            FAQEntry("Does Gifter sell the gifts?", "No. “View & buy from store” opens the shop’s own page; prices and stock come from the shop."),
            FAQEntry("I forgot my password. What now?", "On Log in, tap “Forgot your password?” and enter your email. If it has an account, a link arrives that works once, for 30 minutes."),
            FAQEntry("How do I delete my account?", "You → Edit profile → Delete account. Everything of yours goes, and friends stop seeing you."),
        ],
        termsNotes: [
            "Gifter suggests products sold by other shops; purchases, prices, delivery and returns are between you and the shop.",
            "Treat friends’ wishlists and claims kindly: they are shared with you as a friend.",
        ]
    )
}
