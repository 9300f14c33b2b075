import CalyxAPI
import CalyxCore
import SwiftUI

/// A newcomer's empty feed: what will bloom here, people to follow (each with Follow, and their
/// profile a tap away), and a way to the Catalog to start saving.
struct EmptyFeedView: View {
    let people: [Components.Schemas.Person]
    let follow: @MainActor (Components.Schemas.Person) async -> Void
    let search: () -> Void
    /// People whose follow is on its way, so a second tap does not send it twice.
    @State private var following: Set<String> = []

    var body: some View {
        ScrollView {
            VStack(spacing: CalyxSpacing.large) {
                ContentUnavailableView {
                    Label("Your Feed Is Quiet", systemImage: "leaf")
                        .foregroundStyle(CalyxPalette.black)
                } description: {
                    Text("Follow people to see the flowers they save and the collections they make.")
                        .foregroundStyle(CalyxPalette.darkGray)
                }
                if !people.isEmpty {
                    VStack(alignment: .leading, spacing: CalyxSpacing.small) {
                        Text("People to follow")
                            .calyxFont(.h3)
                            .foregroundStyle(CalyxPalette.black)
                            .accessibilityAddTraits(.isHeader)
                        ForEach(people, id: \.id) { person in
                            row(person)
                        }
                    }
                    .padding(CalyxSpacing.cardPadding)
                    .background {
                        RoundedRectangle(cornerRadius: CalyxSpacing.Radius.card, style: .continuous)
                            .fill(CalyxPalette.white)
                            .calyxShadow(.card)
                    }
                }
                Button(action: search) {
                    Label("Search Flowers", systemImage: "magnifyingglass")
                }
                .buttonStyle(.calyxSecondary)
            }
            .padding(.horizontal, CalyxSpacing.screenMargin)
            .padding(.vertical, CalyxSpacing.medium)
        }
    }

    private func row(_ person: Components.Schemas.Person) -> some View {
        HStack(spacing: 12) {
            PersonLink(person: person)
            FollowCapsule(title: "Follow", isFollowing: false) {
                following.insert(person.id)
                Task {
                    await follow(person)
                    following.remove(person.id)
                }
            }
            .disabled(following.contains(person.id))
            .accessibilityLabel("Follow \(person.displayName)")
        }
    }
}
