import Foundation
import SafariServices
import SwiftUI
import UIKit

/// A web page inside the app (§8's "View & buy from store", §10's Privacy, Terms and About Gifter):
/// Safari's own sheet, so the store's sign-in and Apple Pay work as in Safari, dressed in Gifter's
/// black and white.
struct SafariView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let controller = SFSafariViewController(url: url)
        controller.preferredBarTintColor = .black
        controller.preferredControlTintColor = .white
        controller.dismissButtonStyle = .close
        return controller
    }

    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

/// A page to open in `SafariView`, for `.sheet(item:)`.
struct WebPage: Identifiable, Hashable {
    let url: URL
    var id: URL { url }
}

extension View {
    /// Presents `page` in Safari's sheet while it is set.
    func safariSheet(_ page: Binding<WebPage?>) -> some View {
        sheet(item: page) { page in
            SafariView(url: page.url)
                .ignoresSafeArea()
        }
    }
}
