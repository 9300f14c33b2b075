// UIKit: the module's re-exports. Apple's UIKit makes Foundation and CoreGraphics visible to every file that
// imports it (its umbrella header imports both and its module map exports them), so `import UIKit` alone gives
// `Data`, `URL`, `CGFloat`, `CGImage`… Mirrors https://developer.apple.com/documentation/uikit and the iOS 26
// SDK's UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface (module header).
// DeveloperToolsSupport, which Apple's overlay also re-exports, has nothing the apps use and no stub.
@_exported import Foundation
@_exported import CoreGraphics
// UIKit's Swift overlay re-exports Accessibility (`@_exported import Accessibility` in the iOS 26 SDK's
// UIKit.swiftinterface), and its headers import Symbols (UIBarButtonItem.h: `#import <Symbols/NSSymbolEffect.h>`),
// which the module map re-exports: so `import UIKit`, and `import SwiftUI` through it, see both.
@_exported import Accessibility
@_exported import Symbols
