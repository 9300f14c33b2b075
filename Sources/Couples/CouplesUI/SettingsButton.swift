import CouplesCore
import SwiftUI

/// The gear that opens Settings in a sheet, for screens where the person may want to sign out or leave
/// (pairing, before there is a flower).
struct SettingsButton: View {
    let model: SettingsModel
    @State private var showing = false

    var body: some View {
        Button { showing = true } label: { Image(systemName: "gearshape") }
            .accessibilityLabel("Settings")
            .sheet(isPresented: $showing) { NavigationStack { SettingsView(model: model) } }
    }
}
