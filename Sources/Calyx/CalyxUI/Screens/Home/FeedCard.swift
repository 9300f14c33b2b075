import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// One feed item as §7.6 draws it: the person (small photo and name) and what they did at the top,
/// the flower as a large Polaroid with its name in the handwritten face, then like (with its count),
/// save, the comment count, and when. A collection item also links to its collection; a trending
/// or discovered flower has no person, so the header says it is trending, or new to the person.
///
/// Tapping the Polaroid opens the flower, the comment count opens its Community tab, the header the
/// person's profile.
struct FeedCard: View {
    let item: Components.Schemas.FeedItem
    let like: () -> Void
    let save: () -> Void
    @Environment(\.navigate) private var navigate

    var body: some View {
        VStack(alignment: .leading, spacing: CalyxSpacing.medium) {
            header
                .padding(.horizontal, CalyxSpacing.screenMargin)
            PolaroidFrame(
                id: item.flower.id, name: item.flower.commonName, scientificName: item.flower.scientificName,
                action: { navigate(.flower(id: item.flower.id)) }
            ) {
                FlowerThumbnail(flower: item.flower)
            }
            .padding(.horizontal, CalyxSpacing.extraLarge)
            actions
                .padding(.horizontal, CalyxSpacing.screenMargin)
        }
        .accessibilityElement(children: .contain)
    }

    private var activity: String { HomeFeedModel.activity(of: item) }

    @ViewBuilder
    private var header: some View {
        if let person = item.person {
            Button {
                navigate(.person(id: person.id))
            } label: {
                HStack(spacing: 12) {
                    PersonPhoto(person: person, size: 36)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(person.username.map { "@\($0)" } ?? person.displayName)
                            .calyxFont(.button)
                            .foregroundStyle(CalyxPalette.black)
                        Text(activity)
                            .calyxFont(.caption)
                            .foregroundStyle(CalyxPalette.darkGray)
                    }
                    .multilineTextAlignment(.leading)
                    Spacer(minLength: 0)
                    timestamp
                }
                .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(Text("\(person.displayName), \(activity), \(Text(item.at, format: .relative(presentation: .named)))"))
            .accessibilityHint("Opens their profile.")
        } else {
            HStack(spacing: 12) {
                Image(systemName: item.kind == .discovery ? "leaf" : "sparkles")
                    .font(.title3)
                    .foregroundStyle(CalyxPalette.botanicalGreen)
                    .frame(width: 36, height: 36)
                    .background(CalyxPalette.softYellow, in: Circle())
                    .accessibilityHidden(true)
                Text(activity)
                    .calyxFont(.button)
                    .foregroundStyle(CalyxPalette.black)
                Spacer(minLength: 0)
                timestamp
            }
            .frame(minHeight: CalyxSpacing.minimumTouchTarget)
            .accessibilityElement(children: .combine)
        }
    }

    private var timestamp: some View {
        Text(item.at, format: .relative(presentation: .named))
            .calyxFont(.caption)
            .foregroundStyle(CalyxPalette.darkGray)
            .accessibilityHidden(item.person != nil)
    }

    private var actions: some View {
        let flower = item.flower
        let isSaved = flower.saved ?? false
        let comments = flower.commentCount ?? 0
        return HStack(spacing: CalyxSpacing.small) {
            HeartButton(isOn: flower.liked ?? false, count: flower.likeCount, action: like)
            Button(action: save) {
                Image(systemName: isSaved ? "bookmark.fill" : "bookmark")
                    .font(.title3.weight(.semibold))
                    .foregroundStyle(isSaved ? CalyxPalette.botanicalGreen : CalyxPalette.darkGray)
                    .contentTransition(.symbolEffect(.replace))
                    .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .sensoryFeedback(.selection, trigger: isSaved)
            .accessibilityLabel(isSaved ? "Remove from Saved" : "Save")
            Button {
                navigate(.flower(id: flower.id, tab: .community))
            } label: {
                Label {
                    Text(comments, format: .number).monospacedDigit()
                } icon: {
                    Image(systemName: "bubble.right")
                }
                .calyxFont(.small)
                .foregroundStyle(CalyxPalette.darkGray)
                .frame(minWidth: CalyxSpacing.minimumTouchTarget, minHeight: CalyxSpacing.minimumTouchTarget)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(Text("^[\(comments) comment](inflect: true)"))
            .accessibilityHint("Opens the conversation about this flower.")
            Spacer(minLength: 0)
            if item.kind == .collection, let collection = item.collection {
                Button {
                    navigate(.collection(id: collection.id))
                } label: {
                    Label(collection.name, systemImage: "rectangle.stack")
                        .calyxFont(.caption)
                        .lineLimit(1)
                        .foregroundStyle(CalyxPalette.botanicalGreen)
                        .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Open the collection \(collection.name)")
            }
        }
    }
}
