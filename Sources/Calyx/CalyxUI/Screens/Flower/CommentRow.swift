import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// One comment (§3.2 Community): the author's photo, name and when; the words (or what a placeholder
/// says); then the upvote with its count, the downvote without one (downvotes only sort), Reply, and
/// a More menu with what the long press offers: Edit (own, within five minutes), Delete (own),
/// Report (others').
struct CommentRow: View {
    typealias Comment = Components.Schemas.Comment

    let comment: Comment
    let canEdit: Bool
    let canDelete: Bool
    let vote: (_ up: Bool) -> Void
    let reply: () -> Void
    let edit: () -> Void
    let delete: () -> Void
    let report: () -> Void
    @Environment(\.navigate) private var navigate

    private var isVisible: Bool { comment.state == .visible }
    private var canReport: Bool { isVisible && comment.yours != true }

    var body: some View {
        VStack(alignment: .leading, spacing: CalyxSpacing.small) {
            byline
            if isVisible {
                if let text = comment.text {
                    MentionedText(text: text)
                        .calyxFont(.body)
                        .foregroundStyle(CalyxPalette.black)
                        .textSelection(.enabled)
                }
                if let photo = comment.photo {
                    RemoteImage(
                        path: photo.variants.thumb.url, blurHash: photo.blurhash, averageColor: photo.averageColor,
                        altText: "Photo with the comment"
                    )
                    .frame(width: 120, height: 120)
                    .clipShape(RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous))
                }
                actions
            } else {
                Text(comment.state.placeholder)
                    .calyxFont(.small)
                    .italic()
                    .foregroundStyle(CalyxPalette.darkGray)
            }
        }
        .contextMenu { if isVisible { menuItems } }
    }

    private var byline: some View {
        HStack(spacing: CalyxSpacing.small) {
            if let author = comment.author {
                Button {
                    navigate(.person(id: author.id))
                } label: {
                    HStack(spacing: CalyxSpacing.small) {
                        PersonPhoto(person: author, size: 32)
                        Text(author.displayName)
                            .calyxFont(.button)
                            .foregroundStyle(CalyxPalette.black)
                            .lineLimit(1)
                    }
                    .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityHint("Opens their profile.")
            }
            Group {
                Text(comment.createdAt, format: .relative(presentation: .named))
                if comment.editedAt != nil { Text("· edited") }
            }
            .calyxFont(.caption)
            .foregroundStyle(CalyxPalette.darkGray)
            Spacer(minLength: 0)
        }
    }

    private var actions: some View {
        HStack(spacing: 4) {
            Button {
                vote(true)
            } label: {
                Label {
                    Text(comment.upvotes, format: .number).monospacedDigit()
                } icon: {
                    Image(systemName: comment.yourVote == .up ? "arrow.up.circle.fill" : "arrow.up.circle")
                }
                .foregroundStyle(comment.yourVote == .up ? CalyxPalette.botanicalGreen : CalyxPalette.darkGray)
                .frame(minWidth: CalyxSpacing.minimumTouchTarget, minHeight: CalyxSpacing.minimumTouchTarget)
                .contentShape(Rectangle())
            }
            .accessibilityLabel("Upvote")
            .accessibilityValue(comment.upvotes.formatted())
            .accessibilityAddTraits(comment.yourVote == .up ? .isSelected : [])
            Button {
                vote(false)
            } label: {
                Image(systemName: comment.yourVote == .down ? "arrow.down.circle.fill" : "arrow.down.circle")
                    .foregroundStyle(comment.yourVote == .down ? CalyxPalette.earthBrown : CalyxPalette.darkGray)
                    .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Downvote")
            .accessibilityAddTraits(comment.yourVote == .down ? .isSelected : [])
            Button(action: reply) {
                Text("Reply")
                    .foregroundStyle(CalyxPalette.botanicalGreen)
                    .frame(minWidth: CalyxSpacing.minimumTouchTarget, minHeight: CalyxSpacing.minimumTouchTarget)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel(comment.author.map { "Reply to \($0.displayName)" } ?? "Reply")
            Spacer(minLength: 0)
            Menu {
                menuItems
            } label: {
                Image(systemName: "ellipsis")
                    .foregroundStyle(CalyxPalette.darkGray)
                    .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("More")
        }
        .calyxFont(.small)
        .buttonStyle(.plain)
    }

    @ViewBuilder
    private var menuItems: some View {
        Button(action: reply) {
            Label("Reply", systemImage: "arrowshape.turn.up.left")
        }
        if canEdit {
            Button(action: edit) {
                Label("Edit", systemImage: "pencil")
            }
        }
        if canDelete {
            Button(role: .destructive, action: delete) {
                Label("Delete", systemImage: "trash")
            }
        }
        if canReport {
            Button(action: report) {
                Label("Report", systemImage: "flag")
            }
        }
    }
}
