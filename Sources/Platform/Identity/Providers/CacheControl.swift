import Foundation

/// How long a response may be cached, from its `Cache-Control` header.
enum CacheControl {
    /// `max-age` in seconds; nil when the header is absent or says nothing usable.
    /// `no-store` and `no-cache` count as zero.
    static func maxAge(_ header: String?) -> Int? {
        guard let header else { return nil }
        var maxAge: Int?
        for directive in header.lowercased().split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            switch parts.first {
            case "no-store", "no-cache": return 0
            case "max-age" where parts.count == 2: maxAge = Int(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
            default: break
            }
        }
        return maxAge
    }
}
