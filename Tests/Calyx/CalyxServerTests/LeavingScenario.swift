import CalyxAPI
import Foundation
import Media
import MediaTestSupport
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport

/// Dana, who will leave, and the people around her, having used everything Calyx has: a profile photo,
/// saved flowers with notes, tags and photos, public and private collections, a copy of Olive's
/// collection and Olive's copy of hers, comments with and without replies and with a photo, votes,
/// reports, follows both ways, likes, saved collections, scent notes, history, mutes and blocks, a phone
/// registered for pushes; and so notifications to and from her.
struct LeavingScenario: Sendable {
    /// In Dana's notes, scent note and searches, and nowhere else: found anywhere afterwards, it leaked.
    static let word = "Quillowbrae"
    static let username = "DanaLeaves"
    static let email = "dana.leaves@example.com"
    /// Dana's phone's APNs token.
    static let phone = String(repeating: "da7a", count: 16)

    struct Person: Sendable {
        let id: String
        let token: String
        let client: Client
    }

    let dana: Person
    let olive: Person
    let pete: Person
    let bram: Person
    let flowers: [String]
    /// Dana's uploads: profile photo, two saved-flower photos, a comment photo; with what was uploaded.
    let photos: [Components.Schemas.MediaImage]
    let savedID: String
    let savedTags: [String]
    let savedNotes: String
    let publicCollection: String
    let privateCollection: String
    /// Dana's copy of Olive's collection, and Olive's copy of Dana's.
    let danaCopy: String
    let oliveCollection: String
    let oliveCopy: String
    /// Dana's thread that Olive answered (stays as a placeholder), and her thread nobody answered.
    let answeredComment: String
    let oliveReply: String
    let lonelyComment: String
    /// Olive's thread, deleted by Olive, held together only by Dana's reply.
    let oliveDeletedThread: String
    let danaReplyToPete: String
    let peteComment: String
    let scentNote: String

    static func make(_ calyx: CalyxHarness) async throws -> LeavingScenario {
        let danaSession = try await calyx.signInWithApple(subject: "dana-apple", email: email, displayName: "Dana Leaves")
        let dana = Person(id: danaSession.user.id, token: danaSession.accessToken, client: calyx.client(token: danaSession.accessToken))
        _ = try await dana.client.setUsername(body: .json(.init(username: username))).ok
        func person(_ name: String) async throws -> Person {
            let session = try await calyx.devSignIn(name)
            return Person(id: session.user.id, token: session.accessToken, client: calyx.client(token: session.accessToken))
        }
        let olive = try await person("olive")
        let pete = try await person("pete")
        let bram = try await person("bram")
        let flowers = try await calyx.client().searchFlowers(query: .init(limit: 8)).ok.body.json.items.map(\.id)

        // Four distinct photos (distinct bytes: nothing shared with anyone's files).
        var photos: [Components.Schemas.MediaImage] = []
        for width in [640, 656, 672, 688] {
            let bytes = try await TestPhotos.make(width: width, height: 480, format: .jpeg)
            photos.append(try await calyx.upload(bytes, token: dana.token).created.body.json)
        }
        _ = try await dana.client.updateProfile(body: .json(.init(about: "Grows \(word) roses.", photoId: photos[0].id))).ok

        // Catalogue: notes with the word, tags, photos; and history with the word.
        let saved = try await dana.client.saveFlower(body: .json(.init(flowerId: flowers[0]))).created.body.json
        let notes = "Smells of \(word) after rain.\nPlanted by the gate."
        let tags = ["Fragrant", "gate_side"]
        _ = try await dana.client.updateSaved(
            path: .init(savedId: saved.id), body: .json(.init(notes: notes, tags: tags, photoIds: [photos[1].id, photos[2].id], isPublic: false))
        ).ok
        _ = try await dana.client.saveFlower(body: .json(.init(flowerId: flowers[1]))).created
        _ = try await dana.client.getFlower(path: .init(flowerId: flowers[2]), query: .init(query: "\(word) rose")).ok
        _ = try await dana.client.likeFlower(path: .init(flowerId: flowers[3])).ok
        _ = try await olive.client.likeFlower(path: .init(flowerId: flowers[3])).ok
        let scentNote = "Honey and \(word) pepper"
        _ = try await dana.client.setScentNote(path: .init(flowerId: flowers[4]), body: .json(.init(note: scentNote))).ok

        // Collections: hers public and private, a copy each way, likes and saves each way.
        let publicCollection = try await dana.client.createCollection(
            body: .json(.init(name: "Dana's \(word) border", isPublic: true, coverFlowerId: flowers[0]))
        ).created.body.json.id
        _ = try await dana.client.addToCollection(path: .init(collectionId: publicCollection), body: .json(.init(flowerIds: [flowers[1], flowers[5]]))).ok
        let privateCollection = try await dana.client.createCollection(body: .json(.init(name: "Secret", isPublic: false, coverFlowerId: flowers[1]))).created.body.json.id
        let oliveCollection = try await olive.client.createCollection(body: .json(.init(name: "Olive's meadow", isPublic: true, coverFlowerId: flowers[6]))).created.body.json.id
        _ = try await olive.client.addToCollection(path: .init(collectionId: oliveCollection), body: .json(.init(flowerIds: [flowers[7]]))).ok
        let danaCopy = try await dana.client.copyCollection(path: .init(collectionId: oliveCollection), body: .json(.init())).created.body.json.id
        let oliveCopy = try await olive.client.copyCollection(path: .init(collectionId: publicCollection), body: .json(.init(name: "Borrowed border"))).created.body.json.id
        _ = try await dana.client.likeCollection(path: .init(collectionId: oliveCollection)).ok
        _ = try await pete.client.likeCollection(path: .init(collectionId: oliveCollection)).ok
        _ = try await dana.client.saveCollection(path: .init(collectionId: oliveCollection)).ok
        _ = try await olive.client.likeCollection(path: .init(collectionId: publicCollection)).ok
        _ = try await pete.client.saveCollection(path: .init(collectionId: publicCollection)).ok

        // Conversation.
        func post(_ who: Person, _ text: String, on flower: String, parent: String? = nil, photo: String? = nil) async throws -> String {
            try await who.client.postComment(path: .init(flowerId: flower), body: .json(.init(text: text, parentId: parent, photoId: photo))).created.body.json.id
        }
        let answeredComment = try await post(dana, "The \(word) variety needs shade.", on: flowers[2], photo: photos[3].id)
        let oliveReply = try await post(olive, "Thanks, that helped.", on: flowers[2], parent: answeredComment)
        let lonelyComment = try await post(dana, "Anyone else grow \(word)?", on: flowers[2])
        let peteComment = try await post(pete, "Mine wilted.", on: flowers[2])
        let danaReplyToPete = try await post(dana, "Water it at dawn, \(word) style.", on: flowers[2], parent: peteComment)
        let oliveDeletedThread = try await post(olive, "A question I will take back.", on: flowers[3])
        _ = try await post(dana, "Answering \(word).", on: flowers[3], parent: oliveDeletedThread)
        _ = try await olive.client.deleteComment(path: .init(commentId: oliveDeletedThread)).noContent
        _ = try await dana.client.upvoteComment(path: .init(commentId: oliveReply)).ok
        _ = try await dana.client.downvoteComment(path: .init(commentId: peteComment)).ok
        _ = try await olive.client.upvoteComment(path: .init(commentId: answeredComment)).ok
        _ = try await pete.client.upvoteComment(path: .init(commentId: lonelyComment)).ok
        _ = try await pete.client.reportComment(path: .init(commentId: answeredComment), body: .json(.init(reason: .other, detail: "About \(word)?"))).noContent
        _ = try await dana.client.reportComment(path: .init(commentId: peteComment), body: .json(.init(reason: .spam, detail: "\(word) spam"))).noContent

        // People: follows both ways, a mute each way, a block each way.
        _ = try await dana.client.followUser(path: .init(userId: olive.id)).ok
        _ = try await olive.client.followUser(path: .init(userId: dana.id)).ok
        _ = try await pete.client.followUser(path: .init(userId: dana.id)).ok
        _ = try await olive.client.followUser(path: .init(userId: pete.id)).ok
        _ = try await dana.client.muteUser(path: .init(userId: pete.id)).ok
        _ = try await pete.client.muteUser(path: .init(userId: dana.id)).ok
        _ = try await dana.client.blockUser(path: .init(userId: bram.id)).ok
        _ = try await bram.client.blockUser(path: .init(userId: dana.id)).ok
        _ = try await dana.client.registerDevice(body: .json(.init(token: phone, environment: .production))).noContent
        _ = try await dana.client.updatePreferences(body: .json(.init(
            defaultView: .list, measurementUnit: .imperial, timeZone: "Europe/Lisbon", notificationKinds: .init(flowerComment: .init(inbox: true))
        ))).ok

        return LeavingScenario(
            dana: dana, olive: olive, pete: pete, bram: bram, flowers: flowers, photos: photos, savedID: saved.id, savedTags: tags,
            savedNotes: notes, publicCollection: publicCollection, privateCollection: privateCollection, danaCopy: danaCopy,
            oliveCollection: oliveCollection, oliveCopy: oliveCopy, answeredComment: answeredComment, oliveReply: oliveReply,
            lonelyComment: lonelyComment, oliveDeletedThread: oliveDeletedThread, danaReplyToPete: danaReplyToPete,
            peteComment: peteComment, scentNote: scentNote
        )
    }

    /// Where the media store keeps one encoding of one variant of an upload (`/media/<key>` → file).
    static func storedFile(_ url: String, encoding: String = "jpg", in calyx: CalyxHarness) -> URL {
        let key = String(url.dropFirst("/media/".count))
        return calyx.server.isolation.scratch.url.appendingPathComponent("media/\(key.prefix(2))/\(key).\(encoding)")
    }
}
