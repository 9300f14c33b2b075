/// Who a provider vouches for, after every check of its token passed.
public struct VerifiedIdentity: Sendable, Equatable {
    public var method: SignInMethod
    /// The provider's stable ID for the person (`sub`); unique per provider.
    public var subject: String
    /// Present only when the provider vouches for it (a verified email); stored privately.
    public var email: String?
    public var displayName: String?
    public var photoURL: String?

    public init(method: SignInMethod, subject: String, email: String? = nil, displayName: String? = nil, photoURL: String? = nil) {
        self.method = method
        self.subject = subject
        self.email = email
        self.displayName = displayName
        self.photoURL = photoURL
    }
}
