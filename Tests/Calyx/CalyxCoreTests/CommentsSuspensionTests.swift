import CalyxAPI
import CalyxCore
@testable import CalyxServer
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// What a suspended person sees in the app: the comment box says why it did not post and until when,
/// in the server's words; once the suspension ends, posting works again.
@Suite("Comments while suspended")
@MainActor
struct CommentsSuspensionTests {
    @Test("a suspended author's post is refused with the end of the suspension; after it, the post goes through")
    func suspendedAuthor() async throws {
        try await CalyxWorld.run(backend: .sqlite) { world in
            let rowan = world.client()
            let account = try await rowan.devSignIn(name: "rowan").account
            let flower = try await firstCard(rowan, "rose").id
            let comments = CommentsModel(flowerID: flower, client: rowan, now: { world.serverClock.now() })
            let console = try #require(world.app.builtConsole.latest)
            let until = try await console.suspensions.suspend(
                UUID(uuidString: account.id)!, for: .week, reason: "Advertising", by: UUID(), about: nil
            )

            #expect(await comments.post("Cheap rose food at my shop") == false)
            let problem = try #require(comments.problem)
            #expect(problem.contains("suspended your account until \(ConsoleFormat.time(until))"), "\(problem)")

            world.serverClock.advance(by: Suspensions.Period.week.seconds + 1)
            #expect(try await console.suspensions.liftExpired(now: world.serverClock.now()) == 1)
            #expect(await comments.post("Sorry about that. Mine flowered in June."))
        }
    }
}
