// Combine: the Publisher/Subscriber/Subscription protocols and the Subscribers types their requirements
// name. Mirrors https://developer.apple.com/documentation/combine/publisher,
// https://developer.apple.com/documentation/combine/subscriber and the iOS 26 SDK's
// Combine.framework/Modules/Combine.swiftmodule/arm64e-apple-ios.swiftinterface.
// The project only hands publishers to SwiftUI's `onReceive(_:perform:)`; no operators, subjects, `sink`,
// `Just`, `AnyPublisher` or `AnyCancellable` are used, so none are modelled.

@available(iOS 13.0, *)
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

@available(iOS 13.0, *)
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

@available(iOS 13.0, *)
public protocol Cancellable {
    func cancel()
}

@available(iOS 13.0, *)
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

@available(iOS 13.0, *)
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

@available(iOS 13.0, *)
extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { fatalError() }
}

@available(iOS 13.0, *)
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    public init() { fatalError() }
    public init(_ obj: AnyObject) { fatalError() }
    public var description: String { fatalError() }
}

@available(iOS 13.0, *)
public enum Subscribers {
}

@available(iOS 13.0, *)
extension Subscribers {
    @frozen
    public enum Completion<Failure> where Failure: Error {
        case finished
        case failure(Failure)
    }

    @frozen
    public struct Demand: Equatable, Comparable, Hashable, CustomStringConvertible {
        public static var unlimited: Subscribers.Demand { fatalError() }  // `static let` in Apple's interface
        public static var none: Subscribers.Demand { fatalError() }  // `static let` in Apple's interface
        public static func max(_ value: Int) -> Subscribers.Demand { fatalError() }
        public static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool { fatalError() }
        public var max: Int? { fatalError() }
        public var description: String { fatalError() }
    }
}

// ObservableObject and its default publisher: SwiftUI's `ImageRenderer` conforms.
// Mirrors https://developer.apple.com/documentation/combine/observableobject and
// https://developer.apple.com/documentation/combine/observableobjectpublisher.
@available(iOS 13.0, *)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

@available(iOS 13.0, *)
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() { fatalError() }
    public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void { fatalError() }
    final public func send() { fatalError() }
}
