/// Why an image could not be loaded, beyond transport errors (which fetchers throw as they are).
public enum ImageFetchError: Error, Equatable, Sendable {
    /// The server answered with this status instead of 200.
    case status(Int)
    /// The answer was not an image (a captive portal's login page, a proxy's error page): it is not
    /// cached, so the next load asks again.
    case notAnImage(contentType: String)
}
