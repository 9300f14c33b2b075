import AppCopy
import Foundation
import PlantTrackerCore
import PlantTrackerUI
import SiteLinks
import SwiftUI
import UIKit

/// The app: opens the journal in the documents directory (tidying what a crash may have left, off the main
/// thread), builds the one model and shows it; or says why the journal couldn't be opened.
@main
struct PlantTrackerApp: App {
    @State private var launch = Launch.opening

    var body: some Scene {
        WindowGroup {
            Group {
                switch launch {
                case .opening:
                    ProgressView()
                case .ready(let appModel):
                    PlantTrackerRootView(appModel: appModel)
                case .failed(let message):
                    ContentUnavailableView {
                        Label(PlantTrackerCopy[.launchFailedTitle], systemImage: "exclamationmark.triangle")
                    } description: {
                        Text(message)
                    }
                }
            }
            .task {
                guard case .opening = launch else { return }
                launch = await Launch.open()
            }
        }
    }
}

@MainActor
enum Launch {
    case opening
    case ready(PlantTrackerAppModel)
    case failed(String)

    static func open() async -> Launch {
        let directory = URL.documentsDirectory
        let opened = await Task.detached(priority: .userInitiated) {
            // Share images a closed app left in the temporary directory: nothing is mid-send at launch.
            ShareFiles().removeAll()
            return Result { try PlantJournal.open(in: directory, processor: ImageIOProcessor()) }
        }.value
        switch opened {
        case .success(let (journal, reconciliation)):
            let appModel = PlantTrackerAppModel(
                journal: journal, reconciliation: reconciliation,
                cameraAvailable: UIImagePickerController.isSourceTypeAvailable(.camera),
                site: AppSiteLinks(infoDictionary: Bundle.main.infoDictionary, key: "PlantTrackerSiteURL")
            )
            // Erases what has been in Recently Deleted for 30 days, before the first screen reads.
            await appModel.start()
            return .ready(appModel)
        case .failure(let error):
            return .failed(PlantTrackerCopy.format(.launchFailedMessage, .text(String(describing: error))))
        }
    }
}
