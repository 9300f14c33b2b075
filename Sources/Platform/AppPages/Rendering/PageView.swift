/// What one page's template is given: the app, its colours, the navigation, the operator's values,
/// and the section the page shows (exactly one of `home`, `privacy`, `terms`, `support` is set).
/// Plain stored properties only: Mustache reads them by reflection.
struct PageView {
    enum Kind: String, CaseIterable {
        case home, privacy, terms, support

        var title: String {
            switch self {
            case .home: "About"
            case .privacy: "Privacy"
            case .terms: "Terms"
            case .support: "Support"
            }
        }
    }

    struct NavItem {
        let title: String
        let href: String
        let current: Bool
    }

    struct Home {
        let summary: String
        let appStoreURL: String?
        let appStoreVariable: String
    }

    struct ServerLine {
        let what: String
        let tables: String
        let kept: String
        let seenBy: String
    }

    struct ProcessorLine {
        let name: String
        let purpose: String
        let whatIsSent: String
        let variable: String
        let inUse: Bool
    }

    struct Privacy {
        let summary: String
        let onPhone: [String]
        let leavesDevice: [String]
        let serverData: [ServerLine]
        let hasServer: Bool
        let quietTables: [TableNote]
        let processors: [ProcessorLine]
        let hasProcessors: Bool
        let collected: [CollectedData]
        let collectsNothing: Bool
        let exportAndDelete: [String]
    }

    struct Terms {
        let missing: [String]
        let notes: [String]
        let hasBackend: Bool
        let hasMissing: Bool
        let hasNotes: Bool

        init(missing: [String], notes: [String], hasBackend: Bool) {
            self.missing = missing
            self.notes = notes
            self.hasBackend = hasBackend
            hasMissing = !missing.isEmpty
            hasNotes = !notes.isEmpty
        }
    }

    struct Support {
        let faq: [FAQEntry]
    }

    let name: String
    let slug: String
    let tagline: String
    let pageTitle: String
    let description: String
    let iconPath: String?
    /// The small icon beside the name, left out on the home page, which shows it large.
    let headerIconPath: String?
    let theme: PageTheme
    let nav: [NavItem]
    let legalEntity: String?
    let contactEmail: String?
    let jurisdiction: String?
    let home: Home?
    let privacy: Privacy?
    let terms: Terms?
    let support: Support?

    init(_ kind: Kind, app: AppPage, site: SiteOperator) {
        name = app.name
        slug = app.slug
        tagline = app.tagline
        pageTitle = kind == .home ? "\(app.name): \(app.tagline)" : "\(app.name) · \(kind.title)"
        description = kind == .privacy ? app.privacy.summary : app.summary
        iconPath = app.icon.map { _ in "/\(app.slug)/icon.png" }
        headerIconPath = kind == .home ? nil : iconPath
        theme = app.theme
        nav = Kind.allCases.map { NavItem(title: $0.title, href: Self.path(of: $0, slug: app.slug), current: $0 == kind) }
        legalEntity = site.legalEntity
        contactEmail = site.contactEmail
        jurisdiction = site.jurisdiction
        home = kind == .home ? Home(summary: app.summary, appStoreURL: site.appStoreURLs[app.slug], appStoreVariable: app.appStoreVariable) : nil
        privacy = kind == .privacy ? Self.privacy(app.privacy, site: site) : nil
        terms = kind == .terms ? Terms(missing: site.missingForTerms, notes: app.termsNotes, hasBackend: !app.privacy.serverData.isEmpty) : nil
        support = kind == .support ? Support(faq: app.faq) : nil
    }

    /// `/calyx/` for the app's home, `/calyx/privacy` and so on.
    static func path(of kind: Kind, slug: String) -> String {
        kind == .home ? "/\(slug)/" : "/\(slug)/\(kind.rawValue)"
    }

    private static func privacy(_ policy: PrivacyPolicy, site: SiteOperator) -> Privacy {
        Privacy(
            summary: policy.summary,
            onPhone: policy.onPhone,
            leavesDevice: policy.leavesDevice,
            serverData: policy.serverData.map {
                ServerLine(what: $0.what, tables: $0.tables.joined(separator: ", "), kept: $0.kept, seenBy: $0.seenBy)
            },
            hasServer: !policy.serverData.isEmpty,
            quietTables: policy.tablesWithoutPersonalData,
            processors: policy.processors.map {
                ProcessorLine(name: $0.name, purpose: $0.purpose, whatIsSent: $0.whatIsSent, variable: $0.variable, inUse: site.setVariables.contains($0.variable))
            },
            hasProcessors: !policy.processors.isEmpty,
            collected: policy.collected,
            collectsNothing: policy.collected.isEmpty,
            exportAndDelete: policy.exportAndDelete
        )
    }
}
