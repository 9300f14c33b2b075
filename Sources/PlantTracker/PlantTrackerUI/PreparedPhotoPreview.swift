import Foundation
import PlantTrackerCore
import SwiftUI
import UIKit

/// The photo about to be added: a spinner while it is compressed, the compressed original once ready
/// (decoded off the main thread), or why it couldn't be read.
struct PreparedPhotoPreview: View {
    let image: AddPhotoModel.ImageState
    let label: String

    @State private var preview: UIImage?
    @ScaledMetric(relativeTo: .body) private var maximumHeight: CGFloat = 320

    /// Enough for the preview's size on any screen, at a fraction of a 4,096-pixel decode.
    private static let previewPixelSize = 1_600

    var body: some View {
        Group {
            switch image {
            case .preparing:
                ProgressView(PlantTrackerCopy[.addPhotoPreparing])
                    .frame(maxWidth: .infinity, minHeight: 200)
            case .ready(let photo):
                ready(photo)
            case .failed(let message):
                Label(message, systemImage: "exclamationmark.triangle.fill")
                    .foregroundStyle(.red)
                    .frame(maxWidth: .infinity, minHeight: 120)
            }
        }
    }

    @ViewBuilder private func ready(_ photo: PreparedPhoto) -> some View {
        Group {
            if let preview {
                Image(uiImage: preview)
                    .resizable()
                    .scaledToFit()
                    .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            } else {
                ProgressView()
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .aspectRatio(CGFloat(photo.pixelWidth) / CGFloat(max(photo.pixelHeight, 1)), contentMode: .fit)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: maximumHeight)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(label))
        .accessibilityAddTraits(.isImage)
        .task {
            let (data, size) = (photo.original, Self.previewPixelSize)
            preview = await Task.detached(priority: .userInitiated) {
                ImageLoader.decode(data: data, maxPixelSize: size)
            }.value
        }
    }
}
