import CouplesAPI
import CouplesCore
import CouplesTestSupport
import CVips
import CVipsFixtures
import Crypto
import Foundation
import MediaTestSupport
import Testing

@Suite("Couples photo preparation on libvips: bounded, oriented, no GPS, sealed")
struct PhotoPreparationTests {
    /// An EXIF or GPS field libvips finds in encoded bytes, nil when there is none.
    func field(_ bytes: Data, _ name: String) -> String? {
        let array = [UInt8](bytes)
        return array.withUnsafeBytes { raw in
            guard let pointer = ghf_header_string(raw.baseAddress, raw.count, name) else { return nil }
            defer { gh_free(pointer) }
            return String(cString: pointer)
        }
    }

    @Test("a 4000×3000 phone photo with GPS becomes a ≤2048 px photo and ≤320 px thumbnail with no metadata, after a seal and open")
    func preparesAndSeals() async throws {
        let original = Data(try await TestPhotos.make(width: 4000, height: 3000, format: .jpeg, exif: EXIFBlock(orientation: 1)))
        // Only meaningful if the original really says where it was taken.
        #expect(field(original, "exif-ifd3-GPSLatitude") != nil)

        let prepared = try VipsPhotoPreparer().prepare(original)
        #expect(max(prepared.pixelWidth, prepared.pixelHeight) == CouplesLimits.photoLongestSide)

        let ada = Curve25519.KeyAgreement.PrivateKey(), ben = Curve25519.KeyAgreement.PrivateKey()
        let pairID = UUID().uuidString.lowercased(), author = UUID().uuidString.lowercased(), day = "2026-11-24"
        let key = try PairKey.derive(myKey: ada, partnerKey: ben.publicKey, pairID: pairID)
        let envelope = try PhotoSealer.seal(prepared, with: key, day: day, authorID: author)
        // What travels parses as the server parses it, within its limits.
        let parsed = try PhotoEnvelope(parsing: envelope.bytes)
        let partnerKey = try PairKey.derive(myKey: ben, partnerKey: ada.publicKey, pairID: pairID)
        let photo = try PhotoSealer.open(parsed.photo, kind: .photo, with: partnerKey, day: day, authorID: author)
        let thumbnail = try PhotoSealer.open(parsed.thumbnail, kind: .thumbnail, with: partnerKey, day: day, authorID: author)

        for bytes in [photo, thumbnail] {
            #expect(field(bytes, "exif-ifd3-GPSLatitude") == nil)
            #expect(field(bytes, "exif-data") == nil)
            #expect(bytes.range(of: Data("Exif\0\0".utf8)) == nil)
            #expect(bytes.range(of: Data("Greenhouse Test Camera".utf8)) == nil)
        }
        #expect(thumbnail.count <= CouplesLimits.thumbnailMaxBytes)
        #expect(photo.count < CouplesLimits.photoMaxBytes)
        let thumbSize = try VipsPhotoPreparer().prepare(thumbnail)
        #expect(max(thumbSize.pixelWidth, thumbSize.pixelHeight) == CouplesLimits.thumbnailLongestSide)
    }

    @Test("the EXIF orientation is applied: a portrait shot stored sideways comes out portrait")
    func orientation() async throws {
        let original = Data(try await TestPhotos.make(width: 1200, height: 800, format: .jpeg, exif: EXIFBlock(orientation: 6)))
        let prepared = try VipsPhotoPreparer().prepare(original)
        #expect(prepared.pixelWidth == 800)
        #expect(prepared.pixelHeight == 1200)
    }

    @Test("a file that is not a photo is refused with copy a person can read")
    func unreadable() {
        #expect(throws: PhotoPreparationError.unreadable) { try VipsPhotoPreparer().prepare(Data("hello".utf8)) }
    }
}
