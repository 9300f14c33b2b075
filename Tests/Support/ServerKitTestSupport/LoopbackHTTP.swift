import AsyncHTTPClient
import NIOCore
import OpenAPIAsyncHTTPClient

/// HTTP from a test to a server on loopback, with timeouts that bound hangs only.
///
/// Under `make test` dozens of servers share two cores and one image processor, so an answer that
/// takes milliseconds alone can take minutes on a loaded CI machine: a PDF export once waited over 90 s
/// there behind other tests' image work and hit `HTTPClient.shared`'s 90 s read timeout, failing a
/// test whose server was working correctly. A test bounds hangs, never speed.
public enum LoopbackHTTP {
    /// Long enough that only a hung server reaches it.
    public static let hangBound: TimeAmount = .minutes(10)
    /// The same bound for the apps' own request timeouts (`RequestTimeoutMiddleware`).
    public static let hangBoundDuration: Duration = .nanoseconds(hangBound.nanoseconds)

    /// The shared client's settings (redirects followed, responses decompressed) with the hang bound.
    /// Lives as long as the process, like `HTTPClient.shared`, so it is never shut down.
    public static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.timeout = .init(connect: hangBound, read: hangBound)
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// A transport for a generated client.
    public static func transport() -> AsyncHTTPClientTransport {
        AsyncHTTPClientTransport(configuration: .init(client: client, timeout: hangBound))
    }
}
