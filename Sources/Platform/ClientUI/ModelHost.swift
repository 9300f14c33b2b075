import SwiftUI

/// Keeps a pushed page's model for as long as the page is on the stack. The model is made once, on
/// first appearance, not in `init`: SwiftUI calls a destination's `init` again whenever its parent
/// updates, and a model made there (reading the phone's store as it starts) would be built and thrown
/// away each time, even though `@State` keeps only the first.
public struct ModelHost<Model: AnyObject, Content: View>: View {
    let make: @MainActor () -> Model
    let content: (Model) -> Content
    @State private var model: Model?
    @Environment(\.modelHostPlaceholder) private var placeholder

    public init(make: @escaping @MainActor () -> Model, @ViewBuilder content: @escaping (Model) -> Content) {
        self.make = make
        self.content = content
    }

    public var body: some View {
        if let model {
            content(model)
        } else {
            placeholder
                .ignoresSafeArea()
                .onAppear { model = make() }
        }
    }
}

extension EnvironmentValues {
    /// What a page shows for the moment before its model is made: each app's background colour (set
    /// once at its root), so the first frame of a push does not flash the system's.
    public var modelHostPlaceholder: Color {
        get { self[ModelHostPlaceholderKey.self] }
        set { self[ModelHostPlaceholderKey.self] = newValue }
    }
}

private struct ModelHostPlaceholderKey: EnvironmentKey {
    static let defaultValue = Color.clear
}
