import ClientKit
import GifterAPI

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

    /// The line under a form the server refused: the wrong field's words, else the problem's, else §11.3's.
    public static func line(for problem: Components.Schemas.Problem?) -> String {
        problem?.errors?.first.map(\.detail) ?? problem?.detail ?? title
    }

    /// An action (not a screen's load) that got no answer: offline it needs a connection, else §11.3's line.
    public static func line(forActionFailure error: any Error) -> String {
        let failure = LoadFailure(error)
        return failure.kind == .offline ? GifterCopy[.errorNeedsConnection] : title(for: failure)
    }
}
