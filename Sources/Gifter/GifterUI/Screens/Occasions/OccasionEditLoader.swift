import ClientUI
import GifterCore
import SwiftUI

/// Editing an occasion known only by its id (the `occasionEdit(id:)` route): the occasion is read
/// first, through its page's model, then the form opens with it.
struct OccasionEditLoader: View {
    let occasionID: String
    @Environment(GifterAppModel.self) private var app

    var body: some View {
        ModelHost { OccasionDetailModel(occasionID: occasionID, client: app.client) } content: { detail in
            Loaded(detail: detail)
        }
    }

    private struct Loaded: View {
        let detail: OccasionDetailModel
        @State private var edit: OccasionEditModel?

        var body: some View {
            Group {
                if let edit {
                    OccasionEditView(model: edit)
                } else if let failure = detail.failure {
                    GifterErrorView(failure: failure) { await open() }
                } else {
                    NoddingBow(label: GifterCopy[.commonLoading])
                        .frame(width: 44)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .onFirstAppear { await open() }
        }

        private func open() async {
            await detail.load()
            edit = detail.edit()
        }
    }
}
