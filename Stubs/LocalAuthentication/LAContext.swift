// LocalAuthentication: the authentication context (biometrics or passcode), its policies and biometry types.
// Mirrors https://developer.apple.com/documentation/localauthentication/lacontext,
// .../lacontext/evaluatepolicy(_:localizedreason:reply:), .../lacontext/canevaluatepolicy(_:error:),
// .../localauthentication/lapolicy, .../localauthentication/labiometrytype, and the iOS 26 SDK's
// LocalAuthentication.swiftinterface (LAContext : Observable, iOS 18).

// The framework's clang module (`export *`) re-exports what its headers import, Foundation among them.
@_exported import Foundation
import Observation

@available(iOS 8.0, *)
open class LAContext : NSObject {
    public override init() { fatalError() }

    /// Apple's parameter is `NSErrorPointer` (`AutoreleasingUnsafeMutablePointer<NSError?>?`). Linux Foundation
    /// has neither `NSErrorPointer` nor `AutoreleasingUnsafeMutablePointer`, so this takes
    /// `UnsafeMutablePointer<NSError?>?`, which accepts the same `&error` (a `var error: NSError?`) and `nil`.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool { fatalError() }

    /// The reply runs on a private queue; `@Sendable` in the SDK.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) { fatalError() }

    /// The async form Swift imports from `evaluatePolicy(_:localizedReason:reply:)`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { fatalError() }

    @available(iOS 11.0, *)
    open var biometryType: LABiometryType { fatalError() }
}

/// From the SDK's Swift overlay. Apple's extension also conforms to Combine's ObservableObject, left out
/// because this stub may not import Combine and the view code does not observe a context.
@available(iOS 18.0, *)
extension LAContext : Observable {}

/// NS_ENUM(NSInteger, LAPolicy) — the cases available on iOS.
@available(iOS 8.0, *)
public enum LAPolicy : Int, @unchecked Sendable {
    @available(iOS 8.0, *)
    case deviceOwnerAuthenticationWithBiometrics = 1
    @available(iOS 9.0, *)
    case deviceOwnerAuthentication = 2
}

/// NS_ENUM(NSInteger, LABiometryType).
@available(iOS 11.0, *)
public enum LABiometryType : Int, @unchecked Sendable {
    @available(iOS 11.2, *)
    case none = 0
    case touchID = 1
    case faceID = 2
    @available(iOS 17.0, *)
    case opticID = 4
}
