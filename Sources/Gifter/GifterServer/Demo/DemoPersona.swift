/// An invented person of Gifter's demo: a name, a username, where they live and how they answered the
/// onboarding quiz (the real questions of `Data/quiz.json`; a test checks every answer against it).
/// Each answers the whole quiz in a way that hangs together, so their taste chips and the concierge's
/// picks for them read like one person.
struct DemoPersona: Sendable {
    let displayName: String
    let username: String
    let timeZone: String
    /// Question id → option ids, as `PUT /user/taste` takes them.
    let answers: [String: [String]]
    /// A second date a friend would keep for them besides their birthday, if any.
    let alsoCelebrates: OccasionKind?

    /// Fourteen people; the seed picks which are friends and which only asked to be.
    static let all: [DemoPersona] = [
        DemoPersona(
            displayName: "Amara Okafor", username: "amara_okafor", timeZone: "Europe/London",
            answers: answers(
                style: "cozy", evening: "hosting", saturday: "slow-coffee", afternoon: ["cooking", "music"], cup: "coffee",
                home: "kitchen", treat: "ritual", gift: "useful", keep: "made-to-last", household: ["plants"], avoid: ["skip"]
            ),
            alsoCelebrates: .housewarming
        ),
        DemoPersona(
            displayName: "Mateo Álvarez", username: "mateo_alvarez", timeZone: "Europe/Madrid",
            answers: answers(
                style: "bold-playful", evening: "out-late", saturday: "workout", afternoon: ["cycling", "music"], cup: "beer",
                home: "walls", treat: "tech", gift: "experience", keep: "smile", household: ["dog"], avoid: ["clutter"]
            ),
            alsoCelebrates: nil
        ),
        DemoPersona(
            displayName: "Priya Raman", username: "priya_raman", timeZone: "Asia/Kolkata",
            answers: answers(
                style: "minimal", evening: "quiet-night", saturday: "pot-of-tea", afternoon: ["reading", "making"], cup: "tea",
                home: "fewer", treat: "book-record", gift: "lasting", keep: "design", household: ["skip"], avoid: ["alcohol", "novelty"]
            ),
            alsoCelebrates: .graduation
        ),
        DemoPersona(
            displayName: "Kenji Watanabe", username: "kenji_watanabe", timeZone: "Asia/Tokyo",
            answers: answers(
                style: "minimal", evening: "new-restaurant", saturday: "wander", afternoon: ["photos", "gaming"], cup: "coffee",
                home: "light", treat: "tech", gift: "useful", keep: "design", household: ["cat"], avoid: ["scents"]
            ),
            alsoCelebrates: nil
        ),
        DemoPersona(
            displayName: "Sofia Lindqvist", username: "sofia_lindqvist", timeZone: "Europe/Stockholm",
            answers: answers(
                style: "cozy", evening: "quiet-night", saturday: "somewhere-green", afternoon: ["garden", "baking"], cup: "tea",
                home: "plants", treat: "ritual", gift: "small", keep: "by-hand", household: ["plants", "cat"], avoid: ["clutter"]
            ),
            alsoCelebrates: .anniversary
        ),
        DemoPersona(
            displayName: "Yusuf Demir", username: "yusuf_demir", timeZone: "Europe/Istanbul",
            answers: answers(
                style: "eclectic", evening: "hosting", saturday: "slow-coffee", afternoon: ["cooking", "games"], cup: "coffee",
                home: "kitchen", treat: "outing", gift: "experience", keep: "history", household: ["kids"], avoid: ["alcohol"]
            ),
            alsoCelebrates: nil
        ),
        DemoPersona(
            displayName: "Hannah Kowalski", username: "hannah_kowalski", timeZone: "Europe/Warsaw",
            answers: answers(
                style: "bold-playful", evening: "new-restaurant", saturday: "workout", afternoon: ["moving", "film"], cup: "cocktail",
                home: "walls", treat: "wear", gift: "small", keep: "smile", household: ["skip"], avoid: ["scents"]
            ),
            alsoCelebrates: nil
        ),
        DemoPersona(
            displayName: "Tomás Ferreira", username: "tomas_ferreira", timeZone: "America/Sao_Paulo",
            answers: answers(
                style: "eclectic", evening: "out-late", saturday: "wander", afternoon: ["music", "photos"], cup: "wine",
                home: "walls", treat: "book-record", gift: "lasting", keep: "history", household: ["skip"], avoid: ["clothes"]
            ),
            alsoCelebrates: nil
        ),
        DemoPersona(
            displayName: "Leilani Kahale", username: "leilani_kahale", timeZone: "Pacific/Honolulu",
            answers: answers(
                style: "cozy", evening: "hosting", saturday: "somewhere-green", afternoon: ["moving", "garden"], cup: "water",
                home: "plants", treat: "outing", gift: "experience", keep: "planet", household: ["dog", "plants"], avoid: ["clutter"]
            ),
            alsoCelebrates: .wedding
        ),
        DemoPersona(
            displayName: "Noor Haddad", username: "noor_haddad", timeZone: "Asia/Amman",
            answers: answers(
                style: "minimal", evening: "quiet-night", saturday: "lie-in", afternoon: ["reading", "film"], cup: "tea",
                home: "light", treat: "ritual", gift: "lasting", keep: "made-to-last", household: ["skip"], avoid: ["alcohol"]
            ),
            alsoCelebrates: nil
        ),
        DemoPersona(
            displayName: "Chidi Eze", username: "chidi_eze", timeZone: "Africa/Lagos",
            answers: answers(
                style: "bold-playful", evening: "hosting", saturday: "workout", afternoon: ["fixing", "gaming"], cup: "cocktail",
                home: "walls", treat: "tech", gift: "useful", keep: "design", household: ["skip"], avoid: ["skip"]
            ),
            alsoCelebrates: .baby
        ),
        DemoPersona(
            displayName: "Ingrid Solberg", username: "ingrid_solberg", timeZone: "Europe/Oslo",
            answers: answers(
                style: "minimal", evening: "quiet-night", saturday: "somewhere-green", afternoon: ["moving", "making"], cup: "coffee",
                home: "fewer", treat: "outing", gift: "useful", keep: "planet", household: ["dog"], avoid: ["novelty", "clutter"]
            ),
            alsoCelebrates: nil
        ),
        DemoPersona(
            displayName: "Ravi Menon", username: "ravi_menon", timeZone: "Asia/Singapore",
            answers: answers(
                style: "eclectic", evening: "new-restaurant", saturday: "pot-of-tea", afternoon: ["cooking", "reading"], cup: "tea",
                home: "kitchen", treat: "book-record", gift: "small", keep: "by-hand", household: ["kids"], avoid: ["scents"]
            ),
            alsoCelebrates: nil
        ),
        DemoPersona(
            displayName: "Camille Dubois", username: "camille_dubois", timeZone: "Europe/Paris",
            answers: answers(
                style: "cozy", evening: "new-restaurant", saturday: "slow-coffee", afternoon: ["baking", "making"], cup: "wine",
                home: "light", treat: "wear", gift: "lasting", keep: "by-hand", household: ["cat"], avoid: ["skip"]
            ),
            alsoCelebrates: nil
        ),
    ]

    /// The eleven onboarding questions, by the last part of each option id.
    private static func answers(
        style: String, evening: String, saturday: String, afternoon: [String], cup: String, home: String, treat: String, gift: String,
        keep: String, household: [String], avoid: [String]
    ) -> [String: [String]] {
        [
            "deep-style": ["deep-style.\(style)"],
            "deep-evening": ["deep-evening.\(evening)"],
            "deep-saturday": ["deep-saturday.\(saturday)"],
            "deep-afternoon": afternoon.map { "deep-afternoon.\($0)" },
            "deep-cup": ["deep-cup.\(cup)"],
            "deep-home": ["deep-home.\(home)"],
            "deep-treat": ["deep-treat.\(treat)"],
            "deep-gift": ["deep-gift.\(gift)"],
            "deep-keep": ["deep-keep.\(keep)"],
            "deep-household": household.map { "deep-household.\($0)" },
            "deep-avoid": avoid.map { "deep-avoid.\($0)" },
        ]
    }
}
