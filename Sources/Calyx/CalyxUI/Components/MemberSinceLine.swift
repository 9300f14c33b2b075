import CalyxCore
import SwiftUI

/// "Member since March 2026" at the foot of a profile (§3.5), small and centred.
struct MemberSinceLine: View {
    let text: String?

    var body: some View {
        if let text {
            Text(text)
                .calyxFont(.caption)
                .foregroundStyle(CalyxPalette.darkGray)
                .frame(maxWidth: .infinity)
                .padding(.top, CalyxSpacing.medium)
        }
    }
}
