import ServerKit
import SQLKit

extension GifterMigrations {
    /// Which media record is each sample product's drawn picture.
    struct ProductImages: Migration {
        let name = "0007_product_images"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let uuid = SQLColumnTypes(backend).uuid
            try await db.raw("""
                CREATE TABLE product_images (
                    product_id TEXT PRIMARY KEY REFERENCES products(id),
                    media_id \(unsafeRaw: uuid) NOT NULL REFERENCES media(id)
                )
                """).run()
        }
    }
}
