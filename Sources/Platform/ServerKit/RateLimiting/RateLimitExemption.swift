import Foundation
import HTTPTypes
import Hummingbird

/// One client the rate limiters let through: a request carrying `X-Greenhouse-Rate-Limit-Exemption`
/// with the secret in `GREENHOUSE_RATE_LIMIT_EXEMPT_TOKEN`. For a fuzzer, which must reach what every
/// operation does with bad input rather than its limiter's 429, while every other client stays
/// limited (and the limiters keep their own tests). Unset, no request is exempt.
public enum RateLimitExemption {
    public static let header = HTTPField.Name("X-Greenhouse-Rate-Limit-Exemption")!
    /// Shorter secrets are refused at start: this one switches off every limiter for its holder.
    public static let minimumTokenLength = 32

    /// True while a request that carried the secret is handled; every `RateLimiter` allows it.
    @TaskLocal public static var applies = false

}

/// Marks the requests that carry the exemption's secret (`RateLimitExemption`).
struct RateLimitExemptionMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let presented = request.headers[RateLimitExemption.header], RandomSecret.matches(presented, token) else {
            return try await next(request, context)
        }
        return try await RateLimitExemption.$applies.withValue(true) { try await next(request, context) }
    }
}
