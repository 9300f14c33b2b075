import ClientKit
import CalyxAPI
import Foundation
import Observation

/// The Welcome screen: three ways in (Apple, Google, Facebook). A first sign-in goes on to the
/// username step; a returning person goes straight to Home.
@MainActor @Observable
public final class WelcomeModel {
    public enum Provider: String, Sendable, CaseIterable {
        case apple, google, facebook

        public var buttonTitle: String {
            switch self {
            case .apple: "Sign in with Apple"
            case .google: "Continue with Google"
            case .facebook: "Continue with Facebook"
            }
        }
    }

    public enum Phase: Equatable, Sendable {
        case idle
        case signingIn(Provider)
        case failed(SignInError)

        /// The words under the buttons after a failed sign-in.
        public var failureMessage: String? {
            if case .failed(let error) = self { error.message } else { nil }
        }
    }

    public static let tagline = "Discover. Save. Grow Your Flower Knowledge"

    /// What the app offers, under the tagline (§5.1 "welcome screen with app benefits", §1.4).
    public struct Benefit: Equatable, Sendable {
        public let symbol: String
        public let title: String
        public let detail: String
    }

    public static let benefits: [Benefit] = [
        Benefit(symbol: "magnifyingglass", title: "Find any flower", detail: "Search by common or scientific name, colour, season or region."),
        Benefit(symbol: "heart.text.square", title: "Keep your own herbarium", detail: "Save flowers with notes and photos, in public or private collections."),
        Benefit(symbol: "clock.arrow.circlepath", title: "Remember what you found", detail: "Every flower you look up stays in your history."),
        Benefit(symbol: "person.2", title: "Grow with others", detail: "Follow gardeners, like their collections and talk flowers."),
    ]

    public private(set) var phase = Phase.idle
    /// Set once signed in; the app model moves on from here.
    public private(set) var signedIn: SignedIn?

    /// The server's Terms and Privacy pages, which "By continuing…" links to.
    public let termsURL: URL?
    public let privacyURL: URL?

    private let client: CalyxClient
    private let credentials: ProviderCredentials

    public init(
        client: CalyxClient, apple: any AppleAuthorizing, browser: any WebAuthenticating, google: WebSignIn?, facebook: WebSignIn?,
        site: URL? = nil
    ) {
        self.client = client
        credentials = ProviderCredentials(apple: apple, browser: browser, google: google, facebook: facebook)
        termsURL = site?.appending(path: "calyx/terms")
        privacyURL = site?.appending(path: "calyx/privacy")
    }

    /// The buttons to show: Apple always; Google and Facebook when this build has their client IDs.
    public var providers: [Provider] { Provider.allCases.filter(credentials.offers) }

    public var isBusy: Bool { if case .signingIn = phase { true } else { false } }

    public func signIn(with provider: Provider) async {
        guard !isBusy else { return }
        phase = .signingIn(provider)
        do {
            let (method, credential) = try await credentials.credential(for: provider)
            signedIn = try await signIn(method, credential)
            phase = .idle
        } catch {
            phase = error == .cancelled ? .idle : .failed(error)
        }
    }

    private func signIn(_ method: Components.Schemas.OAuthProvider, _ credential: Components.Schemas.ProviderCredential) async throws(SignInError) -> SignedIn {
        do {
            return try await client.signIn(with: method, credential)
        } catch is CalyxClientError {
            throw .refusedByServer
        } catch {
            throw LoadFailure(error).kind == .offline ? .offline : .refusedByServer
        }
    }
}
