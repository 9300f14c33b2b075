/// Picks the encoding for an `Accept` header: WebP only when the client names `image/webp` with a
/// non-zero quality. A bare `*/*` (URLSession's default, old browsers) gets progressive JPEG, which
/// every client decodes.
enum ContentNegotiation {
    static func encoding(accept: String?) -> MediaEncoding {
        guard let accept else { return .jpeg }
        for range in accept.split(separator: ",") {
            let parts = range.split(separator: ";").map { $0.trimmingCharacters(in: " \t") }
            guard parts.first?.lowercased() == "image/webp" else { continue }
            let quality = parts.dropFirst().compactMap { parameter -> Double? in
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: " \t") }
                guard pair.count == 2, pair[0].lowercased() == "q" else { return nil }
                return Double(pair[1])
            }.first ?? 1
            return quality > 0 ? .webp : .jpeg
        }
        return .jpeg
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
