import Foundation
import PlantTrackerCore
import SwiftUI
import UniformTypeIdentifiers

/// Backup: export every plant and photo into one zip to keep or share, or restore one (on a new phone,
/// say). A restore only adds what isn't here yet.
struct BackupView: View {
    let model: BackupModel
    var onDone: () -> Void

    @State private var importsFile = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Button {
                        Task { await model.export() }
                    } label: {
                        Label(PlantTrackerCopy[.backupExport], systemImage: "square.and.arrow.up")
                    }
                    .disabled(model.isWorking)
                } footer: {
                    Text(PlantTrackerCopy[.backupExportFooter])
                }

                Section {
                    Button {
                        importsFile = true
                    } label: {
                        Label(PlantTrackerCopy[.backupRestore], systemImage: "square.and.arrow.down")
                    }
                    .disabled(model.isWorking)
                } footer: {
                    Text(PlantTrackerCopy[.backupRestoreFooter])
                }

                result
            }
            .navigationTitle(PlantTrackerCopy[.backupTitle])
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(PlantTrackerCopy[.commonDone], action: onDone)
                        .disabled(model.isWorking)
                }
            }
            .fileImporter(isPresented: $importsFile, allowedContentTypes: [.zip]) { result in
                guard case .success(let url) = result else { return }
                Task {
                    // A file from Files or iCloud Drive is outside the sandbox until access is granted.
                    let accessing = url.startAccessingSecurityScopedResource()
                    await model.restore(from: url)
                    if accessing { url.stopAccessingSecurityScopedResource() }
                }
            }
        }
        .interactiveDismissDisabled(model.isWorking)
        .sensoryFeedback(trigger: model.phase) { _, phase in
            switch phase {
            case .exported, .imported: .success
            case .failed: .error
            case .idle, .working: nil
            }
        }
    }

    @ViewBuilder private var result: some View {
        switch model.phase {
        case .idle:
            EmptyView()
        case .working(let progress):
            Section {
                ProgressView(value: progress.fraction) {
                    Text(PlantTrackerCopy[.backupWorking])
                }
            }
        case .exported(let url, _):
            Section {
                ShareLink(item: url) {
                    Label(model.shareTitle(for: url), systemImage: "square.and.arrow.up.on.square")
                }
            } footer: {
                Text(PlantTrackerCopy[.backupShareFooter])
            }
        case .imported:
            if let importMessage = model.importMessage {
                Section {
                    Label {
                        Text(importMessage)
                    } icon: {
                        Image(systemName: "checkmark.circle.fill")
                            .foregroundStyle(.green)
                    }
                }
            }
        case .failed(let message):
            Section {
                Label(message, systemImage: "exclamationmark.triangle.fill")
                    .foregroundStyle(.red)
            }
        }
    }
}
