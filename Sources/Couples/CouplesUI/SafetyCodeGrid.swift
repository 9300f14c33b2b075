import CouplesCore
import SwiftUI

/// A safety code as six groups of four digits in two rows, large and monospaced for reading aloud;
/// VoiceOver reads it digit by digit.
struct SafetyCodeGrid: View {
    let code: SafetyCode

    var body: some View {
        let groups = code.groups
        VStack(spacing: 8) {
            // By position: two groups may well be the same digits.
            HStack(spacing: 16) { ForEach(0..<3, id: \.self) { Text(groups[$0]) } }
            HStack(spacing: 16) { ForEach(3..<6, id: \.self) { Text(groups[$0]) } }
        }
        .font(.system(.title2, design: .monospaced).weight(.semibold))
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Safety code: \(code.spoken)")
    }
}
