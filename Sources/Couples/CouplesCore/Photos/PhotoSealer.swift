import CouplesAPI
import Foundation

/// Seals a prepared photo and its thumbnail into the envelope the API takes, and opens them again.
public enum PhotoSealer {
    public static func seal(_ photo: PreparedPhoto, with key: PairKey, day: String, authorID: String) throws -> PhotoEnvelope {
        let context = SealingContext(kind: .photo, pairID: key.pairID, day: day, authorID: authorID)
        return PhotoEnvelope(
            thumbnail: try key.seal(photo.thumbnail, context.with(kind: .thumbnail)),
            photo: try key.seal(photo.photo, context)
        )
    }

    /// One part of a photo as the server returns it (`getPhoto`, full or thumbnail variant).
    public static func open(
        _ box: [UInt8], kind: SealingContext.Kind, with key: PairKey, day: String, authorID: String
    ) throws(CouplesCryptoError) -> Data {
        Data(try key.open(box, SealingContext(kind: kind, pairID: key.pairID, day: day, authorID: authorID)))
    }
}
