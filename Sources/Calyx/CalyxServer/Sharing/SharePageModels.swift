/// The values the share templates render (`ShareTemplates/*.mustache`); Mustache escapes each one.
enum SharePageModels {
    /// What link previews read: the page's title, summary, address and picture.
    struct Meta: Sendable {
        let title: String
        let description: String
        let url: String
        let image: Image?
    }

    struct Image: Sendable {
        let url: String
        let width: Int
        let height: Int
        let alt: String
    }

    struct Flower: Sendable {
        let meta: Meta
        let image: Image?
        let commonName: String
        let scientificName: String
        let family: String
        let about: String
        /// The universal link: the app opens it where it is installed.
        let openURL: String
    }

    struct Collection: Sendable {
        let meta: Meta
        let cover: Image?
        let name: String
        let ownerName: String
        let ownerUsername: String?
        let countLabel: String
        let about: String?
        let openURL: String
        let flowers: [Tile]
        /// "and 12 more in Calyx" when the page shows only the first flowers.
        let moreLabel: String?
    }

    struct Person: Sendable {
        let meta: Meta
        let photo: Image?
        let displayName: String
        let username: String
        let about: String?
        let followersLabel: String
        let openURL: String
        let collections: [CollectionTile]
    }

    /// A public collection on a person's page.
    struct CollectionTile: Sendable {
        let url: String
        let coverURL: String?
        let name: String
        let countLabel: String
    }

    /// A flower in a collection's grid.
    struct Tile: Sendable {
        let url: String
        let thumbURL: String?
        let commonName: String
        let scientificName: String
    }
}
