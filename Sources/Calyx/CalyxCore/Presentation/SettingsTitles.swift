import CalyxAPI

// The words Settings shows for the API's values.

extension Components.Schemas.SignInMethod {
    public var title: String {
        switch self {
        case .apple: "Apple"
        case .google: "Google"
        case .facebook: "Facebook"
        case .dev: "Developer sign-in"
        }
    }

    public var systemImage: String {
        switch self {
        case .apple: "apple.logo"
        case .google, .facebook: "person.crop.circle.badge.checkmark"
        case .dev: "hammer"
        }
    }
}
