// SwiftUI: the module's re-exports, and what the stub itself needs to compile (nothing else here is Apple's API).
// Apple's SwiftUI re-exports CoreGraphics and CoreTransferable (its interface's `@_exported import`s) and, on
// iOS, UIKit: its clang module's umbrella header SwiftUI.h imports <UIKit/UIKit.h>.
@_exported import CoreGraphics
@_exported import CoreTransferable
@_exported import UIKit

/// The underlying type of a stubbed `some P` result, fixed by `as T` at the call: an opaque result needs one.
func _stubNever<T>() -> T { fatalError() }
