import ClientKit
import Foundation
import GifterAPI

/// Sends one queued write through the generated client and says what came of it.
struct GifterWriteSender: Sendable {
    typealias Outcome = PendingWriteReplayer.Outcome

    let api: any APIProtocol

    func send(_ item: PendingWrites.Item) async -> Outcome {
        guard let write = try? JSONDecoder().decode(GifterWrite.self, from: item.payload) else {
            // Written by another version of the app and unreadable by this one: nothing to send.
            return .refused(reason: "unreadable")
        }
        do {
            return try await send(write)
        } catch {
            return Outcome.from(error: error)
        }
    }

    private func send(_ write: GifterWrite) async throws -> Outcome {
        switch write {
        case .saveToWishlist(let product, let wishlistID):
            switch try await api.saveToWishlist(path: .init(productId: product.id), body: .json(.init(wishlistId: wishlistID))) {
            case .ok: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .removeFromWishlist(let productID):
            switch try await api.removeFromWishlist(path: .init(productId: productID)) {
            case .noContent: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .saveIdea(let person, let product, let status):
            switch try await api.saveIdea(path: .init(person: person, productId: product.id), body: .json(.init(status: status))) {
            case .ok: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .removeIdea(let person, let productID):
            switch try await api.removeIdea(path: .init(person: person, productId: productID)) {
            case .noContent: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .reminders(let weekBefore, let onTheDay):
            switch try await api.updateUser(body: .json(.init(reminders: .init(weekBefore: weekBefore, onTheDay: onTheDay)))) {
            case .ok: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        }
    }
}
