import OpenAPIRuntime

extension OpenAPITransport {
    /// How the generated servers encode responses: compact JSON with sorted keys and unescaped
    /// slashes. The runtime's default also pretty-prints, for people reading responses by eye, at a
    /// cost in encoding time and bytes on every response. Keys stay sorted: unsorted, their order
    /// changes from one response to the next, so equal answers would differ byte for byte (and in ETag).
    /// Dates are the default's RFC 3339 to the second, written faster (`InternetDateTranscoder`).
    public static var serverConfiguration: Configuration {
        Configuration(dateTranscoder: InternetDateTranscoder(), jsonEncodingOptions: [.sortedKeys, .withoutEscapingSlashes])
    }
}
