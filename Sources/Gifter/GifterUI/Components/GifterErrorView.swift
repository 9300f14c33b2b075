import ClientKit
import GifterCore
import SwiftUI

/// §11.3's error state for any screen that could not load: the still bow (no nodding: nothing is
/// being thought about), "Hmm. Something on my side glitched." (or, offline, that the internet is out
/// of reach), "Let’s try that again." and Retry. One tap, one retry: the button waits for it.
public struct GifterErrorView: View {
    let failure: LoadFailure
    let retry: @MainActor () async -> Void
    @State private var isRetrying = false

    public init(failure: LoadFailure, retry: @escaping @MainActor () async -> Void) {
        self.failure = failure
        self.retry = retry
    }

    public var body: some View {
        VStack(spacing: GifterSpacing.large) {
            BowLogo()
                .frame(width: 56)
            VStack(spacing: GifterSpacing.small) {
                Text(GifterErrorCopy.title(for: failure))
                    .gifterFont(.displayL)
                    .foregroundStyle(GifterPalette.white)
                Text(GifterErrorCopy.message)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.gray)
            }
            .multilineTextAlignment(.center)
            .accessibilityElement(children: .combine)
            Button(GifterErrorCopy.retry) {
                isRetrying = true
                Task {
                    await retry()
                    isRetrying = false
                }
            }
            .buttonStyle(.gifterSecondary)
            .frame(maxWidth: 240)
            .disabled(isRetrying)
        }
        .padding(.horizontal, GifterSpacing.screenMargin)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .fadeUp()
    }
}
