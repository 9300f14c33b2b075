import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// "Add a comment" at the bottom of the Community tab (§3.2): a field that grows to five lines, the
/// characters left of 500, send; "Replying to …" with a cancel while answering someone (the field
/// takes focus then); and why the last post did not go through, under it.
struct CommentComposer: View {
    let model: CommentsModel
    @State private var draft = ""
    @State private var isPosting = false
    @FocusState private var isFocused: Bool

    var body: some View {
        let left = model.charactersLeft(draft)
        VStack(alignment: .leading, spacing: 6) {
            if let parent = model.replyingTo {
                HStack(spacing: 4) {
                    Label("Replying to \(parent.author?.displayName ?? "a comment")", systemImage: "arrowshape.turn.up.left")
                        .calyxFont(.small)
                        .foregroundStyle(CalyxPalette.black)
                        .lineLimit(1)
                    Spacer(minLength: 0)
                    Button {
                        model.cancelReply()
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .foregroundStyle(CalyxPalette.darkGray)
                            .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
                            .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Cancel reply")
                }
                .padding(.leading, 12)
                .background(CalyxPalette.skyBlue.opacity(0.5), in: Capsule())
            }
            HStack(alignment: .bottom, spacing: CalyxSpacing.small) {
                TextField(model.replyingTo == nil ? "Add a comment" : "Write a reply", text: $draft, axis: .vertical)
                    .calyxFont(.body)
                    .lineLimit(1...5)
                    .focused($isFocused)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 10)
                    .background(CalyxPalette.white, in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.inputField, style: .continuous))
                    .overlay(
                        RoundedRectangle(cornerRadius: CalyxSpacing.Radius.inputField, style: .continuous)
                            .strokeBorder(isFocused ? CalyxPalette.botanicalGreen : CalyxPalette.mediumGray, lineWidth: isFocused ? 2 : 1)
                    )
                VStack(spacing: 0) {
                    Text(left, format: .number)
                        .calyxFont(.caption)
                        .monospacedDigit()
                        .foregroundStyle(left < 0 ? CalyxPalette.earthBrown : CalyxPalette.darkGray)
                        .accessibilityLabel(Text("^[\(left) character](inflect: true) left"))
                    Button(action: send) {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title2)
                            .foregroundStyle(CalyxPalette.botanicalGreen)
                            .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
                            .contentShape(Rectangle())
                    }
                    .buttonStyle(.pressScale)
                    .disabled(draft.isEmpty || left < 0 || isPosting)
                    .accessibilityLabel(model.replyingTo == nil ? "Post comment" : "Post reply")
                }
            }
            if let problem = model.problem {
                Label(problem, systemImage: "exclamationmark.circle")
                    .calyxFont(.small)
                    .foregroundStyle(CalyxPalette.earthBrown)
            }
        }
        .padding(12)
        .calyxGlass(in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.card, style: .continuous), fallback: .regularMaterial, shadow: .card)
        .onChange(of: model.replyingTo?.id) { _, id in
            if id != nil { isFocused = true }
        }
    }

    private func send() {
        isPosting = true
        Task {
            if await model.post(draft) {
                draft = ""
                isFocused = false
            }
            isPosting = false
        }
    }
}
