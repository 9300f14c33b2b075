// AuthenticationServices: Sign in with Apple through ASAuthorizationController — the Apple ID provider and
// request, the authorization and its Apple ID credential, the controller, its delegate and presentation
// context provider, and ASAuthorizationError.
// Mirrors https://developer.apple.com/documentation/authenticationservices/asauthorizationcontroller,
// .../asauthorizationcontrollerdelegate, .../asauthorizationcontrollerpresentationcontextproviding,
// .../asauthorizationappleidprovider, .../asauthorizationopenidrequest, .../asauthorizationappleidcredential,
// .../asauthorization, .../asauthorizationerror-swift.struct
//
// The delegate and presentation-context protocols are `@MainActor` in the SDK (NS_SWIFT_UI_ACTOR); the
// controller and the model classes are not, and none of these classes is Sendable (they are not
// AS_SWIFT_SENDABLE in the SDK headers).

import Foundation
import UIKit

// MARK: Protocols

@available(iOS 13.0, *)
public protocol ASAuthorizationProvider : NSObjectProtocol {}

@available(iOS 13.0, *)
public protocol ASAuthorizationCredential : NSObjectProtocol, NSCopying, NSSecureCoding {}

// MARK: Authorization

@available(iOS 13.0, *)
open class ASAuthorization : NSObject {
    /// init is NS_UNAVAILABLE: authorizations come from the controller.
    @available(*, unavailable)
    public override init() { fatalError() }

    open var credential: any ASAuthorizationCredential { fatalError() }
}

extension ASAuthorization {
    /// NS_TYPED_EXTENSIBLE_ENUM `ASAuthorizationScope`, imported as `ASAuthorization.Scope`.
    public struct Scope : Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        @available(iOS 13.0, *)
        public static let fullName: ASAuthorization.Scope = ASAuthorization.Scope(rawValue: "full_name")
        @available(iOS 13.0, *)
        public static let email: ASAuthorization.Scope = ASAuthorization.Scope(rawValue: "email")
    }
}

// MARK: Requests

@available(iOS 13.0, *)
open class ASAuthorizationRequest : NSObject, NSCopying, NSSecureCoding {
    /// init is NS_UNAVAILABLE: requests come from a provider's `createRequest()`.
    @available(*, unavailable)
    public override init() { fatalError() }
    /// Not Apple API: the designated initializer this stub's subclasses chain to (internal).
    init(_stubSubclass: Void) { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
}

@available(iOS 13.0, *)
open class ASAuthorizationOpenIDRequest : ASAuthorizationRequest {
    open var requestedScopes: [ASAuthorization.Scope]? { get { fatalError() } set { fatalError() } }
    open var state: String? { get { fatalError() } set { fatalError() } }
    open var nonce: String? { get { fatalError() } set { fatalError() } }

    public required init?(coder: NSCoder) { fatalError() }
}

@available(iOS 13.0, *)
open class ASAuthorizationAppleIDRequest : ASAuthorizationOpenIDRequest {
    public required init?(coder: NSCoder) { fatalError() }
}

@available(iOS 13.0, *)
open class ASAuthorizationAppleIDProvider : NSObject, ASAuthorizationProvider {
    public override init() { fatalError() }

    /// A new request for the user's Apple ID (scopes and nonce are set on it before use).
    open func createRequest() -> ASAuthorizationAppleIDRequest { fatalError() }
}

// MARK: Credential

@available(iOS 13.0, *)
open class ASAuthorizationAppleIDCredential : NSObject, ASAuthorizationCredential {
    /// init is NS_UNAVAILABLE: credentials come from an authorization.
    @available(*, unavailable)
    public override init() { fatalError() }

    open var user: String { fatalError() }
    open var authorizationCode: Data? { fatalError() }
    open var identityToken: Data? { fatalError() }
    open var email: String? { fatalError() }
    open var fullName: PersonNameComponents? { fatalError() }

    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
}

// MARK: Controller

@available(iOS 13.0, *)
open class ASAuthorizationController : NSObject {
    /// init is NS_UNAVAILABLE: use init(authorizationRequests:).
    @available(*, unavailable)
    public override init() { fatalError() }

    public init(authorizationRequests: [ASAuthorizationRequest]) { fatalError() }

    /// Held weakly.
    weak open var delegate: (any ASAuthorizationControllerDelegate)?
    /// Held weakly.
    weak open var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    open func performRequests() { fatalError() }
}

/// Both requirements are ObjC `optional`: declared here and given defaults in the extension below.
@available(iOS 13.0, *)
@MainActor public protocol ASAuthorizationControllerDelegate : NSObjectProtocol {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

@available(iOS 13.0, *)
extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) { fatalError() }
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) { fatalError() }
}

/// Its one requirement is required (not `optional`).
@available(iOS 13.0, *)
@MainActor public protocol ASAuthorizationControllerPresentationContextProviding : NSObjectProtocol {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

// MARK: Errors

/// `NSErrorDomain const ASAuthorizationErrorDomain`.
@available(iOS 13.0, *)
public let ASAuthorizationErrorDomain: String = "com.apple.AuthenticationServices.AuthorizationError"

/// NS_ERROR_ENUM(ASAuthorizationErrorDomain), imported as a struct wrapping the NSError with a nested
/// `Code` (the `_BridgedStoredNSError` machinery is modelled by the members it provides: `code`,
/// `errorDomain`, the static code constants).
@available(iOS 13.0, *)
public struct ASAuthorizationError : CustomNSError, Hashable, Error {
    public init(_nsError: NSError) { fatalError() }
    public init(_ code: ASAuthorizationError.Code, userInfo: [String : Any] = [:]) { fatalError() }

    public static var errorDomain: String { fatalError() }
    public var code: ASAuthorizationError.Code { fatalError() }
    public var errorCode: Int { fatalError() }
    public var errorUserInfo: [String : Any] { fatalError() }

    public static func == (lhs: ASAuthorizationError, rhs: ASAuthorizationError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }

    @available(iOS 13.0, *)
    public enum Code : Int, @unchecked Sendable, Equatable {
        case unknown = 1000
        case canceled = 1001
        case invalidResponse = 1002
        case notHandled = 1003
        case failed = 1004
        @available(iOS 15.0, *)
        case notInteractive = 1005
        @available(iOS 18.0, *)
        case matchedExcludedCredential = 1006
        // 1007…1010 (credentialImport, credentialExport, preferSignInWithApple,
        // deviceNotConfiguredForPasskeyCreation) exist in the iOS 26 SDK; their introduction versions could
        // not be checked, so they carry the SDK's version (stricter for older deployment targets).
        @available(iOS 26.0, *)
        case credentialImport = 1007
        @available(iOS 26.0, *)
        case credentialExport = 1008
        @available(iOS 26.0, *)
        case preferSignInWithApple = 1009
        @available(iOS 26.0, *)
        case deviceNotConfiguredForPasskeyCreation = 1010
    }

    public static var unknown: ASAuthorizationError.Code { .unknown }
    public static var canceled: ASAuthorizationError.Code { .canceled }
    public static var invalidResponse: ASAuthorizationError.Code { .invalidResponse }
    public static var notHandled: ASAuthorizationError.Code { .notHandled }
    public static var failed: ASAuthorizationError.Code { .failed }
    @available(iOS 15.0, *)
    public static var notInteractive: ASAuthorizationError.Code { .notInteractive }
}
