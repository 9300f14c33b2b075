/// Server-side policies by `operationId` (which operations need a token is in `CalyxOperationIDs`).
enum CalyxOperations {
    /// Also limited per client address beyond the app-wide limit: they check credentials or names.
    static let rateLimited: Set<String> = [
        "signIn", "devSignIn", "refreshSession", "signOut", "setUsername", "checkUsername", "linkProvider",
    ]

    static let devSignInPath = "/auth/dev"
    /// Takes image files, not JSON: its body limit is the media pipeline's.
    static let mediaUploadPath = "/media"
}
