// PhotosUI: the picker's media-type filter (PhotosUI's own Swift overlay) and the framework's re-exports.
// Mirrors the iOS 26 SDK's PhotosUI.swiftmodule/arm64e-apple-ios.swiftinterface (PHPickerFilter) and
// https://developer.apple.com/documentation/photosui/phpickerfilter
// Only the filter the view code uses is declared (`.images`); the other filters, PHPickerConfiguration and
// PHPickerViewController are not used.

// PhotosUI's clang module (`export *`) re-exports what its headers import: Foundation, and UIKit on iOS.
@_exported import Foundation
@_exported import UIKit

@available(iOS 14.0, *)
public struct PHPickerFilter : Equatable, Hashable, @unchecked Sendable {
    public static let images: PHPickerFilter = PHPickerFilter()

    public static func == (a: PHPickerFilter, b: PHPickerFilter) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }

    private init() {}
}
