// CoreText: font registration (CTFontManagerRegisterFontsForURL, CTFontManagerScope, CTFontManagerError).
// Mirrors https://developer.apple.com/documentation/coretext/ctfontmanagerregisterfontsforurl(_:_:_:),
// https://developer.apple.com/documentation/coretext/ctfontmanagerscope and
// https://developer.apple.com/documentation/coretext/ctfontmanagererror (CTFontManager.h /
// CTFontManagerErrors.h raw values).
//
// Apple's CoreText clang module includes <CoreGraphics/CoreGraphics.h> and re-exports it (and with it
// CoreFoundation's CFURL/CFError/CFErrorGetCode, which this stub's CoreGraphics carries).
@_exported import CoreGraphics

/// `CF_ENUM(uint32_t, CTFontManagerScope)`.
public enum CTFontManagerScope: UInt32, @unchecked Sendable {
    case none = 0
    case process = 1
    @available(iOS 13.0, *)
    case persistent = 2
    /// macOS only.
    @available(iOS, unavailable)
    case session = 3

    @available(iOS 13.0, *)
    public static var user: CTFontManagerScope { fatalError() }
}

/// `CF_ENUM(CFIndex, CTFontManagerError)`: `rawValue` is a `CFIndex`, comparable with `CFErrorGetCode(_:)`.
/// (Per-case availability of the later additions is not modelled; it has no effect when checking on Linux.)
public enum CTFontManagerError: CFIndex, @unchecked Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case exceededResourceLimit = 106
    case assetNotFound = 107
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
    case registrationFailed = 301
    case missingEntitlement = 302
    case insufficientInfo = 303
    case cancelledByUser = 304
    case duplicatedName = 305
    case invalidFilePath = 306
    case unsupportedScope = 307
}

@available(iOS 4.1, *)
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { fatalError() }
