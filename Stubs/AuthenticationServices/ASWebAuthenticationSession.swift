// AuthenticationServices: the web authentication session (OAuth / OpenID Connect in a system browser sheet),
// its presentation context provider, and ASWebAuthenticationSessionError.
// Mirrors https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession,
// .../aswebauthenticationsession/init(url:callbackurlscheme:completionhandler:),
// .../aswebauthenticationsession/completionhandler, .../aswebauthenticationpresentationcontextproviding,
// .../aswebauthenticationsessionerror-swift.struct
//
// The session is not main-actor isolated; its presentation-context protocol is `@MainActor` in the SDK.
// The completion handler is not `@Sendable` in the SDK (a `@Sendable` closure may still be passed).

import Foundation
import UIKit

@available(iOS 12.0, *)
open class ASWebAuthenticationSession : NSObject {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// init is NS_UNAVAILABLE.
    @available(*, unavailable)
    public override init() { fatalError() }

    /// API_TO_BE_DEPRECATED in the iOS 26 SDK (deprecated: 100000), which Swift does not warn about; the
    /// replacement is init(url:callback:completionHandler:) (iOS 17.4), not used by the view code.
    @available(iOS, introduced: 12.0, deprecated: 100000, message: "Use init(url:callback:completionHandler:) instead")
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping ASWebAuthenticationSession.CompletionHandler) { fatalError() }

    /// Held weakly.
    @available(iOS 13.0, *)
    weak open var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?

    @available(iOS 13.0, *)
    open var prefersEphemeralWebBrowserSession: Bool { get { fatalError() } set { fatalError() } }

    /// Returns false when the session cannot start (then the completion handler may also be called).
    open func start() -> Bool { fatalError() }
    open func cancel() { fatalError() }
}

@available(iOS 13.0, *)
@MainActor public protocol ASWebAuthenticationPresentationContextProviding : NSObjectProtocol {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// `NSErrorDomain const ASWebAuthenticationSessionErrorDomain`.
@available(iOS 12.0, *)
public let ASWebAuthenticationSessionErrorDomain: String = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// NS_ERROR_ENUM(ASWebAuthenticationSessionErrorDomain), imported as a struct wrapping the NSError with a
/// nested `Code` (modelled like ASAuthorizationError).
@available(iOS 12.0, *)
public struct ASWebAuthenticationSessionError : CustomNSError, Hashable, Error {
    public init(_nsError: NSError) { fatalError() }
    public init(_ code: ASWebAuthenticationSessionError.Code, userInfo: [String : Any] = [:]) { fatalError() }

    public static var errorDomain: String { fatalError() }
    public var code: ASWebAuthenticationSessionError.Code { fatalError() }
    public var errorCode: Int { fatalError() }
    public var errorUserInfo: [String : Any] { fatalError() }

    public static func == (lhs: ASWebAuthenticationSessionError, rhs: ASWebAuthenticationSessionError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }

    public enum Code : Int, @unchecked Sendable, Equatable {
        case canceledLogin = 1
        @available(iOS 13.0, *)
        case presentationContextNotProvided = 2
        @available(iOS 13.0, *)
        case presentationContextInvalid = 3
    }

    public static var canceledLogin: ASWebAuthenticationSessionError.Code { .canceledLogin }
    @available(iOS 13.0, *)
    public static var presentationContextNotProvided: ASWebAuthenticationSessionError.Code { .presentationContextNotProvided }
    @available(iOS 13.0, *)
    public static var presentationContextInvalid: ASWebAuthenticationSessionError.Code { .presentationContextInvalid }
}
