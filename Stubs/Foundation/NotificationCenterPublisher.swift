// Foundation: `NotificationCenter.Publisher` and `NotificationCenter.publisher(for:object:)`.
// Mirrors https://developer.apple.com/documentation/foundation/notificationcenter/publisher and
// https://developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:).
//
// On Apple platforms these are declared in Foundation (its Swift overlay imports Combine). Linux Foundation
// has no Combine, so FoundationStub, which every view file imports implicitly, declares them.
import Combine
import Foundation

@available(iOS 13.0, *)
extension NotificationCenter {
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == NotificationCenter.Publisher.Failure, S.Input == NotificationCenter.Publisher.Output { fatalError() }
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher { fatalError() }
}
