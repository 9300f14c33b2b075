// AuthenticationServices: the presentation anchor type and the framework's re-exports (ASFoundation.h).
// Mirrors https://developer.apple.com/documentation/authenticationservices/aspresentationanchor and the SDK's
// ASFoundation.h, which on iOS does `#import <UIKit/UIKit.h>` and `typedef UIWindow * ASPresentationAnchor`.

// The framework's clang module (`export *`) re-exports what its headers import: Foundation, and UIKit on iOS.
@_exported import Foundation
@_exported import UIKit

/// The window a system sheet presents over (`UIWindow` on iOS).
@available(iOS 12.0, *)
public typealias ASPresentationAnchor = UIWindow
