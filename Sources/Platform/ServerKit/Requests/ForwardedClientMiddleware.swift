import Foundation
import HTTPTypes
import Hummingbird

/// Behind a reverse proxy, takes the client address from the last `X-Forwarded-For` hop (the one our
/// proxy appended; earlier hops are client-supplied and can be forged). Install only when a proxy is
/// known to set the header (`GREENHOUSE_TRUST_PROXY=1`).
struct ForwardedClientMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let header = request.headers[values: HTTPField.Name("X-Forwarded-For")!].last,
           let lastHop = header.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !lastHop.isEmpty {
            context.clientAddress = lastHop
        }
        return try await next(request, context)
    }
}
