import CouplesCore
import SwiftUI
import UIKit

/// The days you look back on: every day you both finished, newest first, with both photos small.
/// Rows load their thumbnails and the next page as they come on screen; offline it shows what the
/// phone kept.
struct DaysView: View {
    let model: DaysModel

    var body: some View {
        List {
            if model.isShowingCachedState {
                Label("Offline — showing the days kept on this phone", systemImage: "wifi.slash")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            switch model.phase {
            case .loading:
                EmptyView()
            case .notPaired:
                Text("Pair with your partner to start keeping days together.").foregroundStyle(.secondary)
            case .failed(let message):
                VStack(alignment: .leading, spacing: 8) {
                    Text(message)
                    Button("Try again") { Task { await model.load() } }
                }
            case .loaded:
                if model.isEmpty {
                    Text(DaysModel.emptyMessage).foregroundStyle(.secondary)
                }
                ForEach(model.rows) { row in
                    NavigationLink {
                        PastDayView(model: model.dayModel(for: row))
                    } label: {
                        DayRowView(row: row)
                    }
                    .task { await model.rowAppeared(row) }
                }
                if model.isLoadingMore {
                    ProgressView().frame(maxWidth: .infinity)
                }
            }
        }
        .scrollContentBackground(.hidden)
        .background(CouplesTheme.background.ignoresSafeArea())
        .navigationTitle("Your days")
        .overlay {
            if model.phase == .loading { ProgressView() }
        }
        .task { await model.load() }
        .refreshable { await model.load() }
    }
}

/// One finished day in the list: the date, the question and both thumbnails.
private struct DayRowView: View {
    let row: DaysModel.Row

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(row.dateText).font(.headline)
                Text(row.question).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            }
            Spacer(minLength: 8)
            HStack(spacing: 4) {
                DayThumbnail(data: row.myThumbnail)
                DayThumbnail(data: row.partnerThumbnail)
            }
            .accessibilityHidden(true)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(row.dateText), \(row.dayNumberText). \(row.question)")
    }
}

/// A small square photo, or a quiet placeholder until it is opened.
struct DayThumbnail: View {
    let data: Data?
    var size: CGFloat = 48

    var body: some View {
        Group {
            if let data, let image = UIImage(data: data) {
                Image(uiImage: image).resizable().scaledToFill()
            } else {
                CouplesTheme.card.overlay { Image(systemName: "photo").foregroundStyle(.secondary) }
            }
        }
        .frame(width: size, height: size)
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}
