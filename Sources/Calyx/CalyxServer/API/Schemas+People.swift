import CalyxAPI
import Foundation
import Media
import ServerKit

/// People, profiles and relations in the shapes `openapi.yaml` gives them. None of them has an email.
extension Components.Schemas.Person {
    init(_ person: People.Person, youFollow: Bool? = nil) {
        self.init(
            id: person.id.apiString, username: person.username, displayName: person.displayName,
            photo: person.photo.map(Components.Schemas.MediaImage.init),
            photoURL: person.photo == nil ? person.providerPhotoURL : nil, youFollow: youFollow
        )
    }
}

extension Components.Schemas.Relation {
    init(_ relation: Relations.Relation) {
        self.init(following: relation.following, followedBy: relation.followedBy, muted: relation.muted, blocked: relation.blocked)
    }
}

extension Components.Schemas.Profile {
    init(_ profile: Profiles.Profile) {
        let person = profile.person
        self.init(
            id: person.id.apiString, username: person.username, displayName: person.displayName, about: profile.about,
            photo: person.photo.map(Components.Schemas.MediaImage.init), photoURL: person.photo == nil ? person.providerPhotoURL : nil,
            memberSince: profile.memberSince, followerCount: profile.followerCount, followingCount: profile.followingCount,
            collectionCount: profile.collectionCount, catalogueCount: profile.catalogueCount, favoriteCount: profile.favoriteCount,
            followerListsPublic: profile.followerListsPublic, relation: profile.relation.map(Components.Schemas.Relation.init)
        )
    }
}
