import CalyxAPI
import CalyxCore
import SwiftUI

/// A person as lists show them (followers, suggestions): photo, name and @username, opening their
/// profile. What follows it on the row (a Follow capsule) is the list's own.
struct PersonLink: View {
    let person: Components.Schemas.Person
    @Environment(\.navigate) private var navigate

    var body: some View {
        Button {
            navigate(.person(id: person.id))
        } label: {
            HStack(spacing: 12) {
                PersonPhoto(person: person, size: 44)
                VStack(alignment: .leading, spacing: 2) {
                    Text(person.displayName)
                        .calyxFont(.body)
                        .foregroundStyle(CalyxPalette.black)
                    if let username = person.username {
                        Text("@\(username)")
                            .calyxFont(.small)
                            .foregroundStyle(CalyxPalette.darkGray)
                    }
                }
                Spacer(minLength: 0)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityHint("Opens their profile.")
    }
}
