import ClientKit

/// §11.3's error state, in Gifter's voice, for any screen that could not load: two lines and Retry.
/// Offline gets its own first line, since "my side" would be untrue.
public enum GifterErrorCopy {
    public static let title = "Hmm. Something on my side glitched."
    public static let message = "Let’s try that again."
    public static let retry = "Retry"
    public static let offlineTitle = "I can’t reach the internet right now."

    public static func title(for failure: LoadFailure) -> String {
        failure.kind == .offline ? offlineTitle : title
    }
}
