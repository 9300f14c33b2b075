import CoreGraphics
import Foundation
import ImageIO
import SwiftUI
import UIKit
import UniformTypeIdentifiers

/// The camera (UIImagePickerController). The shot is handed back as JPEG data carrying the camera's own
/// metadata, so the Add Photo screen dates it from its EXIF capture time like a library photo.
struct CameraPicker: UIViewControllerRepresentable {
    var onPicked: (Data) -> Void
    var onCancel: () -> Void

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.mediaTypes = [UTType.image.identifier]
        picker.cameraCaptureMode = .photo
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {
        context.coordinator.onPicked = onPicked
        context.coordinator.onCancel = onCancel
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(onPicked: onPicked, onCancel: onCancel)
    }

    @MainActor
    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var onPicked: (Data) -> Void
        var onCancel: () -> Void

        init(onPicked: @escaping (Data) -> Void, onCancel: @escaping () -> Void) {
            self.onPicked = onPicked
            self.onCancel = onCancel
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            guard let image = info[.originalImage] as? UIImage else {
                onCancel()
                return
            }
            let shot = CameraShot(image: image, metadata: info[.mediaMetadata] as? [String: Any] ?? [:])
            Task {
                // A 12–48 MP encode: off the main thread.
                let data = await Task.detached(priority: .userInitiated) { shot.encoded() }.value
                if let data { onPicked(data) } else { onCancel() }
            }
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            onCancel()
        }
    }
}

/// A camera shot and its metadata on the way to being encoded.
private struct CameraShot: @unchecked Sendable {
    // @unchecked: UIImage is immutable and the metadata dictionary is only read.
    let image: UIImage
    let metadata: [String: Any]

    func encoded() -> Data? {
        guard let cgImage = image.cgImage else { return image.jpegData(compressionQuality: 0.95) }
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data as CFMutableData, UTType.jpeg.identifier as CFString, 1, nil) else {
            return image.jpegData(compressionQuality: 0.95)
        }
        var properties = metadata
        // The sensor's pixels are stored as shot; the orientation tag turns them upright.
        properties[kCGImagePropertyOrientation as String] = Self.orientation(of: image.imageOrientation).rawValue
        properties[kCGImageDestinationLossyCompressionQuality as String] = 0.95
        CGImageDestinationAddImage(destination, cgImage, properties as CFDictionary)
        guard CGImageDestinationFinalize(destination) else { return image.jpegData(compressionQuality: 0.95) }
        return data as Data
    }

    private static func orientation(of orientation: UIImage.Orientation) -> CGImagePropertyOrientation {
        switch orientation {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .upMirrored: .upMirrored
        case .downMirrored: .downMirrored
        case .leftMirrored: .leftMirrored
        case .rightMirrored: .rightMirrored
        @unknown default: .up
        }
    }
}
