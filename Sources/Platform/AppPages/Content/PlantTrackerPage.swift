/// PlantTracker's pages. No backend and no account: PlantTrackerCore's store is an SQLite file and photo
/// files in the app's container, and `PrivacyInfo.xcprivacy` declares no collected data type.
extension AppPage {
    public static let plantTracker = AppPage(
        slug: "planttracker",
        name: "PlantTracker",
        tagline: "A photo timeline of your plants",
        summary: """
            PlantTracker helps you document how your plants grow. Add a plant, photograph it whenever you \
            like, add notes to each photo, and watch a timeline of its growth build up, with a side-by-side \
            view to compare any two days. It works offline and keeps everything on your phone.
            """,
        icon: "planttracker.png",
        theme: PageTheme(
            light: .init(background: "#F2F5F1", surface: "#FFFFFF", text: "#1C241E", muted: "#56615A", accent: "#2F7A4A", onAccent: "#FFFFFF"),
            dark: .init(background: "#101512", surface: "#1B221D", text: "#E9EFEA", muted: "#A3B0A7", accent: "#5BC27A", onAccent: "#08140C")
        ),
        privacy: PrivacyPolicy(
            summary: """
                PlantTracker keeps everything on your phone: your plants, photos and notes. It has no account \
                and no server, it collects no data, and nothing leaves the phone unless you share a photo or \
                export a backup yourself.
                """,
            onPhone: [
                "Your plants (name, optional location such as “Kitchen window”, start date) and each photo’s date and notes, in a database inside the app.",
                "Your photos, resized to at most 4,096 pixels, with thumbnails, in the app’s own folder.",
                "Deleted plants and photos for 30 days in Recently Deleted, then deleted for good.",
            ],
            leavesDevice: [
                "Nothing, unless you choose to: sharing a photo or a comparison sends the image you see to where you send it; Export Backup makes one file you save or send yourself.",
                "The camera and your photo library are used only when you take or pick a photo, and the app reads only the photos you pick.",
                "Like every app’s data, it is part of your phone’s own iCloud or computer backup, if you have one turned on.",
            ],
            serverData: [],
            tablesWithoutPersonalData: [],
            processors: [],
            collected: [],
            exportAndDelete: [
                "Backup, in the menu of the Plants screen: Export Backup puts every plant and photo into one file; Restore from Backup adds them back on any phone.",
                "Delete a plant or photo and it moves to Recently Deleted for 30 days; Delete Now removes it at once.",
                "Deleting the app removes everything it holds from the phone.",
            ]
        ),
        faq: [
            FAQEntry("How do I add a plant?", "Tap + (Add Plant or Photo) on the Plants screen and give it a name; a location and start date are optional. You can also take a photo first and create the plant while saving it."),
            FAQEntry("Can I add several photos at once?", "Yes. Choose them from your library for one plant; each keeps its own date, read from when it was taken, and its own notes."),
            FAQEntry("How do I see how a plant has grown?", "Open the plant: its photos form a timeline, newest first. Compare Photos shows two of them side by side with the time between them."),
            FAQEntry("I deleted a plant by mistake.", "Open Recently Deleted from the Plants screen’s menu and tap Recover. Deleted plants and photos stay there for 30 days."),
            FAQEntry("How do I move my plants to a new phone?", "In the Plants screen’s menu, Backup → Export Backup makes one file; AirDrop it or save it to Files, then Restore from Backup on the new phone."),
            FAQEntry("Does PlantTracker need the internet?", "No. It works entirely offline and keeps everything on your phone."),
        ],
        termsNotes: [
            "Your plants and photos are yours and stay on your phone; keep a backup, since no copy exists anywhere else.",
        ]
    )
}
