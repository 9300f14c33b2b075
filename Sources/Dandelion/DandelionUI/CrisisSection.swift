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
                    Link(destination: url) { Label(line.callTitle, systemImage: "phone") }
                        .accessibilityLabel(line.callLabel)
                }
                if let url = line.textURL {
                    Link(destination: url) { Label(line.textTitle, systemImage: "message") }
                        .accessibilityLabel(line.textLabel)
                }
                if let url = line.websiteURL {
                    Link(destination: url) { Label(DandelionCopy[.crisisWebsite], systemImage: "safari") }
                        .accessibilityLabel(line.websiteLabel)
                }
            }
            let fallback = settings.crisisFallback
            VStack(alignment: .leading, spacing: 4) {
                Text(DandelionCopy[settings.crisisLines.isEmpty ? .crisisWherever : .crisisElsewhere])
                    .font(.headline)
                Text(fallback.detail)
                    .font(.subheadline)
            }
            .accessibilityElement(children: .combine)
            if let url = URL(string: fallback.url) {
                Link(destination: url) { Label(fallback.name, systemImage: "globe") }
            }
        } header: {
            Text(DandelionCopy[.crisisHeader])
        } footer: {
            Text(DandelionCopy[.crisisFooter])
        }
    }
}
