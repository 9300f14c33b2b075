import Foundation
import SwiftUI
import UIKit

/// A file made on request (a collection's PDF, the data export) offered to the share sheet.
struct SharedFile: Identifiable {
    let url: URL
    var id: URL { url }
}

/// The system share sheet for a file that exists only once the person asked for it: `ShareLink`
/// needs its item before the tap, so a file exported on tap is handed to `UIActivityViewController`.
struct ActivitySheet: UIViewControllerRepresentable {
    let file: SharedFile

    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: [file.url], applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}

extension View {
    /// Shows the share sheet for `file` while it is set.
    func shareSheet(for file: Binding<SharedFile?>) -> some View {
        sheet(item: file) { file in
            ActivitySheet(file: file)
                .presentationDetents([.medium, .large])
                .ignoresSafeArea()
        }
    }
}
