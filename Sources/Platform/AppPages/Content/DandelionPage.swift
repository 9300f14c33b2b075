/// Dandelion's pages. No backend and no account: the writing lives in memory only (DandelionCore's
/// writing models), the preferences and counts in one small file on the phone (`FileKeyValueStore`), and
/// `PrivacyInfo.xcprivacy` declares no collected data type.
extension AppPage {
    public static let dandelion = AppPage(
        slug: "dandelion",
        name: "Dandelion",
        tagline: "Write what weighs on you, then let it go",
        summary: """
            Dandelion is a quiet place to let go of a worry. Write what is on your mind, then blow gently on \
            your phone, swipe up or tap the dandelion, and watch your words drift away as seeds in the wind. \
            Nothing you write is kept: not on your phone, not anywhere else.
            """,
        icon: "dandelion.png",
        theme: PageTheme(
            light: .init(background: "#FBF6E9", surface: "#FFFDF6", text: "#3D3A35", muted: "#67625A", accent: "#7F6417", onAccent: "#FFFFFF"),
            dark: .init(background: "#1A1916", surface: "#25241F", text: "#EDE8DC", muted: "#B3AC9C", accent: "#EAD68C", onAccent: "#1A1916")
        ),
        privacy: PrivacyPolicy(
            summary: """
                Dandelion writes nothing down. Your words exist only in the phone’s memory while you write, \
                and they are gone when you let them go or close the app. Dandelion has no account and no server, \
                and it collects no data.
                """,
            onPhone: [
                "Your words, in memory only, never in a file: they wait while you are in another app for as long as you choose in Settings (10 minutes unless you change it), hidden from the app switcher, and quitting always clears them.",
                "One small file of your settings (theme, sensitivity, prompts, your own prompts) and counts such as how many times you opened the app, never a word of what you wrote.",
                "Whether you bought Premium, as the App Store keeps it on the phone.",
            ],
            leavesDevice: [
                "Nothing you write ever leaves the phone.",
                "The microphone listens only after you tap it beside the page, until you type again, let go or stay quiet for 12 seconds; the sound is analysed in memory for a blow and never recorded.",
                "Buying or restoring Premium talks to Apple’s App Store; Dandelion learns only whether it is unlocked.",
                "A helpline you open from “Someone to talk to” is called, texted or opened by your phone; Dandelion keeps no record of it.",
            ],
            serverData: [],
            tablesWithoutPersonalData: [],
            processors: [],
            collected: [],
            exportAndDelete: [
                "There is nothing to export: your words are never stored.",
                "Deleting the app removes its settings and counts from the phone.",
            ]
        ),
        faq: [
            FAQEntry("Where do my words go?", "Nowhere. They live in the phone’s memory while you write and are cleared when you let them go or quit the app. They are never saved, backed up or sent."),
            FAQEntry("How do I let go?", "Blow gently at the bottom of the phone after tapping the microphone, swipe up, or tap the dandelion. Blowing is optional: swiping and tapping always work."),
            FAQEntry("It doesn’t hear me blow.", "In Settings, set Sensitivity to High for a softer breath; it needs a quieter room. Make sure Dandelion may use the microphone in iOS Settings."),
            FAQEntry("What if I leave the app mid-sentence?", "Your words wait in memory for the time set under Keep unreleased words (10 minutes unless you change it), hidden from the app switcher. Quitting the app clears them."),
            FAQEntry("What does Premium add?", "A one-time purchase: more colour themes, a larger library of prompts, and prompts of your own. Writing and letting go are always free. Restore Purchases brings it back on another device."),
            FAQEntry("I need to talk to someone now.", "Open “Someone to talk to” for free helplines in 24 countries you can call or text. If you are in danger, call your local emergency number."),
        ],
        termsNotes: [
            "Dandelion is a calm writing exercise, not therapy, medical care or a crisis service.",
            "Premium is sold by Apple under its terms; refunds go through Apple.",
        ]
    )
}
