import Foundation

extension UUID {
    /// As the APIs write ids: lowercase (Foundation's `uuidString` is upper case).
    public var apiString: String { text(uppercase: false) }
}
