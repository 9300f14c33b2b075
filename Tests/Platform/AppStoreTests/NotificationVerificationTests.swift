import AppStore
import AppStoreTestSupport
import Foundation
import Testing
import X509

@Suite("App Store Server Notifications v2")
struct NotificationVerificationTests {
    @Test("a REFUND notification decodes, with its refunded transaction verified")
    func refund() async throws {
        let store = try FakeAppStore()
        let refundedAt = FakeAppStore.referenceDate.addingTimeInterval(-60)
        let transaction = try store.sign(TestTransaction().refunded(at: refundedAt, reason: 1))
        let uuid = UUID()
        let signedPayload = try store.sign(TestNotification.refund(signedTransaction: transaction, notificationUUID: uuid))

        let notification = try await verifier(trusting: [store.root]).verifyNotification(signedPayload: signedPayload)

        #expect(notification.notificationType == .refund)
        #expect(notification.subtype == nil)
        #expect(notification.notificationUUID == uuid)
        #expect(notification.signedDate == FakeAppStore.referenceDate)
        #expect(notification.version == "2.0")
        #expect(notification.summary == nil)
        let data = try #require(notification.data)
        #expect(data.bundleID == FakeAppStore.bundleID)
        #expect(data.environment == .production)
        #expect(data.appAppleID == 6_740_000_001)
        #expect(data.bundleVersion == "42")
        let refunded = try #require(data.transaction)
        #expect(refunded.transactionID == "2000000812345678")
        #expect(refunded.productID == "couples.flower.peony")
        #expect(refunded.isRevoked)
        #expect(refunded.revocationDate == refundedAt)
        #expect(refunded.revocationReason == .appIssue)
    }

    @Test("a notification without a transaction (TEST) decodes with none; unknown types and subtypes are kept")
    func withoutTransaction() async throws {
        let store = try FakeAppStore()
        let test = try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(TestNotification(notificationType: "TEST")))
        #expect(test.notificationType == .test)
        #expect(test.data?.transaction == nil)
        let future = try await verifier(trusting: [store.root])
            .verifyNotification(signedPayload: try store.sign(TestNotification(notificationType: "SOMETHING_NEW", subtype: "NEWER")))
        #expect(future.notificationType.rawValue == "SOMETHING_NEW")
        #expect(future.subtype?.rawValue == "NEWER")
    }

    @Test("the nested transaction gets every check: one from a foreign chain is refused")
    func nestedTransactionFromForeignChain() async throws {
        let store = try FakeAppStore()
        let foreign = try FakeAppStore()
        let transaction = try foreign.sign(TestTransaction().refunded(at: FakeAppStore.referenceDate))
        let error = await #expect(throws: AppStoreVerificationError.self) {
            try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(TestNotification.refund(signedTransaction: transaction)))
        }
        #expect(error?.isUntrustedChain == true, "\(String(describing: error))")
    }

    @Test("the nested transaction gets every check: one for another app or environment is refused")
    func nestedTransactionForAnotherApp() async throws {
        let store = try FakeAppStore()
        let otherApp = try store.sign(TestTransaction(bundleId: "app.greenhouse.gifter"))
        await #expect(throws: AppStoreVerificationError.wrongBundleID(found: "app.greenhouse.gifter")) {
            try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(TestNotification.refund(signedTransaction: otherApp)))
        }
        let sandbox = try store.sign(TestTransaction(environment: "Sandbox"))
        await #expect(throws: AppStoreVerificationError.wrongEnvironment(found: "Sandbox")) {
            try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(TestNotification.refund(signedTransaction: sandbox)))
        }
    }

    @Test("the nested transaction gets every check: a tampered one fails its signature")
    func nestedTransactionTampered() async throws {
        let store = try FakeAppStore()
        let honest = try store.sign(TestTransaction(productId: "couples.flower.daisy"))
        let forged = try FakeAppStore.replacingPayload(of: honest, with: TestTransaction(productId: "couples.flower.orchid"))
        await #expect(throws: AppStoreVerificationError.invalidSignature) {
            try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(TestNotification.refund(signedTransaction: forged)))
        }
    }

    @Test("a notification for another app, or from another environment, is refused")
    func wrongAppOrEnvironment() async throws {
        let store = try FakeAppStore()
        let otherApp = TestNotification(notificationType: "REFUND", data: TestNotification.AppData(bundleId: "app.greenhouse.calyx"))
        await #expect(throws: AppStoreVerificationError.wrongBundleID(found: "app.greenhouse.calyx")) {
            try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(otherApp))
        }
        let sandbox = TestNotification(notificationType: "REFUND", data: TestNotification.AppData(environment: "Sandbox"))
        await #expect(throws: AppStoreVerificationError.wrongEnvironment(found: "Sandbox")) {
            try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(sandbox))
        }
        let nowhere = TestNotification(notificationType: "EXTERNAL_PURCHASE_TOKEN", data: nil)
        await #expect(throws: AppStoreVerificationError.wrongBundleID(found: nil)) {
            try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(nowhere))
        }
    }

    @Test("a summary notification (renewal extensions) is checked against the app its summary names")
    func summary() async throws {
        let store = try FakeAppStore()
        let extended = TestNotification(notificationType: "RENEWAL_EXTENSION", subtype: "SUMMARY", data: nil, summary: TestNotification.Summary())
        let notification = try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(extended))
        #expect(notification.data == nil)
        #expect(notification.summary?.bundleID == FakeAppStore.bundleID)
        #expect(notification.summary?.productID == "couples.premium.monthly")
        let otherApp = TestNotification(notificationType: "RENEWAL_EXTENSION", subtype: "SUMMARY", data: nil, summary: TestNotification.Summary(bundleId: "app.greenhouse.calyx"))
        await #expect(throws: AppStoreVerificationError.wrongBundleID(found: "app.greenhouse.calyx")) {
            try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(otherApp))
        }
    }

    @Test("the notification itself gets the JWS checks: tampering, a foreign chain, an expired leaf")
    func notificationJWSChecks() async throws {
        let store = try FakeAppStore()
        let foreign = try FakeAppStore()
        let honest = try store.sign(TestNotification(notificationType: "REFUND_DECLINED"))
        let forged = try FakeAppStore.replacingPayload(of: honest, with: TestNotification(notificationType: "REFUND_REVERSED"))
        await #expect(throws: AppStoreVerificationError.invalidSignature) {
            try await verifier(trusting: [store.root]).verifyNotification(signedPayload: forged)
        }
        for (signedPayload, date) in [
            (try foreign.sign(TestNotification(notificationType: "REFUND")), FakeAppStore.referenceDate),
            (honest, store.chain.leaf.notValidAfter.addingTimeInterval(1)),
        ] {
            let error = await #expect(throws: AppStoreVerificationError.self) {
                try await verifier(trusting: [store.root], at: date).verifyNotification(signedPayload: signedPayload)
            }
            #expect(error?.isUntrustedChain == true, "\(String(describing: error))")
        }
        #expect(try await verifier(trusting: [store.root]).verifyNotification(signedPayload: honest).notificationType == .refundDeclined)
    }

    @Test("a notification missing its type, UUID or date is malformed")
    func malformedNotification() async throws {
        let store = try FakeAppStore()
        var noUUID = TestNotification(notificationType: "REFUND")
        noUUID.notificationUUID = "not-a-uuid"
        var noType = TestNotification(notificationType: "REFUND")
        noType.notificationType = nil
        var noDate = TestNotification(notificationType: "REFUND")
        noDate.signedDate = nil
        for payload in [noUUID, noType, noDate] {
            await #expect(throws: AppStoreVerificationError.malformedPayload) {
                try await verifier(trusting: [store.root]).verifyNotification(signedPayload: try store.sign(payload))
            }
        }
    }
}
