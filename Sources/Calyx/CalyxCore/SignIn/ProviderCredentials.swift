import CalyxAPI
import ClientKit
import Foundation

/// A credential from one of the sign-in providers, obtained through its sheet: Apple's identity token
/// with a fresh nonce; Google's and Facebook's through the web sheet with PKCE. Used to sign in
/// (Welcome) and to link another provider to the account (Settings).
struct ProviderCredentials: Sendable {
    let apple: any AppleAuthorizing
    let browser: any WebAuthenticating
    let google: WebSignIn?
    let facebook: WebSignIn?

    /// Whether this build offers `provider` (Google and Facebook need their client IDs).
    func offers(_ provider: WelcomeModel.Provider) -> Bool {
        switch provider {
        case .apple: true
        case .google: google != nil
        case .facebook: facebook != nil
        }
    }

    /// Runs the provider's sheet; closing it throws `SignInError.cancelled`.
    func credential(for provider: WelcomeModel.Provider) async throws(SignInError) -> (Components.Schemas.OAuthProvider, Components.Schemas.ProviderCredential) {
        let secrets = SignInSecrets()
        do {
            switch provider {
            case .apple:
                let authorization: AppleAuthorization
                do {
                    authorization = try await apple.authorize(hashedNonce: secrets.hashedNonce)
                } catch let error as SignInError {
                    throw error
                } catch {
                    throw SignInError.cancelled
                }
                return (.apple, .init(idToken: authorization.identityToken, nonce: secrets.nonce, displayName: authorization.displayName))
            case .google:
                guard let google else { throw SignInError.invalidResponse }
                return (.google, try await google.run(with: browser, secrets: secrets))
            case .facebook:
                guard let facebook else { throw SignInError.invalidResponse }
                return (.facebook, try await facebook.run(with: browser, secrets: secrets))
            }
        } catch let error as SignInError {
            throw error
        } catch {
            throw .invalidResponse
        }
    }
}
