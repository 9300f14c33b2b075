/// Couples' pages. The inventory is CouplesServer's migrations table by table; answers and photos are
/// sealed on the phone by CouplesCore (ChaCha20-Poly1305 under the pair's key) before they are sent, so
/// the server's copies are ciphertext. `PrivacyInfo.xcprivacy` declares the four collected types below.
extension AppPage {
    public static let couples = AppPage(
        slug: "couples",
        name: "Couples",
        tagline: "A flower the two of you grow, one question a day",
        summary: """
            Couples is a small, calm game for two. Each day you both answer one question and send each other \
            one photo; when you have both done your part, your shared flower grows a stage. Keep going and it \
            blooms and moves to your garden, and a new flower is planted, so over time the two of you collect \
            a whole garden of days together.
            """,
        icon: nil,
        theme: PageTheme(
            light: .init(background: "#F7F5ED", surface: "#FFFFFF", text: "#24302A", muted: "#5B665F", accent: "#A8475C", onAccent: "#FFFFFF"),
            dark: .init(background: "#121714", surface: "#1F2621", text: "#EEF2EE", muted: "#A9B5AD", accent: "#DB8FA3", onAccent: "#1A0F12")
        ),
        privacy: PrivacyPolicy(
            summary: """
                Your answers and photos are sealed on your phone with a key only your two phones hold; the \
                server stores and forwards sealed bytes it cannot read. It knows who is paired with whom, which \
                days you both completed, your flowers and your purchases. Ending the pair removes your answers, \
                photos and garden from the server for both of you.
                """,
            onPhone: [
                "Your device key, in your iCloud Keychain so your other devices share it.",
                "A copy of the pair’s last known state (today, the garden, your answers and photos, opened), so the app opens offline, and an answer or photo waiting to be sent.",
                "Your sign-in session in the iOS Keychain.",
            ],
            leavesDevice: [
                "Sign in with Apple tells the server an Apple account id and, the first time only, the name you allow.",
                "Answers, photos and their thumbnails leave only sealed: the server stores and forwards bytes it cannot open. Photos are resized to 2,048 pixels and lose their location and camera metadata before they are sealed.",
                "Your time zone and reminder time, so your day and your reminder are fair where you are.",
                "Purchases go through Apple; the server checks Apple’s signed receipt to unlock the flower you bought.",
            ],
            serverData: [
                StoredData(
                    "Your account: the Apple account id, the name you allowed, your time zone and daily reminder time",
                    tables: ["users", "identities", "people"],
                    kept: "Until you delete your account",
                    seenBy: "Your partner sees your name; the rest no one"
                ),
                .sessions(pruned: false),
                StoredData(
                    "Your pair: who is paired with whom, each phone’s public key and the pair key sealed for it, and invites (a code and the inviting phone’s public key)",
                    tables: ["pairs", "pair_members", "invites"],
                    kept: "The pair until either of you ends it or deletes your account; an invite 24 hours, or until used or cancelled",
                    seenBy: "You and your partner"
                ),
                StoredData(
                    "Your days: which question each day asked, when each of you answered, and your sealed answers and photos (their sizes and times are visible to the server, their content is not)",
                    tables: ["pair_days", "entries"],
                    kept: "Until the pair ends or either of you deletes your account",
                    seenBy: "Only your partner can open them; the server cannot"
                ),
                StoredData(
                    "Your garden: the flowers you grew, their stages and bloom days, and the species you unlocked",
                    tables: ["flowers", "unlocks"],
                    kept: "Until the pair ends",
                    seenBy: "You and your partner"
                ),
                StoredData(
                    "Purchases: Apple’s transaction id, the product and when it was bought or refunded",
                    tables: ["purchases"],
                    kept: "Until you delete your account; a refunded purchase is kept without your account so it is never redeemed again",
                    seenBy: "No one"
                ),
                .pushDevices,
                .rateLimits,
            ],
            tablesWithoutPersonalData: [
                TableNote(["store_notifications"], why: "the ids of App Store notifications already handled, kept to refuse a replay"),
                TableNote(["demo_accounts"], why: "marks the invented partner of greenhouse couples demo-partner, never a real person"),
                .bookkeeping,
            ],
            processors: [
                .apns(app: "couples", whatIsSent: "your phone’s push token and a notice such as “Ana answered and sent a photo. Your turn to care for it.”, never the answer or the photo"),
                .objectStorage(whatIsSent: "sealed photos the store cannot open"),
            ],
            collected: [
                .userID("your account, to pair you and sync your days"),
                .name("the name you allow Sign in with Apple to share, shown to your partner"),
                .photos("your daily photo, sealed so only your partner can open it"),
                .otherContent("your daily answers, sealed so only your partner can open them"),
            ],
            exportAndDelete: [
                "Your days, answers and photos are in the app on both phones, and only there in readable form.",
                "Settings → Unpair removes the pair’s answers, photos, flowers, garden and unlocks from the server for both of you.",
                "Settings → Delete Account asks twice, then removes your account, sessions, devices, settings and invites, and ends your pair as above.",
            ]
        ),
        faq: [
            FAQEntry("How do we pair?", "One of you creates an invite and sends the link; the other opens it within 24 hours. Then compare the safety code on both phones: if the numbers match, no one is in between."),
            FAQEntry("What does the flower need each day?", "Both of you answer the day’s question and send one photo. When both parts are done, the flower grows a stage; after five it blooms and moves to your garden, and a new one is planted."),
            FAQEntry("What happens if we miss a day?", "The streak goes back to zero and the flower wilts, unless a streak freeze covers the day. You earn one freeze every 7 days in a row and can hold two."),
            FAQEntry("Can I change my answer?", "Yes, until your partner has answered too. Only today can be answered."),
            FAQEntry("Can the server read our answers and photos?", "No. They are sealed on your phone with a key only your two phones have. The server stores and forwards sealed bytes."),
            FAQEntry("Can I get a reminder?", "Yes, one a day at the time you choose in Settings, only while your part of the day is not done."),
            FAQEntry("What if I get a new phone?", "Your device key travels in your iCloud Keychain. If it cannot, the new phone asks your partner to approve it, and you compare the safety code again."),
        ],
        termsNotes: [
            "Couples is for two people who both chose to pair. Do not pair with someone without their consent.",
            "Flowers bought in the app are sold by Apple under its terms; refunds go through Apple.",
        ]
    )
}
