import Crypto
import Foundation

/// A short fingerprint of everything a page of ideas is drawn from (the person's taste and never-gift
/// list, what is saved, wished for or already given, the occasion's kind, the catalog's version): the
/// phone keeps the ideas it fetched for an occasion while the fingerprint stays the same, and asks
/// again once it moves. Budget and nudge are the phone's own choices and are not part of it.
enum IdeasVersion {
    static func of(_ request: RecommendationRequest, catalogVersion: Int64) -> String {
        var text = "v1|\(request.subject == .you ? "you" : "them")|\(catalogVersion)|\(request.occasion?.rawValue ?? "")"
        // Bit patterns, so the fingerprint does not depend on how a Double prints.
        text += "|w:" + request.taste.weights.map { String($0.bitPattern, radix: 36) }.joined(separator: ",")
        text += "|b:" + [request.budget?.min, request.budget?.max].map { $0.map { "\($0.minorUnits)\($0.currency)" } ?? "-" }.joined(separator: ",")
        text += "|n:" + request.neverGift.map { $0.phrase + "/" + $0.tags.joined(separator: "+") + "/" + $0.terms.joined(separator: "+") }.joined(separator: ",")
        text += "|s:" + request.saved.joined(separator: ",")
        text += "|h:" + request.wished.joined(separator: ",")
        text += "|x:" + request.excluded.sorted().joined(separator: ",")
        let digest = SHA256.hash(data: Data(text.utf8))
        return digest.prefix(12).map { String(format: "%02x", $0) }.joined()
    }
}
