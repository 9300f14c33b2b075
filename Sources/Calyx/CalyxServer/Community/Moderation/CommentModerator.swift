/// Decides, before a comment (or an edit) is stored, whether its text may be published.
///
/// The built-in `WordListModerator` needs nothing outside the process; `RemoteModerator` asks an
/// OpenAI-compatible moderation endpoint and falls back to the word list when that endpoint fails.
protocol CommentModerator: Sendable {
    func review(_ text: String) async -> ModerationVerdict
}

enum ModerationVerdict: Sendable, Equatable {
    case allowed
    /// Refused; `reason` is fit to show the writer under the text field.
    case refused(reason: String)
}
