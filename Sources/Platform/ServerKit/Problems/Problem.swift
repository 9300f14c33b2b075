import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// An error as the client sees it: an RFC 9457 problem document, served as `application/problem+json`.
///
/// `type` is a stable identifier clients can switch on; `title` is the same for every instance of a
/// type; `detail` explains this occurrence; `errors` names each offending field. Nothing internal
/// (stack traces, SQL, file paths) ever goes into a problem.
public struct Problem: Error, HTTPResponseError, Sendable, Equatable {
    public static let contentType = "application/problem+json"
    static let typePrefix = "urn:greenhouse:problem:"

    public var status: HTTPResponse.Status
    /// Short stable slug, e.g. `validation`; rendered as `urn:greenhouse:problem:validation`.
    public var slug: String
    public var title: String
    public var detail: String?
    public var errors: [FieldIssue]
    /// Extra response headers (`Allow`, `Retry-After`).
    public var headers: HTTPFields

    public init(
        status: HTTPResponse.Status,
        slug: String,
        title: String,
        detail: String? = nil,
        errors: [FieldIssue] = [],
        headers: HTTPFields = [:]
    ) {
        self.status = status
        self.slug = slug
        self.title = title
        self.detail = detail
        self.errors = errors
        self.headers = headers
    }

    public var type: String { Self.typePrefix + slug }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let (fields, body) = try rendered(from: request, context: context)
        return Response(status: status, headers: fields, body: .init(byteBuffer: body))
    }

    /// The response's headers and the document's bytes.
    func rendered(from request: Request, context: some RequestContext) throws -> (HTTPFields, ByteBuffer) {
        let document = ProblemDocument(
            type: type,
            title: title,
            status: Int(status.code),
            detail: detail,
            instance: request.uri.path,
            requestId: (context as? any RequestIdentifyingContext)?.requestID,
            errors: errors.isEmpty ? nil : errors
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let body = try encoder.encode(document)
        var fields = headers
        fields[.contentType] = Self.contentType
        fields[.contentLength] = String(body.count)
        return (fields, ByteBuffer(bytes: body))
    }
}

/// One field the request got wrong. `field` is a path into the body or a query parameter name:
/// `username`, `items[2].name`, `limit`.
public struct FieldIssue: Codable, Sendable, Equatable {
    public var field: String
    public var detail: String

    public init(field: String, detail: String) {
        self.field = field
        self.detail = detail
    }
}

/// The wire form of a problem (RFC 9457 members plus `requestId` and `errors` extensions).
public struct ProblemDocument: Codable, Sendable, Equatable {
    public var type: String
    public var title: String
    public var status: Int
    public var detail: String?
    public var instance: String?
    public var requestId: String?
    public var errors: [FieldIssue]?
}
