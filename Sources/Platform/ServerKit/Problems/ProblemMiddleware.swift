import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOHTTP1
import OpenAPIRuntime
import PostgresNIO

/// Turns every error a handler throws into a problem response, so no route can answer with
/// Hummingbird's default error shapes or an empty 500.
///
/// Unexpected errors are logged at `error` with the request ID and answered with a generic 500: the
/// client never sees what failed inside.
public struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let problem = Problem.describing(error, request: request, context: context)
            return try problem.response(from: request, context: context)
        }
    }
}

extension Problem {
    static func describing(_ error: any Error, request: Request, context: some RequestContext) -> Problem {
        switch error {
        case let problem as Problem:
            return problem
        case let convertible as any ProblemConvertible:
            return convertible.problem
        case let decoding as DecodingError:
            return Problem(decoding: decoding)
        case let full where StorageFull.matches(full):
            context.logger.error("storage full", metadata: ["error": "\(String(reflecting: full))"])
            return StorageFull.problem
        case let postgres as PSQLError where DatabaseUnavailable.isOutage(postgres):
            context.logger.warning("database unavailable", metadata: ["error": "\(String(reflecting: postgres))"])
            return DatabaseUnavailable().problem
        case let parsing as HTTPParserError:
            // A body cut short (the client went away, or the body pace closed its connection) or
            // malformed: the client's doing, not an error of ours; rarely anyone left to read it.
            context.logger.debug("request body unreadable", metadata: ["error": "\(parsing)"])
            return .status(.badRequest, detail: "The request could not be read to its end.")
        case is NIOTooManyBytesError:
            return .payloadTooLarge(limit: context.maxUploadSize)
        case let server as ServerError:
            return describing(server, request: request, context: context)
        case let http as HTTPError where http.status == .notFound && !MethodNotAllowedRoutes.knownMethods.contains(request.method):
            // RFC 9110 §15.6.2: a method the server does not implement anywhere is a 501, not a 404.
            return Problem(
                status: HTTPResponse.Status(code: 501, reasonPhrase: "Not Implemented"), slug: "method-not-implemented",
                title: "Method not implemented",
                detail: "\(request.method.rawValue) is not a method this server implements."
            )
        case let http as HTTPError where http.status == .notFound:
            return .notFound(http.body ?? "No route for \(request.method.rawValue) \(request.uri.path).")
        case let http as HTTPError where http.status.kind == .clientError:
            var problem = Problem.status(http.status, detail: http.body)
            problem.headers = http.headers
            return problem
        case let http as any HTTPResponseError where http.status.kind == .clientError:
            return .status(http.status)
        default:
            context.logger.error(
                "request failed",
                metadata: ["error.type": "\(Swift.type(of: error))", "error": "\(String(reflecting: error))"]
            )
            return .internalError
        }
    }

    /// Errors from generated OpenAPI handlers arrive wrapped: the handler's or middleware's own error,
    /// or the decoding error, is the `underlyingError`; request-shape errors (a missing query parameter,
    /// a wrong content type) carry a client-error status and a safe description.
    private static func describing(_ error: ServerError, request: Request, context: some RequestContext) -> Problem {
        let underlying = error.underlyingError
        if let parameter = invalidParameter(error) {
            return .invalidField(parameter, "is not one of the values this parameter takes")
        }
        if underlying is Problem || underlying is any ProblemConvertible || underlying is DecodingError || underlying is PSQLError
            || StorageFull.matches(underlying)
            || underlying is NIOTooManyBytesError || underlying is HTTPParserError || underlying is ServerError {
            return describing(underlying, request: request, context: context)
        }
        switch error.httpStatus {
        case .unsupportedMediaType:
            return .unsupportedMediaType(error.request.headerFields[.contentType] ?? "none", expected: "application/json")
        case let status where status.kind == .clientError:
            return Problem(status: status, slug: "bad-request", title: "Bad request", detail: error.causeDescription)
        default:
            // Logged once, by the general case, with the handler's own error.
            return describing(underlying, request: request, context: context)
        }
    }

    /// The path or query parameter a generated handler could not decode (an enum value it does not
    /// know), which the decoder reports without a coding path: found by the value it names.
    private static func invalidParameter(_ error: ServerError) -> String? {
        guard case .dataCorrupted(let context)? = error.underlyingError as? DecodingError, context.codingPath.isEmpty else { return nil }
        let description = context.debugDescription
        var candidates = error.requestMetadata.pathParameters.map { (name: $0.key, value: String($0.value)) }
        if let path = error.request.path, let items = URLComponents(string: path)?.queryItems {
            candidates += items.compactMap { item in item.value.map { (name: item.name, value: $0) } }
        }
        return candidates.first { !$0.value.isEmpty && description.hasSuffix("value \($0.value)") }?.name
    }
}
