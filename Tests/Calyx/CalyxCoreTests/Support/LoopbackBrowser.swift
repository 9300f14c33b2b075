import AsyncHTTPClient
import CalyxCore
import Foundation
import ServerKitTestSupport

/// The system's web sheet, as far as a test can be it: opens the provider's sign-in page (the
/// stand-in provider agrees at once) and hands back where it redirected, without following it.
struct LoopbackBrowser: WebAuthenticating {
    /// What the person does on the page: agree, or close the sheet.
    var closesTheSheet = false
    /// Tampers with the redirect on its way back (another sign-in's state, say).
    var rewrite: @Sendable (URL) -> URL = { $0 }

    func authenticate(at url: URL, callbackScheme: String) async throws -> URL {
        if closesTheSheet { throw SignInError.cancelled }
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let response: HTTPClientResponse
        do {
            response = try await client.execute(HTTPClientRequest(url: url.absoluteString), timeout: LoopbackHTTP.hangBound)
        } catch {
            try await client.shutdown()
            throw error
        }
        try await client.shutdown()
        guard response.status == .found, let location = response.headers.first(name: "location"), let redirect = URL(string: location),
              redirect.scheme == callbackScheme
        else { throw URLError(.badServerResponse) }
        return rewrite(redirect)
    }
}
