import Hummingbird

/// Refuses requests over the caller's rate with 429 and `Retry-After` (whole seconds, rounded up).
///
/// The caller is the signed-in user when authentication has run, else the client address, so one
/// user on many devices shares a budget and anonymous clients are limited per address.
public struct RateLimitMiddleware: RouterMiddleware {
    public typealias Context = AppRequestContext

    let limiter: RateLimiter
    /// Distinguishes budgets when several limiters share caller keys (e.g. `auth` vs the app default).
    let scope: String

    public init(limiter: RateLimiter, scope: String) {
        self.limiter = limiter
        self.scope = scope
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let seconds = await limiter.take(Self.key(for: context, scope: scope)).retryAfterSeconds {
            throw Problem.rateLimited(retryAfterSeconds: seconds)
        }
        return try await next(request, context)
    }

    static func key(for context: Context, scope: String) -> String {
        if let subject = context.subject { return "\(scope)|user|\(subject)" }
        return "\(scope)|addr|\(context.clientAddress ?? "unknown")"
    }
}
