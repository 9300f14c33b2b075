import ClientKit
import Foundation
import SwiftUI

/// A server image (`/media/…`, or a sign-in provider's absolute picture URL) blurred up from its
/// BlurHash through the environment's image loader. It fills the space it is given, cropped.
///
/// A new `path` starts over (a changed profile photo must not keep the old picture): the view's
/// identity follows the path, so `BlurUpImage`'s loaded image is not carried across.
struct RemoteImage: View {
    let path: String?
    var blurHash: String?
    var averageColor: String?
    /// Width over height, for the placeholder's pixels.
    var aspectRatio = 1.0
    /// What VoiceOver reads (§8: every image has alternative text).
    let altText: String
    @Environment(\.imageSource) private var imageSource

    var body: some View {
        BlurUpImage(
            placeholder: .init(blurHash: blurHash, averageColor: averageColor, aspectRatio: aspectRatio), cacheKey: path,
            accessibilityLabel: altText
        ) { [imageSource, path] in
            guard let path else { return nil }
            return await imageSource.data(for: path)
        }
        .id(path)
    }
}
