import DandelionCore
import SwiftUI

/// Explains blowing before the system asks for the microphone; shown only once there is something to let go.
struct MicrophoneOffer: View {
    let theme: Theme
    let onAllow: () -> Void
    let onDecline: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(DandelionCopy[.microphoneTitle])
                .font(.headline)
            Text(DandelionCopy[.microphoneBody])
                .font(.callout)
                .fixedSize(horizontal: false, vertical: true)
            HStack(spacing: 12) {
                Button(action: onAllow) {
                    Text(DandelionCopy[.microphoneAllow])
                        .font(.callout.weight(.semibold))
                        .foregroundStyle(theme.onPrimaryColor)
                        .padding(.horizontal, 16)
                        .frame(minHeight: 44)
                        .background(theme.primaryColor, in: Capsule())
                }
                Button(action: onDecline) {
                    Text(DandelionCopy[.microphoneNotNow])
                        .font(.callout)
                        .padding(.horizontal, 12)
                        .frame(minHeight: 44)
                        .contentShape(Rectangle())
                }
            }
            .buttonStyle(.plain)
        }
        .foregroundStyle(theme.textColor)
        .padding(16)
        .background(theme.textColor.opacity(0.05), in: RoundedRectangle(cornerRadius: 16))
        .accessibilityElement(children: .contain)
    }
}
