/// Welcome (§2.2): the words around the bow and the two ways in.
public enum WelcomeCopy {
    public static var wordmark: String { GifterCopy[.welcomeWordmark] }
    public static var title: String { GifterCopy[.welcomeTitle] }
    /// With "*exactly*" in italics, as Markdown.
    public static var body: String { GifterCopy[.welcomeBody] }
    public static var signUp: String { GifterCopy[.welcomeSignUp] }
    public static var logIn: String { GifterCopy[.welcomeLogIn] }
    public static var footnote: String { GifterCopy[.welcomeFootnote] }
}
