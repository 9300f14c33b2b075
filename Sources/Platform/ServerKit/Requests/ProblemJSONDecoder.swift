import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOFoundationCompat

/// Decodes JSON request bodies, refusing what it cannot use with a problem that says why:
/// a non-JSON `Content-Type` (415), a body over the context's limit (413, checked against
/// `Content-Length` before reading), malformed JSON (400) and wrong or missing fields (400, naming the field).
public struct ProblemJSONDecoder: RequestDecoder {
    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        if let contentType = request.headers[.contentType], !Self.isJSON(contentType) {
            throw Problem.unsupportedMediaType(contentType, expected: "application/json")
        }
        let buffer = try await request.boundedBody(limit: context.maxUploadSize)
        if buffer.readableBytes == 0 {
            throw Problem.malformedJSON("The request body is empty; expected a JSON document.")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(T.self, from: buffer)
        } catch let error as DecodingError {
            throw Problem(decoding: error)
        }
    }

    /// `application/json`, optionally with parameters, or any `+json` structured syntax suffix.
    static func isJSON(_ contentType: String) -> Bool {
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
    }
}
