// Foundation: members and types Apple's Foundation has and Linux's lacks, which the views use: the app's
// standard directories as `URL` statics (iOS 16), security-scoped file access (a picked document), and
// UndoManager (SwiftUI's `\.undoManager`). Mirrors
// https://developer.apple.com/documentation/foundation/url/applicationsupportdirectory,
// https://developer.apple.com/documentation/foundation/url/startaccessingsecurityscopedresource() and
// https://developer.apple.com/documentation/foundation/undomanager.
import Foundation

@available(iOS 16.0, *)
extension URL {
    public static var applicationSupportDirectory: URL { fatalError() }
    public static var cachesDirectory: URL { fatalError() }
    public static var documentsDirectory: URL { fatalError() }
}

extension URL {
    @available(iOS 8.0, *)
    public func startAccessingSecurityScopedResource() -> Bool { fatalError() }
    @available(iOS 8.0, *)
    public func stopAccessingSecurityScopedResource() { fatalError() }
}

// Main-actor isolated since the iOS 18 SDK (NSUndoManager is NS_SWIFT_UI_ACTOR); stricter if it is not.
@available(iOS 3.0, *)
@MainActor open class UndoManager: NSObject {
    public override init() { fatalError() }
    open func removeAllActions() { fatalError() }
    open func undo() { fatalError() }
    open func redo() { fatalError() }
    open var canUndo: Bool { fatalError() }
    open var canRedo: Bool { fatalError() }
}

// Markdown parsing (iOS 15): https://developer.apple.com/documentation/foundation/attributedstring/init(markdown:options:baseurl:)-52n3u
@available(iOS 15.0, *)
extension AttributedString {
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable {
            case full
            case inlineOnly
            case inlineOnlyPreservingWhitespace
        }
        public enum FailurePolicy: Hashable, Sendable {
            case throwError
            case returnPartiallyParsedIfPossible
        }
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full, failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) { fatalError() }
    }

    public init(markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { fatalError() }
}

// Linux's PersonNameComponentsFormatter declares only `init?(coder:)`, so it does not inherit `init()` as
// Apple's does; an extension may not add `init()` itself, so this is a stand-in with the same call shape
// (`PersonNameComponentsFormatter()`) through a defaulted parameter that no one passes.
// Its `string(from:)` is marked unavailable on Linux; this module imports Foundation, so its declaration of the
// same method shadows that one in the views.
extension PersonNameComponentsFormatter {
    public convenience init(_ appleInheritsInit: Void = ()) { fatalError() }
    public func string(from components: PersonNameComponents) -> String { fatalError() }
}

// Handoff and universal links: SwiftUI's `onContinueUserActivity` hands the app the activity whose
// `webpageURL` is the link that opened it. Mirrors https://developer.apple.com/documentation/foundation/nsuseractivity
// and https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb (only what the views use).
@available(iOS 8.0, *)
open class NSUserActivity: NSObject {
    public init(activityType: String) { fatalError() }
    open var activityType: String { fatalError() }
    open var webpageURL: URL? { get { fatalError() } set { fatalError() } }
}

@available(iOS 8.0, *)
public let NSUserActivityTypeBrowsingWeb: String = { fatalError() }()
