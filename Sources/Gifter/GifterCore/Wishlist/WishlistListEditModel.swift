import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// Renaming or deleting one of your own wishlists (the Wishlist tab's list menu). General, Home and
/// Wardrobe are built in: they cannot be renamed or deleted, and the menu does not offer it. A deleted
/// list's items move to General (the server moves them), and the confirmation says so.
@MainActor @Observable
public final class WishlistListEditModel {
    public static var renameTitle: String { GifterCopy[.wishlistRenameTitle] }
    public static var renameButton: String { GifterCopy[.wishlistRename] }
    public static var deleteButton: String { GifterCopy[.wishlistDelete] }

    public let list: Components.Schemas.Wishlist
    public var name: String
    public private(set) var problem: String?
    public private(set) var isWorking = false
    /// Renamed or deleted: the sheet closes and the lists reload.
    public private(set) var isDone = false

    private let client: GifterClient

    public init(list: Components.Schemas.Wishlist, client: GifterClient) {
        self.list = list
        name = list.name
        self.client = client
    }

    /// Only lists of your own.
    public static func canEdit(_ list: Components.Schemas.Wishlist) -> Bool { !list.builtIn }

    public var canRename: Bool {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return !isWorking && !trimmed.isEmpty && trimmed != list.name
    }

    /// "Delete “Books”? Its 3 items move to General."
    public var deleteConfirmation: String {
        GifterCopy.format(.wishlistDeleteConfirm, .number(list.itemCount), .text(list.name))
    }

    public func rename() async {
        guard canRename else { return }
        await act {
            switch try await self.client.api.renameWishlist(
                path: .init(wishlistId: self.list.id), body: .json(.init(name: self.name.trimmingCharacters(in: .whitespacesAndNewlines)))
            ) {
            case .ok: nil
            case .default(_, let response): GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        }
    }

    /// After the confirmation.
    public func delete() async {
        await act {
            switch try await self.client.api.deleteWishlist(path: .init(wishlistId: self.list.id)) {
            case .noContent: nil
            case .default(_, let response): GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        }
    }

    /// Runs one request: nil back is success, a refusal's line is shown, no answer says it needs a connection.
    private func act(_ request: @MainActor () async throws -> String?) async {
        guard !isWorking else { return }
        isWorking = true
        defer { isWorking = false }
        do {
            if let refused = try await request() {
                problem = refused
            } else {
                problem = nil
                isDone = true
            }
        } catch {
            problem = GifterErrorCopy.line(forActionFailure: error)
        }
    }
}
