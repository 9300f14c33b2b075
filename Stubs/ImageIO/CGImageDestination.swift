// ImageIO: writing images (CGImageDestination and the option keys the view code passes).
// Mirrors https://developer.apple.com/documentation/imageio/cgimagedestination and ImageIO's
// CGImageDestination.h (CGImageDestinationCreateWithData takes a non-null CFMutableData and type and returns
// `CGImageDestination?`; the properties dictionary of CGImageDestinationAddImage is `CFDictionary?`).

/// A CF type (`CGImageDestinationRef`): imported as a class that cannot be created or subclassed from Swift.
public final class CGImageDestination {
    private init() { fatalError() }
}

@available(iOS 4.0, *)
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? { fatalError() }

@available(iOS 4.0, *)
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) { fatalError() }

@available(iOS 4.0, *)
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { fatalError() }

@available(iOS 4.0, *)
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
