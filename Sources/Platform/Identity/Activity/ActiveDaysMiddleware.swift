import HTTPTypes
import Logging
import OpenAPIRuntime

/// Notes the caller's day of use (`ActiveDays`) after an authenticated operation. A failure to note it
/// is logged and never fails the request: a missing count is better than a missing answer.
public struct ActiveDaysMiddleware: ServerMiddleware {
    let days: ActiveDays
    let logger: Logger

    public init(days: ActiveDays, logger: Logger) {
        self.days = days
        self.logger = logger
    }

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        if let user = AuthenticatedUser.current?.id {
            do { try await days.record(user) } catch { logger.warning("active day not recorded", metadata: ["error": "\(error)"]) }
        }
        return try await next(request, body, metadata)
    }
}
