/// Operations of `openapi.yaml` by what they require, for the server's authentication and the app's
/// token middleware alike.
public enum GifterOperationIDs {
    /// The operations declared with `security: []`: they take no access token.
    public static let unauthenticated: Set<String> = [
        "signUp", "logIn", "devSignIn", "refreshSession", "signOut", "requestPasswordReset", "completePasswordReset",
        "listCollections", "getCollection",
    ]
}
