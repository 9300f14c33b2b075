/// The request being handled, for code the OpenAPI generator calls without a request context
/// (handlers and `ServerMiddleware`): its ID, logger, client address and authenticated caller.
public enum CurrentRequest {
    @TaskLocal public static var context: AppRequestContext?
}
