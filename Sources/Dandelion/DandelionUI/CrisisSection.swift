import DandelionCore
import Foundation
import SwiftUI

/// "Need to talk to someone?": free lines for this region, each action on its own row (a full-width target),
/// and the worldwide directory, which is always offered. Opening one hands over to Phone, Messages or Safari.
struct CrisisSection: View {
    let settings: SettingsModel

    var body: some View {
        Section {
            ForEach(settings.crisisLines) { line in
                VStack(alignment: .leading, spacing: 4) {
                    Text(line.name)
                        .font(.headline)
                    if !line.detail.isEmpty {
                        Text(line.detail)
                            .font(.subheadline)
                    }
                    if !line.hours.isEmpty {
                        Text(line.hours)
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
                .accessibilityElement(children: .combine)
                if let url = line.callURL {
                    Link(destination: url) { Label("Call \(line.phone)", systemImage: "phone") }
                        .accessibilityLabel("Call \(line.name), \(line.phone)")
                }
                if let url = line.textURL {
                    Link(destination: url) { Label("Text \(line.sms)", systemImage: "message") }
                        .accessibilityLabel("Text \(line.name), \(line.sms)")
                }
                if let url = line.websiteURL {
                    Link(destination: url) { Label("Website", systemImage: "safari") }
                        .accessibilityLabel("\(line.name) website")
                }
            }
            let fallback = settings.crisisFallback
            VStack(alignment: .leading, spacing: 4) {
                Text(settings.crisisLines.isEmpty ? "Wherever you are" : "Somewhere else")
                    .font(.headline)
                Text(fallback.detail)
                    .font(.subheadline)
            }
            .accessibilityElement(children: .combine)
            if let url = URL(string: fallback.url) {
                Link(destination: url) { Label(fallback.name, systemImage: "globe") }
            }
        } header: {
            Text("Need to talk to someone?")
        } footer: {
            Text("If you are in danger right now, call your local emergency number. Dandelion keeps no record of what you open here.")
        }
    }
}
