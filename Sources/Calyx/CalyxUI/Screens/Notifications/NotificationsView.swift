import CalyxAPI
import CalyxCore
import ClientUI
import Foundation
import SwiftUI

/// Notifications (§3.6) over `NotificationsModel`: new followers, likes, saves and copies of one's
/// collections, replies and upvotes, grouped by the server ("Anna and 3 others liked Spring Walk"),
/// newest first, unread ones marked. Opening one marks it read and goes to what it is about; "Mark
/// All as Read" clears every mark.
struct NotificationsView: View {
    let model: NotificationsModel
    @Environment(\.navigate) private var navigate

    var body: some View {
        Group {
            if model.items.isEmpty, let failure = model.failure {
                ErrorRetryView(failure: failure) { await model.load() }
            } else if model.items.isEmpty {
                ContentUnavailableView(
                    "No Notifications Yet", systemImage: "bell",
                    description: Text("New followers, and likes and saves of your collections, show here.")
                )
            } else {
                List {
                    ForEach(Array(model.items.enumerated()), id: \.element.id) { index, item in
                        Button {
                            open(item)
                        } label: {
                            NotificationRow(item: item)
                        }
                        .listRowBackground(item.read ? Color.clear : CalyxPalette.white)
                        // Not `.task`: a row scrolled away would cancel the page it asked for half-way.
                        .onAppear { Task { await model.itemAppeared(at: index) } }
                    }
                }
                .listStyle(.plain)
                .scrollContentBackground(.hidden)
            }
        }
        .refreshable { await model.load() }
        .background(CalyxPalette.cream.ignoresSafeArea())
        .navigationTitle("Notifications")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Mark All as Read") { Task { await model.markAllRead() } }
                    .disabled(model.unreadCount == 0)
            }
        }
        .onFirstAppear { await model.load() }
    }

    private func open(_ item: NotificationsModel.Item) {
        Task { await model.open(item) }
        switch NotificationsModel.destination(of: item) {
        case .flower(let id): navigate(.flower(id: id))
        case .collection(let id): navigate(.collection(id: id))
        case .person(let id): navigate(.person(id: id))
        case nil: break
        }
    }
}
