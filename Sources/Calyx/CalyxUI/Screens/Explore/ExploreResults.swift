import CalyxAPI
import CalyxCore
import SwiftUI

/// What Explore's search found: people first (a username typed whole is the first of them), then
/// collections; each list fetches more as its end nears; "No Results" once the answer is empty.
struct ExploreResults: View {
    let model: ExploreModel

    var body: some View {
        if model.hasNoResults {
            ContentUnavailableView.search(text: model.query)
        } else if model.foundPeople.isEmpty, model.foundCollections.isEmpty {
            ProgressView()
        } else {
            List {
                if !model.foundPeople.isEmpty {
                    Section("People") {
                        ForEach(Array(model.foundPeople.enumerated()), id: \.element.id) { index, person in
                            ExplorePersonRow(person: person) { Task { await model.toggleFollow(person) } }
                                .listRowBackground(Color.clear)
                                .onAppear { Task { await model.personAppeared(at: index) } }
                        }
                    }
                }
                if !model.foundCollections.isEmpty {
                    Section("Collections") {
                        ForEach(Array(model.foundCollections.enumerated()), id: \.element.id) { index, collection in
                            CollectionTile(
                                collection: collection, creditsOwner: true,
                                toggleLike: model.showsHeart(on: collection) ? { Task { await model.toggleLike(collection) } } : nil
                            )
                            .listRowBackground(Color.clear)
                            .listRowSeparator(.hidden)
                            .onAppear { Task { await model.collectionAppeared(at: index) } }
                        }
                    }
                }
            }
            .listStyle(.plain)
            .scrollContentBackground(.hidden)
            .scrollDismissesKeyboard(.immediately)
        }
    }
}
