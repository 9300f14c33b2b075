import SwiftUI

/// Keeps a pushed page's model for as long as the page is on the stack. The model is made once, on
/// first appearance, not in `init`: SwiftUI calls a destination's `init` again whenever its parent
/// updates, and a model made there (reading the phone's store as it starts) would be built and thrown
/// away each time, even though `@State` keeps only the first.
struct ModelHost<Model: AnyObject, Content: View>: View {
    let make: @MainActor () -> Model
    let content: (Model) -> Content
    @State private var model: Model?

    init(make: @escaping @MainActor () -> Model, @ViewBuilder content: @escaping (Model) -> Content) {
        self.make = make
        self.content = content
    }

    var body: some View {
        if let model {
            content(model)
        } else {
            GifterPalette.black
                .ignoresSafeArea()
                .onAppear { model = make() }
        }
    }
}
