/// One app's public pages as data: `/<slug>/` (what it is), `/<slug>/privacy`, `/<slug>/terms` and
/// `/<slug>/support`. The server renders every page from this value, and the tests read the same value to
/// hold the privacy page to the app's server tables and privacy manifest.
public struct AppPage: Sendable {
    /// The path segment (`calyx`, `planttracker`): the backends' `/<app>/v1` name, else the bundle id's last part.
    public let slug: String
    public let name: String
    /// One line under the name.
    public let tagline: String
    /// What the app is, in one paragraph from its spec.
    public let summary: String
    /// The app icon's file in `Icons/`, nil for an app without one yet.
    public let icon: String?
    public let theme: PageTheme
    public let privacy: PrivacyPolicy
    /// 5–8 questions people ask, answered from the app as built.
    public let faq: [FAQEntry]
    /// What the terms add for this app beyond the shared template (purchases, advice it does not give).
    public let termsNotes: [String]

    public init(
        slug: String, name: String, tagline: String, summary: String, icon: String?, theme: PageTheme,
        privacy: PrivacyPolicy, faq: [FAQEntry], termsNotes: [String]
    ) {
        self.slug = slug
        self.name = name
        self.tagline = tagline
        self.summary = summary
        self.icon = icon
        self.theme = theme
        self.privacy = privacy
        self.faq = faq
        self.termsNotes = termsNotes
    }

    /// The operator's App Store link for this app (`CALYX_APP_STORE_URL`, `PLANTTRACKER_APP_STORE_URL`…).
    public var appStoreVariable: String { slug.uppercased() + "_APP_STORE_URL" }
}

/// A question and its answer on the support page.
public struct FAQEntry: Sendable {
    public let question: String
    public let answer: String

    public init(_ question: String, _ answer: String) {
        self.question = question
        self.answer = answer
    }
}
