import Foundation
import Push
import Testing

@Suite("Localized alerts")
struct LocalizedAlertTests {
    @Test("a localized alert sends Apple's title-loc-key, loc-key and loc-args, and no title or body")
    func payload() throws {
        let notification = PushNotification(
            .localizedAlert(titleKey: "push.title", key: "push.body", arguments: ["Maya \"M\" O’Brien"]),
            threadID: "friends", custom: ["friend": "b1"]
        )
        let json = String(decoding: try notification.payload(), as: UTF8.self)
        #expect(json == #"{"aps":{"alert":{"loc-args":["Maya \"M\" O’Brien"],"loc-key":"push.body","title-loc-key":"push.title"},"sound":"default","thread-id":"friends"},"friend":"b1"}"#)
        #expect(notification.pushType == "alert")
        #expect(notification.priority == 10)
    }

    @Test("a notification written down and read back (the outbox) is the same notification")
    func roundTrip() throws {
        let notifications = [
            PushNotification(
                .localizedAlert(titleKey: "t", key: "k", arguments: ["a", "b"], sound: nil), threadID: "x", collapseID: "c", badge: 3,
                expiration: Date(timeIntervalSince1970: 1_795_521_600),
                custom: ["s": "v", "n": 2, "f": 0.5, "b": true, "list": [1, "two"], "object": ["k": .null]]
            ),
            PushNotification(.alert(title: "Title", body: "Body")),
            PushNotification(.background),
        ]
        for notification in notifications {
            let decoded = try JSONDecoder().decode(PushNotification.self, from: try JSONEncoder().encode(notification))
            #expect(decoded == notification)
            #expect(try decoded.payload() == notification.payload())
        }
    }
}
