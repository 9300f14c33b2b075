import SwiftUI

/// A model's `notice` (a change the server refused, "Added to Spring Walk") as a glass banner that
/// VoiceOver announces and that goes away by itself after a few seconds, or on a tap.
struct NoticeBanner: View {
    let text: String
    let dismiss: () -> Void

    /// Long enough to read two lines at a relaxed pace.
    private static let shownFor = Duration.seconds(4)

    var body: some View {
        Button(action: dismiss) {
            Label(text, systemImage: "leaf")
                .calyxFont(.small)
                .foregroundStyle(CalyxPalette.black)
                .multilineTextAlignment(.leading)
                .padding(.horizontal, CalyxSpacing.medium)
                .padding(.vertical, 12)
                .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                .calyxGlass(in: Capsule(), fallback: .regularMaterial, shadow: .floatingButton)
        }
        .buttonStyle(.plain)
        .accessibilityHint("Dismisses the message.")
        .onAppear { AccessibilityNotification.Announcement(text).post() }
        .task(id: text) {
            // A cancelled sleep (the banner left) must not dismiss a newer notice.
            guard (try? await Task.sleep(for: Self.shownFor)) != nil else { return }
            dismiss()
        }
    }
}

extension View {
    /// Floats `notice` at the top of the screen while it is set; `dismiss` clears it in the model.
    func noticeBanner(_ notice: String?, dismiss: @escaping () -> Void) -> some View {
        modifier(NoticeOverlay(notice: notice, dismiss: dismiss))
    }
}

private struct NoticeOverlay: ViewModifier {
    let notice: String?
    let dismiss: () -> Void
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        content.overlay(alignment: .top) {
            if let notice {
                NoticeBanner(text: notice, dismiss: dismiss)
                    .padding(.horizontal, CalyxSpacing.screenMargin)
                    .padding(.top, CalyxSpacing.small)
                    .transition(reduceMotion ? .opacity : .move(edge: .top).combined(with: .opacity))
            }
        }
        .animation(.easeInOut(duration: 0.3), value: notice)
    }
}
