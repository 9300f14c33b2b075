import DandelionCore
import Foundation

extension FileKeyValueStore {
    /// Where the app keeps what it remembers (preferences, counts, purchases; never writing): one small
    /// JSON file in Application Support. The app's model and its delegate both read it.
    public static func app() -> FileKeyValueStore {
        FileKeyValueStore(directory: URL.applicationSupportDirectory)
    }
}
