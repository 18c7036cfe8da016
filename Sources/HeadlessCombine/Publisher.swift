#if !canImport(Combine)
import Foundation

/// Declares that a type can send a sequence of values over time, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
  /// The kind of values the publisher sends.
  associatedtype Output
  /// The kind of errors the publisher may send.
  associatedtype Failure: Error

  /// Attaches a subscriber: it receives a subscription, then values and a completion.
  ///
  /// - Parameter subscriber: The subscriber.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches a subscriber, as Combine's `subscribe(_:)`.
  ///
  /// - Parameter subscriber: The subscriber.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// Wraps the publisher in a type eraser, as Combine's `eraseToAnyPublisher()`.
  ///
  /// - Returns: The erased publisher.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

/// A protocol that declares a type that can receive input from a publisher, as Combine's
/// `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values the subscriber receives.
  associatedtype Input
  /// The kind of errors the subscriber receives.
  associatedtype Failure: Error

  /// Receives the subscription, through which it asks for values.
  ///
  /// - Parameter subscription: The subscription.
  func receive(subscription: any Subscription)
  /// Receives a value; returns how many more values it wants.
  ///
  /// - Parameter input: The value.
  /// - Returns: The further demand.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Receives the completion: the publisher finished or failed.
  ///
  /// - Parameter completion: The completion.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// A protocol representing the connection of a subscriber to a publisher, as Combine's
/// `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks the publisher for more values.
  ///
  /// - Parameter demand: How many.
  func request(_ demand: Subscribers.Demand)
}

/// A protocol indicating that an activity or action supports cancellation, as Combine's
/// `Cancellable`.
public protocol Cancellable {
  /// Cancels the activity.
  func cancel()
}

/// A type-erasing cancellable object that cancels when it is released, as Combine's
/// `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable {
  private var action: (() -> Void)?

  /// Creates a cancellable that runs a closure when cancelled.
  ///
  /// - Parameter cancel: The closure.
  public init(_ cancel: @escaping () -> Void) {
    action = cancel
  }

  /// Creates a cancellable that cancels another.
  ///
  /// - Parameter canceller: The cancellable to cancel.
  public init<C: Cancellable>(_ canceller: C) {
    action = { canceller.cancel() }
  }

  deinit {
    action?()
  }

  /// Cancels the activity, once.
  public func cancel() {
    let action = action
    self.action = nil
    action?()
  }

  /// Stores this cancellable in a set.
  ///
  /// - Parameter set: The set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Stores this cancellable in a collection.
  ///
  /// - Parameter collection: The collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Whether two cancellables are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// A unique identifier for identifying publisher streams, as Combine's `CombineIdentifier`.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private static let counter = IdentifierCounter()
  private let value: UInt64

  /// Creates a unique identifier.
  public init() {
    value = Self.counter.next()
  }

  /// Creates an identifier from an object's identity.
  ///
  /// - Parameter obj: The object.
  public init(_ obj: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
  }

  /// The identifier, as text.
  public var description: String { "0x\(String(value, radix: 16))" }
}

/// A protocol for uniquely identifying publisher streams, as Combine's
/// `CustomCombineIdentifierConvertible`.
public protocol CustomCombineIdentifierConvertible {
  /// The identifier.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's identity as an identifier.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A namespace for types that serve as subscribers, as Combine's `Subscribers`.
public enum Subscribers {}

extension Subscribers {
  /// A requested number of items, sent to a publisher from a subscriber through the
  /// subscription, as Combine's `Subscribers.Demand`.
  public struct Demand: Equatable, Comparable, Hashable, CustomStringConvertible, Sendable {
    /// `nil` for unlimited.
    private let count: Int?

    private init(count: Int?) {
      self.count = count
    }

    /// A request for as many values as the publisher can produce.
    public static let unlimited = Demand(count: nil)
    /// A request for no values.
    public static let none = Demand(count: 0)

    /// A request for at most a number of values.
    ///
    /// - Parameter value: The number.
    /// - Returns: The demand.
    public static func max(_ value: Int) -> Subscribers.Demand {
      precondition(value >= 0, "demand must not be negative")
      return Demand(count: value)
    }

    /// The number of requested values, `nil` if unlimited.
    public var max: Int? { count }

    /// The demand, as text.
    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

    /// Adds two demands.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count, let right = rhs.count else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : Demand(count: sum)
    }

    /// Adds a demand to this one.
    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    /// Adds a number of values to a demand.
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      lhs + .max(rhs)
    }

    /// Subtracts a number of values from a demand; unlimited stays unlimited.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      return Demand(count: Swift.max(0, left - rhs))
    }

    /// Subtracts a number of values from this demand.
    public static func -= (lhs: inout Demand, rhs: Int) {
      lhs = lhs - rhs
    }

    /// Whether a demand is smaller than another.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): false
      case (_, nil): true
      case (let left?, let right?): left < right
      }
    }

    /// Whether a demand is more than a number of values.
    public static func > (lhs: Demand, rhs: Int) -> Bool {
      lhs.count.map { $0 > rhs } ?? true
    }

    /// Whether a demand is a number of values.
    public static func == (lhs: Demand, rhs: Int) -> Bool {
      lhs.count == rhs
    }
  }

  /// A signal that a publisher doesn't produce additional elements, either due to normal
  /// completion or an error, as Combine's `Subscribers.Completion`.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped because of an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A type-erasing subscriber, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  private let subscription: (any Subscription) -> Void
  private let value: (Input) -> Subscribers.Demand
  private let completion: (Subscribers.Completion<Failure>) -> Void

  /// The wrapped subscriber's identifier.
  public let combineIdentifier: CombineIdentifier

  /// Wraps a subscriber.
  ///
  /// - Parameter s: The subscriber.
  public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = s.combineIdentifier
    subscription = s.receive(subscription:)
    value = s.receive(_:)
    completion = s.receive(completion:)
  }

  /// Creates a subscriber from closures.
  ///
  /// - Parameters:
  ///   - receiveSubscription: Receives the subscription.
  ///   - receiveValue: Receives a value and returns the further demand.
  ///   - receiveCompletion: Receives the completion.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    subscription = receiveSubscription ?? { _ in }
    value = receiveValue ?? { _ in .none }
    completion = receiveCompletion ?? { _ in }
  }

  /// Receives the subscription.
  public func receive(subscription: any Subscription) {
    self.subscription(subscription)
  }

  /// Receives a value.
  public func receive(_ input: Input) -> Subscribers.Demand {
    value(input)
  }

  /// Receives the completion.
  public func receive(completion: Subscribers.Completion<Failure>) {
    self.completion(completion)
  }
}

/// A publisher that performs type erasure by wrapping another publisher, as Combine's
/// `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attach: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps a publisher.
  ///
  /// - Parameter publisher: The publisher.
  public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
    attach = { publisher.receive(subscriber: $0) }
  }

  /// Attaches a subscriber to the wrapped publisher.
  public func receive<S: Subscriber>(subscriber: S)
  where Output == S.Input, Failure == S.Failure {
    attach(AnySubscriber(subscriber))
  }
}

/// Hands out the identifiers `CombineIdentifier()` makes.
final class IdentifierCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var last: UInt64 = 0

  func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    last += 1
    return last
  }
}
#endif
