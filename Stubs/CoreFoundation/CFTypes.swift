// CoreFoundation: the CF types the apps name (CFData, CFString, CFURL, CFDictionary, CFError, CFTypeRef…),
// OSStatus, and CFErrorGetCode. Mirrors https://developer.apple.com/documentation/corefoundation
// (CFErrorGetCode: https://developer.apple.com/documentation/corefoundation/cferrorgetcode(_:)).
//
// Why a module of its own, named CoreFoundationStub and never aliased: on Apple platforms Foundation,
// CoreGraphics, Security and the rest re-export CoreFoundation, and its types are toll-free bridged, so
// `data as CFData` and `url as CFURL` type-check. Linux has a CoreFoundation of its own inside Foundation,
// with no bridging, so the stubs that re-export CoreFoundation on Apple (FoundationStub, CoreGraphics,
// Security) re-export this module instead. The types are typealiases of the Swift types they bridge to.
// Known looseness (Stubs/README.md): a typealias also accepts uses that need `as` on Apple (passing a
// `Data` where a `CFData` is expected), and `CFDictionary` is a Swift dictionary, not an opaque CF class.
import Foundation

/// MacTypes.h: `typealias OSStatus = Int32`, the result of Security's SecItem functions.
public typealias OSStatus = Int32

/// `CFIndex` is `typealias CFIndex = Int` on Apple platforms too.
public typealias CFIndex = Int

/// `typealias CFTypeRef = AnyObject` on Apple platforms too.
public typealias CFTypeRef = AnyObject

/// Bridges to `Data` (as `NSData`).
public typealias CFData = Data
/// Bridges to `NSMutableData` (`data as CFMutableData` with `let data = NSMutableData()`).
public typealias CFMutableData = NSMutableData
/// Bridges to `String` (as `NSString`).
public typealias CFString = String
/// Bridges to `URL` (as `NSURL`).
public typealias CFURL = URL
/// Bridges to `[AnyHashable: Any]` (as `NSDictionary`).
public typealias CFDictionary = [AnyHashable: Any]
/// Bridges to `NSError` (a class, so `Unmanaged<CFError>` works as on Apple).
public typealias CFError = NSError

/// `func CFErrorGetCode(_ err: CFError!) -> CFIndex` on Apple (the header has no nullability annotation,
/// so the parameter is implicitly unwrapped there); declared non-optional here: stricter.
public func CFErrorGetCode(_ err: CFError) -> CFIndex { fatalError() }
