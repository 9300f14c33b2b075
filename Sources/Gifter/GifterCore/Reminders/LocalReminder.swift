import Foundation

/// One reminder the phone shows itself (when push is off): when, what it says, and the occasion it opens.
public struct LocalReminder: Equatable, Sendable, Identifiable {
    public enum Kind: String, Sendable { case weekBefore, onTheDay }

    /// Stable for an occasion, a kind and a date, so planning again replaces rather than duplicates.
    public let id: String
    public let occasionID: String
    public let kind: Kind
    public let fireDate: Date
    public let title: String
    public let body: String

    /// What a tap on it carries: the same payload as the server's push.
    public var userInfo: [String: String] { ["occasion": occasionID] }
}
