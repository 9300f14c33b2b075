import BlurHash
import CalyxAPI
import Foundation
import Media
import ServerKit

extension Components.Schemas.MediaImage {
    init(_ record: MediaRecord) {
        func link(_ variant: MediaVariant) -> Components.Schemas.MediaVariant {
            let size = record.variant(variant)
            return .init(url: record.path(variant), width: size?.width ?? 0, height: size?.height ?? 0)
        }
        self.init(
            id: record.id.apiString, width: record.width, height: record.height, blurhash: record.blurHash,
            averageColor: record.averageColor.hex,
            variants: .init(thumb: link(.thumb), medium: link(.medium), large: link(.large))
        )
    }
}
