import Foundation
import Push
import Testing

@Suite("Notification payloads")
struct PushNotificationTests {
    @Test("an alert's payload is Apple's aps dictionary beside the app's keys, as compact JSON")
    func alertPayload() throws {
        let notification = PushNotification(
            .alert(title: "Your flower bloomed", body: "Ivy answered: \"sunsets\" / 🌅"),
            threadID: "couple-7", badge: 2, custom: ["link": "couples://flower/7", "ids": [1, 2], "score": 0.5, "seen": false, "none": .null]
        )
        let json = String(decoding: try notification.payload(), as: UTF8.self)
        #expect(json == #"{"aps":{"alert":{"body":"Ivy answered: \"sunsets\" / 🌅","title":"Your flower bloomed"},"badge":2,"sound":"default","thread-id":"couple-7"},"ids":[1,2],"link":"couples://flower/7","none":null,"score":0.5,"seen":false}"#)
        #expect(notification.pushType == "alert")
        #expect(notification.priority == 10)
    }

    @Test("a silent alert has no sound; a background push only content-available")
    func silentAndBackground() throws {
        let silent = PushNotification(.alert(title: "t", body: "b", sound: nil))
        #expect(String(decoding: try silent.payload(), as: UTF8.self) == #"{"aps":{"alert":{"body":"b","title":"t"}}}"#)
        let background = PushNotification(.background)
        #expect(String(decoding: try background.payload(), as: UTF8.self) == #"{"aps":{"content-available":1}}"#)
        #expect(background.pushType == "background")
        #expect(background.priority == 5)
    }

    @Test("what APNs would refuse is refused before sending")
    func refusals() {
        #expect(throws: PushNotificationError.reservedKey("aps")) {
            try PushNotification(.background, custom: ["aps": "mine"]).payload()
        }
        #expect(throws: PushNotificationError.collapseIDTooLong(bytes: 65)) {
            try PushNotification(.background, collapseID: String(repeating: "c", count: 65)).payload()
        }
        #expect(throws: PushNotificationError.self) {
            try PushNotification(.background, custom: ["x": .number(.nan)]).payload()
        }
        #expect((try? PushNotification(.background, collapseID: String(repeating: "c", count: 64)).payload()) != nil)
    }
}
