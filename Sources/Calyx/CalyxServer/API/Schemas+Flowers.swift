import CalyxAPI
import Foundation
import Media
import ServerKit

extension Components.Schemas.Thumbnail {
    init?(_ row: FlowerCardRow) {
        guard let content = row.content_key, let blurhash = row.blurhash, let colour = row.average_color else { return nil }
        self.init(url: "/media/\(MediaKey(content: content, variant: .thumb))", blurhash: blurhash, averageColor: colour)
    }
}

extension Components.Schemas.FlowerCard {
    /// `viewer` is nil for anonymous callers, who get no `liked`/`saved` flags.
    init(_ row: FlowerCardRow, viewer: ReactionFlags?) {
        self.init(
            id: row.id.apiString, commonName: row.common_name, scientificName: row.scientific_name, family: row.family,
            image: .init(row), likeCount: row.like_count, saveCount: row.save_count, commentCount: row.comment_count,
            liked: viewer.map { $0.liked.contains(row.id) }, saved: viewer.map { $0.saved.contains(row.id) }
        )
    }
}

extension Components.Schemas.Range {
    init<Value: BinaryFloatingPoint>(_ span: FlowerSpecies.Span<Value>) {
        self.init(min: Double(span.min), max: Double(span.max))
    }

    init(_ span: FlowerSpecies.Span<Int>) {
        self.init(min: Double(span.min), max: Double(span.max))
    }

    /// Centimetres as whole inches (at least 1), for imperial display.
    static func inches(_ span: FlowerSpecies.Span<Double>) -> Self {
        func inches(_ cm: Double) -> Double { Swift.max(1, (cm / 2.54).rounded()) }
        return .init(min: inches(span.min), max: inches(span.max))
    }
}

extension Components.Schemas.FlowerDetail {
    init(_ detail: FlowerDetails.Detail) {
        let species = detail.species
        self.init(
            id: detail.id.apiString,
            commonName: species.commonNames.first ?? species.scientificName,
            otherNames: Array(species.commonNames.dropFirst()),
            regionalNames: species.regionalNames.map { .init(name: $0.name, region: $0.region) },
            synonyms: species.synonyms,
            scientificName: species.scientificName,
            family: species.family,
            description: species.description,
            image: detail.image.map(Components.Schemas.MediaImage.init),
            colors: species.colors.compactMap { .init(rawValue: $0.rawValue) },
            bloomMonths: species.bloomMonths,
            nativeRange: species.nativeRange,
            nativeContinents: species.nativeContinents.compactMap { .init(rawValue: $0.rawValue) },
            habitat: .init(rawValue: species.habitat.rawValue) ?? .both,
            plantType: .init(rawValue: species.plantType.rawValue) ?? .perennial,
            hardinessZones: .init(species.hardinessZones),
            light: species.light.compactMap { .init(rawValue: $0.rawValue) },
            water: .init(rawValue: species.water.rawValue) ?? .moderate,
            soil: species.soil.map(\.rawValue),
            soilPH: .init(species.soilPH),
            heightCm: .init(species.heightCm),
            spreadCm: .init(species.spreadCm),
            heightIn: .inches(species.heightCm),
            spreadIn: .inches(species.spreadCm),
            careTips: species.careTips,
            problems: species.problems.map { .init(problem: $0.problem, solution: $0.solution) },
            scent: .init(
                intensity: .init(rawValue: species.scent.intensity.rawValue) ?? .none,
                notes: species.scent.notes.map(\.rawValue),
                communityNotes: detail.scentNotes.map {
                    .init(username: $0.username, displayName: $0.displayName, note: $0.note, updatedAt: $0.updatedAt)
                },
                yourNote: detail.viewer?.scentNote
            ),
            toxicity: .init(
                cats: .init(rawValue: species.toxicity.cats.rawValue) ?? .unknown,
                dogs: .init(rawValue: species.toxicity.dogs.rawValue) ?? .unknown,
                humans: .init(rawValue: species.toxicity.humans.rawValue) ?? .unknown,
                note: species.toxicity.note,
                petSafe: species.toxicity.cats == .nonToxic && species.toxicity.dogs == .nonToxic
            ),
            likeCount: detail.likeCount,
            commentCount: detail.commentCount,
            saveCount: detail.saveCount,
            liked: detail.viewer?.liked ?? false,
            savedId: detail.viewer?.savedID?.apiString,
            collectionIds: detail.viewer?.collectionIDs.map(\.apiString) ?? []
        )
    }
}

extension Components.Schemas.Settings {
    init(_ settings: UserSettings) {
        self.init(
            privacy: .init(
                cataloguePublic: settings.cataloguePublic, followerListsPublic: settings.followerListsPublic,
                defaultCollectionPublic: settings.defaultCollectionPublic
            ),
            preferences: .init(
                defaultView: .init(rawValue: settings.defaultView.rawValue) ?? .grid,
                measurementUnit: .init(rawValue: settings.measurementUnit.rawValue) ?? .metric,
                notificationsEnabled: settings.notificationsEnabled, emailNotifications: settings.emailNotifications,
                timeZone: settings.timeZone ?? "UTC", notificationKinds: .init(settings)
            )
        )
    }
}
