import CalyxAPI
import Foundation
import Identity
import Media
import ServerKit

/// Identity's values in the shapes `openapi.yaml` gives them.
extension Components.Schemas.Account {
    /// `photo` is the photo the person chose in Calyx, if any.
    init(_ account: Account, photo: MediaRecord?) {
        self.init(
            id: account.id.apiString,
            username: account.username,
            displayName: account.displayName,
            about: account.about,
            photoURL: account.photoURL,
            photo: photo.map(Components.Schemas.MediaImage.init),
            email: account.email,
            memberSince: account.memberSince,
            signInMethods: account.signInMethods.compactMap(Components.Schemas.SignInMethod.init)
        )
    }
}

extension Components.Schemas.Session {
    init(account: Components.Schemas.Account, needsUsername: Bool, tokens: SessionTokens) {
        self.init(
            accessToken: tokens.accessToken,
            refreshToken: tokens.refreshToken,
            tokenType: .bearer,
            expiresIn: tokens.expiresIn,
            user: account,
            needsUsername: needsUsername
        )
    }
}

extension Components.Schemas.LinkedProviders {
    init(_ methods: [LinkedMethod]) {
        self.init(items: methods.compactMap { linked in
            Components.Schemas.SignInMethod(linked.method).map { .init(method: $0, linkedAt: linked.linkedAt) }
        })
    }
}

extension Components.Schemas.SignInMethod {
    /// Calyx accounts never use passwords; any other method maps one to one.
    init?(_ method: SignInMethod) {
        self.init(rawValue: method.rawValue)
    }
}
