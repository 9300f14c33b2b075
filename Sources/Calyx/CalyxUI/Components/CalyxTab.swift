import CalyxCore

/// The four tabs of §4.1, in the tab bar's order.
public enum CalyxTab: String, CaseIterable, Identifiable, Hashable, Sendable {
    case home
    case catalog
    case saved
    case profile

    public var id: Self { self }

    public var title: String {
        switch self {
        case .home: "Home"
        case .catalog: "Catalog"
        case .saved: "Saved"
        case .profile: "Profile"
        }
    }

    /// The SF Symbol (outlined; the selected tab shows its filled variant where one exists).
    public var systemImage: String {
        switch self {
        case .home: "house"
        case .catalog: "magnifyingglass"
        case .saved: "bookmark"
        case .profile: "person"
        }
    }
}

extension CalyxTab {
    /// The tab bar's tab for the tabs model's.
    init(_ tab: MainTabsModel.Tab) {
        switch tab {
        case .home: self = .home
        case .catalog: self = .catalog
        case .saved: self = .saved
        case .profile: self = .profile
        }
    }

    /// The tabs model's tab for this one.
    var modelTab: MainTabsModel.Tab {
        switch self {
        case .home: .home
        case .catalog: .catalog
        case .saved: .saved
        case .profile: .profile
        }
    }
}
