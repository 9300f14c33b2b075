import HTTPTypes
import OpenAPIRuntime
import ServerKit

/// After an operation that may have recorded a notification succeeds, wakes the push outbox's job so
/// the push goes out now rather than at its next poll (a few seconds later).
struct PushKickMiddleware: ServerMiddleware {
    let jobs: JobRunner

    /// The operations that record notifications; taking one back needs no push.
    static let notifying: Set<String> = ["followUser", "likeCollection", "saveCollection", "copyCollection", "postComment", "upvoteComment"]

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, responseBody) = try await next(request, body, metadata)
        if Self.notifying.contains(operationID), response.status.kind == .successful {
            jobs.kick(CalyxNotificationJobs.pushJob)
        }
        return (response, responseBody)
    }
}
