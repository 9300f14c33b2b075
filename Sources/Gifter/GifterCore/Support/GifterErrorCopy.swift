import ClientKit

/// §11.3's error state, in Gifter's voice, for any screen that could not load: two lines and Retry.
/// Offline gets its own first line, since "my side" would be untrue.
public enum GifterErrorCopy {
    public static var title: String { GifterCopy[.errorTitle] }
    public static var message: String { GifterCopy[.errorMessage] }
    public static var retry: String { GifterCopy[.errorRetry] }
    public static var offlineTitle: String { GifterCopy[.errorOffline] }

    public static func title(for failure: LoadFailure) -> String {
        failure.kind == .offline ? offlineTitle : title
    }
}
