import CalyxCore
import Foundation
import SwiftUI

/// Text with its `@username` mentions as links (`MentionText`): each opens the person's profile
/// through the tab's `openURL` handler, which turns the app's own links into pages.
struct MentionedText: View {
    let text: String

    var body: some View {
        Text(Self.attributed(text))
    }

    static func attributed(_ text: String) -> AttributedString {
        var result = AttributedString()
        for segment in MentionText.segments(of: text) {
            switch segment {
            case .text(let plain):
                result += AttributedString(plain)
            case .mention(let username):
                var mention = AttributedString("@" + username)
                mention.link = CalyxLink.person(username: username)
                result += mention
            }
        }
        return result
    }
}
