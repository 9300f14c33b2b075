import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// One notification: the latest people who acted (up to three photos, overlapping), or the kind's
/// symbol when nobody did (an upvote milestone); the server's line; when; and a dot while unread.
struct NotificationRow: View {
    let item: Components.Schemas.Notification

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            faces
            VStack(alignment: .leading, spacing: 4) {
                Text(item.text)
                    .fontWeight(item.read ? .regular : .semibold)
                    .calyxFont(.body)
                    .foregroundStyle(CalyxPalette.black)
                    .multilineTextAlignment(.leading)
                Text(item.updatedAt, format: .relative(presentation: .named))
                    .calyxFont(.caption)
                    .foregroundStyle(CalyxPalette.darkGray)
            }
            Spacer(minLength: 0)
            if !item.read {
                Circle()
                    .fill(CalyxPalette.botanicalGreen)
                    .frame(width: 10, height: 10)
                    .padding(.top, 6)
            }
        }
        .padding(.vertical, 6)
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("\(item.read ? "" : "Unread. ")\(item.text), \(Text(item.updatedAt, format: .relative(presentation: .named)))"))
    }

    @ViewBuilder
    private var faces: some View {
        if item.actors.isEmpty {
            Image(systemName: symbol)
                .font(.title3)
                .foregroundStyle(CalyxPalette.botanicalGreen)
                .frame(width: 44, height: 44)
                .background(CalyxPalette.softYellow, in: Circle())
        } else {
            ZStack(alignment: .leading) {
                ForEach(Array(item.actors.prefix(3).enumerated()), id: \.element.id) { index, person in
                    PersonPhoto(person: person, size: 36)
                        .overlay(Circle().strokeBorder(CalyxPalette.cream, lineWidth: 2))
                        .offset(x: CGFloat(index) * 14)
                        .zIndex(Double(3 - index))
                }
            }
            .frame(width: 36 + 14 * CGFloat(min(item.actors.count, 3) - 1), height: 44, alignment: .leading)
        }
    }

    private var symbol: String {
        switch item.kind {
        case .follow: "person.badge.plus"
        case .collectionLike: "heart.fill"
        case .collectionSave: "books.vertical.fill"
        case .collectionCopy: "doc.on.doc"
        case .commentReply: "arrowshape.turn.up.left"
        case .commentUpvotes: "arrow.up.circle.fill"
        case .flowerComment: "text.bubble"
        }
    }
}
