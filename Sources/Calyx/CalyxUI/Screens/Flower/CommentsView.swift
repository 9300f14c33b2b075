import CalyxAPI
import CalyxCore
import ClientUI
import SwiftUI

/// The Community tab's conversation (§3.2) inside the flower's page: sorted by interactions (the
/// default), newest or oldest; each thread with its first replies and "View more replies"; more
/// comments as the end nears. Editing opens a sheet; deleting and reporting ask first. The field to
/// write in is `CommentComposer`, at the bottom of the page.
struct CommentsView: View {
    typealias Comment = Components.Schemas.Comment

    let model: CommentsModel
    @State private var editing: Comment?
    @State private var deleting: Comment?
    @State private var reporting: Comment?
    @State private var isReportSent = false

    var body: some View {
        LazyVStack(alignment: .leading, spacing: CalyxSpacing.large) {
            header
            if model.comments.isEmpty {
                placeholder
            } else {
                ForEach(Array(model.comments.enumerated()), id: \.element.id) { index, comment in
                    thread(comment)
                        // Not `.task`: a row scrolled away would cancel the page it asked for half-way.
                        .onAppear { Task { await model.commentAppeared(at: index) } }
                }
                if model.isLoading {
                    BloomingRefreshIndicator()
                        .frame(maxWidth: .infinity)
                }
            }
        }
        // The tab's view is made anew each time Community is selected; the model reads once.
        .onFirstAppear { await model.appeared() }
        .sheet(isPresented: Binding { editing != nil } set: { if !$0 { editing = nil } }) {
            if let editing { CommentEditSheet(model: model, comment: editing) }
        }
        .confirmationDialog("Delete this comment?", isPresented: Binding { deleting != nil } set: { if !$0 { deleting = nil } }, titleVisibility: .visible, presenting: deleting) { comment in
            Button("Delete", role: .destructive) { Task { await model.delete(comment) } }
            Button("Cancel", role: .cancel) {}
        } message: { _ in
            Text("Replies to it stay, under a note that it was deleted.")
        }
        .confirmationDialog("Why are you reporting this?", isPresented: Binding { reporting != nil } set: { if !$0 { reporting = nil } }, titleVisibility: .visible, presenting: reporting) { comment in
            ForEach(CommentsModel.ReportReason.allCases, id: \.self) { reason in
                Button(reason.title) {
                    Task { isReportSent = await model.report(comment, reason: reason) }
                }
            }
            Button("Cancel", role: .cancel) {}
        } message: { _ in
            Text("Our moderators review every report. The author isn't told who reported them.")
        }
        .alert("Thanks for Telling Us", isPresented: $isReportSent) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("Our moderators will take a look.")
        }
    }

    private var header: some View {
        HStack {
            Text("Comments")
                .calyxFont(.h3)
                .foregroundStyle(CalyxPalette.black)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            Menu {
                Picker("Sort By", selection: Binding { model.sort } set: { sort in Task { await model.sort(by: sort) } }) {
                    ForEach(CommentsModel.Sort.allCases, id: \.self) { sort in
                        Text(sort.title).tag(sort)
                    }
                }
            } label: {
                Label(model.sort.title, systemImage: "arrow.up.arrow.down")
                    .calyxFont(.small)
                    .foregroundStyle(CalyxPalette.botanicalGreen)
                    .frame(minHeight: CalyxSpacing.minimumTouchTarget)
            }
            .accessibilityLabel("Sort comments")
            .accessibilityValue(model.sort.title)
        }
    }

    @ViewBuilder
    private var placeholder: some View {
        if let failure = model.failure {
            FailureBanner(failure: failure) { await model.load() }
        } else if model.isLoading {
            BloomingRefreshIndicator()
                .frame(maxWidth: .infinity)
        } else {
            ContentUnavailableView(
                "No Comments Yet", systemImage: "bubble.left.and.bubble.right",
                description: Text("Be the first to share what you know about this flower.")
            )
        }
    }

    private func thread(_ comment: Comment) -> some View {
        VStack(alignment: .leading, spacing: CalyxSpacing.medium) {
            row(comment)
            ForEach(comment.replies ?? [], id: \.id) { reply in
                row(reply)
                    .padding(.leading, 40)
            }
            if comment.moreRepliesCursor != nil {
                Button("View more replies") {
                    Task { await model.loadMoreReplies(to: comment) }
                }
                .calyxFont(.small)
                .foregroundStyle(CalyxPalette.botanicalGreen)
                .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                .padding(.leading, 40)
            }
        }
    }

    private func row(_ comment: Comment) -> some View {
        CommentRow(
            comment: comment, canEdit: model.canEdit(comment), canDelete: model.canDelete(comment),
            vote: { up in Task { await model.vote(comment, up: up) } },
            reply: { model.reply(to: comment) },
            edit: { editing = comment },
            delete: { deleting = comment },
            report: { reporting = comment }
        )
    }
}
