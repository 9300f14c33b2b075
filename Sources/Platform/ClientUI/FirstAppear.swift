import SwiftUI

extension View {
    /// Runs `load` the first time the view appears, in a task of its own. Not `.task`: that task is
    /// cancelled when a push covers the screen, and a request cut off half-way would show as a
    /// failure; and not on every appearance, so coming back from a pushed page keeps what is shown.
    public func onFirstAppear(_ load: @escaping @MainActor () async -> Void) -> some View {
        modifier(FirstAppear(load: load))
    }
}

private struct FirstAppear: ViewModifier {
    let load: @MainActor () async -> Void
    @State private var hasAppeared = false

    func body(content: Content) -> some View {
        content.onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            Task { await load() }
        }
    }
}
