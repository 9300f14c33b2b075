import CalyxAPI
import Foundation
import ServerKit

/// What a comment may say, checked exactly as `CommentText` in `openapi.yaml` states it (`PlainText`, many
/// lines, at most 500). Stored trimmed, with line breaks as `\n`.
enum CommentText {
    static func clean(_ raw: String, field: String = "text") throws -> String {
        let trimmed = try PlainText.checked(raw, field: field, maxLength: CalyxLimits.commentMaxLength, lines: .many, required: true)
        return trimmed.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// What a reporter adds to a report: the same characters, possibly none.
    static func cleanDetail(_ raw: String?) throws -> String {
        guard let raw else { return "" }
        return try PlainText.checked(raw, field: "detail", maxLength: CalyxLimits.reportDetailMaxLength, lines: .many, required: false)
    }
}
