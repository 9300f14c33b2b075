/// Operations of `openapi.yaml` by what they require, for the server's authentication and the app's
/// token middleware alike.
public enum CalyxOperationIDs {
    /// The operations declared with `security: []`: they take no access token.
    public static let unauthenticated: Set<String> = ["signIn", "devSignIn", "refreshSession", "signOut", "unsubscribeEmail"]

    /// Operations that serve anonymous callers and, given a token, personalise the answer.
    public static let optionalAuthentication: Set<String> = [
        "searchFlowers", "suggestFlowers", "getFlower", "getCollection", "listUserCollections", "getUserCatalogue", "getUserFavorites",
        "getUserProfile", "getUserByUsername", "listFollowers", "listFollowing", "listComments", "listReplies", "discoverCollections",
        "listCollectionLikes", "getTrendingFlowers", "getExplore", "searchPeople", "searchCollections",
        // A public collection's PDF is anyone's; the owner's own carries their notes.
        "exportCollectionPdf",
        // Moderation answers 404 to everyone but moderators, anonymous callers included.
        "listModeration", "moderateComment",
    ]
}
