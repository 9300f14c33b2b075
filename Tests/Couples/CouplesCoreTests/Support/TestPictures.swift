import Foundation
import MediaTestSupport

/// Small real JPEGs, each different, for the days the tests live through.
enum TestPictures {
    static func jpeg(_ seed: Int = 0) async throws -> Data {
        Data(try await TestPhotos.make(width: 640 + seed % 7, height: 480, format: .jpeg, exif: EXIFBlock(orientation: 1)))
    }
}
