/// What the app sends after the provider's SDK signed the user in.
public struct ProviderCredential: Sendable, Equatable {
    /// An OpenID Connect identity token (Apple, Google, Facebook Limited Login).
    public var idToken: String?
    /// The raw nonce the app generated for this sign-in.
    public var nonce: String?
    /// A classic Facebook Login access token.
    public var accessToken: String?
    /// The name Apple hands the app on the first sign-in (never in the token).
    public var displayName: String?

    public init(idToken: String? = nil, nonce: String? = nil, accessToken: String? = nil, displayName: String? = nil) {
        self.idToken = idToken
        self.nonce = nonce
        self.accessToken = accessToken
        self.displayName = displayName
    }
}
