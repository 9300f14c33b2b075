import Foundation
import PlantTrackerCore
import SwiftUI
import UIKit

/// A share button for a photo or a before/after pair: it decodes the photos, asks Core for the plan their
/// sizes give, draws it with `ImageRenderer` into a JPEG in the temporary directory and hands that to
/// `ShareLink`, with the plan's caption as the message. Prepared again whenever `id` changes; the file
/// it replaces, and its file when the button leaves the screen, are removed (`ShareFiles`).
struct SharePlanButton: View {
    /// The photos' original files, in the order the plan takes their sizes.
    let originals: [URL]
    /// Changes whenever what is shared changes (another photo, a new date).
    let id: String
    let makePlan: @MainActor ([PixelSize]) -> SharePlan?

    @State private var prepared: Prepared? = nil

    init(originals: [URL], id: String, makePlan: @escaping @MainActor ([PixelSize]) -> SharePlan?) {
        self.originals = originals
        self.id = id
        self.makePlan = makePlan
    }

    private struct Prepared {
        var url: URL
        var caption: String
        var preview: Image
    }

    var body: some View {
        Group {
            if let prepared {
                ShareLink(item: prepared.url, message: Text(prepared.caption), preview: SharePreview(prepared.caption, image: prepared.preview)) {
                    Label(PlantTrackerCopy[.shareButton], systemImage: "square.and.arrow.up")
                }
            } else {
                Button {} label: {
                    Label(PlantTrackerCopy[.shareButton], systemImage: "square.and.arrow.up")
                }
                .disabled(true)
                .accessibilityValue(Text(PlantTrackerCopy[.sharePreparing]))
            }
        }
        .task(id: id) {
            discardPrepared()
            let next = await prepare()
            // A task `id` moved on from may end after its successor: it must not replace what that prepared.
            guard !Task.isCancelled else {
                if let next { ShareFiles().remove(next.url) }
                return
            }
            prepared = next
        }
        .onDisappear { discardPrepared() }
    }

    private func discardPrepared() {
        if let url = prepared?.url { ShareFiles().remove(url) }
        prepared = nil
    }

    private func prepare() async -> Prepared? {
        var images: [UIImage] = []
        for url in originals {
            let image = await Task.detached(priority: .utility) {
                ImageLoader.decode(url: url, maxPixelSize: SharePlan.outputWidth)
            }.value
            guard let image, !Task.isCancelled else { return nil }
            images.append(image)
        }
        let sizes = images.map { PixelSize(width: Int($0.size.width * $0.scale), height: Int($0.size.height * $0.scale)) }
        guard let plan = makePlan(sizes) else { return nil }
        let byName = Dictionary(zip(plan.pictures.map(\.fileName), images), uniquingKeysWith: { first, _ in first })
        guard let image = SharePlanCanvas.render(plan, images: byName), let data = image.jpegData(compressionQuality: 0.9) else { return nil }
        guard !Task.isCancelled, let url = try? ShareFiles().write(data, named: plan.fileName) else { return nil }
        return Prepared(url: url, caption: plan.caption, preview: Image(uiImage: image))
    }
}

/// Draws what a `SharePlan` says, one point a pixel: the photos at their frames, each date on a dark pill
/// inside its photo, the footer lines under them, on white.
struct SharePlanCanvas: View {
    let plan: SharePlan
    let images: [String: UIImage]

    /// The drawn plan as an image of exactly `plan.canvas` pixels.
    @MainActor static func render(_ plan: SharePlan, images: [String: UIImage]) -> UIImage? {
        let renderer = ImageRenderer(content: SharePlanCanvas(plan: plan, images: images))
        renderer.scale = 1
        renderer.isOpaque = true
        return renderer.uiImage
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            ForEach(Array(plan.pictures.enumerated()), id: \.offset) { _, picture in
                if let image = images[picture.fileName] {
                    Image(uiImage: image)
                        .resizable()
                        .frame(width: picture.frame.width, height: picture.frame.height)
                        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
                        .offset(x: picture.frame.x, y: picture.frame.y)
                }
                if let label = picture.label {
                    Text(label.text)
                        .font(.system(size: label.fontSize, weight: .semibold))
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                        .foregroundStyle(Color.white)
                        .padding(.horizontal, label.fontSize * 0.5)
                        .frame(height: label.frame.height)
                        .background(Capsule().fill(Color.black.opacity(0.55)))
                        .frame(width: label.frame.width, height: label.frame.height, alignment: .leading)
                        .offset(x: label.frame.x, y: label.frame.y)
                }
            }
            ForEach(Array(plan.footer.enumerated()), id: \.offset) { _, line in
                Text(line.text)
                    .font(.system(size: line.fontSize, weight: line.isEmphasized ? .bold : .regular))
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .foregroundStyle(line.isEmphasized ? Color.black : Color(white: 0.35))
                    .frame(width: line.frame.width, height: line.frame.height, alignment: .leading)
                    .offset(x: line.frame.x, y: line.frame.y)
            }
        }
        .frame(width: CGFloat(plan.canvas.width), height: CGFloat(plan.canvas.height), alignment: .topLeading)
        .environment(\.colorScheme, .light)
    }
}
