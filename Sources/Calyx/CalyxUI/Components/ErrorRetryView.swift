import ClientKit
import CalyxCore
import SwiftUI

/// What a screen shows when its content could not load: the failure's words (`LoadFailure.message`,
/// written in Core) and a Try Again button that runs `retry`.
public struct ErrorRetryView: View {
    let failure: LoadFailure
    let retry: @MainActor () async -> Void
    @State private var isRetrying = false

    public init(failure: LoadFailure, retry: @escaping @MainActor () async -> Void) {
        self.failure = failure
        self.retry = retry
    }

    public var body: some View {
        ContentUnavailableView {
            Label(title, systemImage: systemImage)
                .foregroundStyle(CalyxPalette.black)
        } description: {
            Text(failure.message)
                .foregroundStyle(CalyxPalette.darkGray)
        } actions: {
            Button("Try Again") {
                isRetrying = true
                Task {
                    await retry()
                    isRetrying = false
                }
            }
            .buttonStyle(.calyxPrimary)
            .frame(maxWidth: 240)
            // One tap, one retry: a second tap while the first is running would only queue a duplicate.
            .disabled(isRetrying)
        }
    }

    private var title: String {
        switch failure.kind {
        case .offline: "You're Offline"
        case .signedOut: "Signed Out"
        case .server: "Couldn't Load"
        case .notFound: "Not Available"
        }
    }

    private var systemImage: String {
        switch failure.kind {
        case .offline: "wifi.slash"
        case .signedOut: "person.crop.circle.badge.exclamationmark"
        case .server: "exclamationmark.triangle"
        case .notFound: "leaf"
        }
    }
}
