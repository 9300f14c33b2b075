// PhotosUI × SwiftUI: the photos picker view and modifier, picker items and their loading, selection
// behaviour and encoding policy (declared in Apple's `_PhotosUI_SwiftUI` cross-import overlay, which
// `import PhotosUI` + `import SwiftUI` bring in).
// Mirrors the iOS 26 SDK's _PhotosUI_SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface and
// https://developer.apple.com/documentation/photosui/photospicker, .../photosui/photospickeritem
//
// Faithful details that matter to callers: PhotosPicker's `label` closure is `@Sendable` (so it cannot read
// main-actor state), its inits and the `photosPicker` modifiers are `nonisolated`, PhotosPickerItem is
// `@unchecked Sendable`, and the async `loadTransferable(type:)` returns `sending T?`.
// Not modelled (unused): the `photoLibrary:` variants (they need the Photos framework), the titled
// (`Label == Text`) inits, PhotosPickerStyle and the iOS 17 picker-style modifiers, postToPhotosSharedAlbumSheet.

import CoreTransferable
import SwiftUI
import UniformTypeIdentifiers

@available(iOS 16.0, *)
public struct PhotosPickerSelectionBehavior : Equatable, Hashable, Sendable {
    public static let `default`: PhotosPickerSelectionBehavior = PhotosPickerSelectionBehavior(_stub: 0)
    public static let ordered: PhotosPickerSelectionBehavior = PhotosPickerSelectionBehavior(_stub: 1)
    @available(iOS 17.0, *)
    public static let continuous: PhotosPickerSelectionBehavior = PhotosPickerSelectionBehavior(_stub: 2)
    @available(iOS 17.0, *)
    public static let continuousAndOrdered: PhotosPickerSelectionBehavior = PhotosPickerSelectionBehavior(_stub: 3)

    public static func == (a: PhotosPickerSelectionBehavior, b: PhotosPickerSelectionBehavior) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }

    private init(_stub: Int) {}
}

@available(iOS 16.0, *)
public struct PhotosPickerItem : Equatable, Hashable, @unchecked Sendable {
    public struct EncodingDisambiguationPolicy : Equatable, Hashable, Sendable {
        public static let automatic: PhotosPickerItem.EncodingDisambiguationPolicy = EncodingDisambiguationPolicy(_stub: 0)
        public static let current: PhotosPickerItem.EncodingDisambiguationPolicy = EncodingDisambiguationPolicy(_stub: 1)
        public static let compatible: PhotosPickerItem.EncodingDisambiguationPolicy = EncodingDisambiguationPolicy(_stub: 2)

        public static func == (a: PhotosPickerItem.EncodingDisambiguationPolicy, b: PhotosPickerItem.EncodingDisambiguationPolicy) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }

        private init(_stub: Int) {}
    }

    public var itemIdentifier: String? { fatalError() }
    public var supportedContentTypes: [UTType] { fatalError() }

    @discardableResult
    @preconcurrency public func loadTransferable<T>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress where T : Transferable { fatalError() }

    public func loadTransferable<T>(type: T.Type) async throws -> sending T? where T : Transferable { fatalError() }

    public init(itemIdentifier: String) { fatalError() }

    public static func == (a: PhotosPickerItem, b: PhotosPickerItem) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 16.0, *)
@MainActor @preconcurrency public struct PhotosPicker<Label> : View where Label : View {
    @preconcurrency nonisolated public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: @Sendable () -> Label) { fatalError() }

    @preconcurrency nonisolated public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: @Sendable () -> Label) { fatalError() }

    @MainActor @preconcurrency public var body: some View { _photosPickerStubView() }
}

@available(iOS 16.0, *)
extension PhotosPicker : Sendable {}

@available(iOS 16.0, *)
extension View {
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { _photosPickerStubView() }

    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { _photosPickerStubView() }
}

/// Stub-only: the hidden underlying type (`Never`) of the `some View` results above; a bare `fatalError()`
/// body cannot give an opaque result type its underlying type.
nonisolated private func _photosPickerStubView() -> Never { fatalError() }
