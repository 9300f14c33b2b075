#if canImport(Darwin)
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// The generated client's transport in the iOS apps: one URLSession request per operation. Small on
/// purpose (the package does not pull in swift-openapi-urlsession for it); bodies are buffered, which
/// suits the APIs' sizes (a photo envelope is at most ~10 MB). Apple platforms only: the Linux tests
/// use AsyncHTTPClient's transport, so this type is compiled only in the app builds on a Mac.
public struct URLSessionTransport: ClientTransport {
    let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        guard let url = URL(string: baseURL.absoluteString.trimmingSuffix("/") + (request.path ?? "")) else {
            throw URLError(.badURL)
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name.canonicalName)
        }
        if let body {
            urlRequest.httpBody = try await Data(collecting: body, upTo: 16 << 20)
        }
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var fields = HTTPFields()
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String, let fieldName = HTTPField.Name(name) {
                fields.append(HTTPField(name: fieldName, value: value))
            }
        }
        return (HTTPResponse(status: .init(code: http.statusCode), headerFields: fields), HTTPBody(data))
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
#endif
