import CalyxAPI

// The words the Saved tab's sort and filter menu, and the Catalogue filter, show.

extension SavedOrder.Sort {
    public var title: String {
        switch self {
        case .recent: "Recently Saved"
        case .oldest: "Oldest First"
        case .alphabetical: "A to Z"
        }
    }
}

extension SavedOrder.Visibility {
    public var title: String {
        switch self {
        case .all: "All"
        case .public: "Public"
        case .private: "Private"
        }
    }
}
