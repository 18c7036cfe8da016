#if !canImport(Combine)
extension Subscribers {
  /// A simple subscriber that requests an unlimited number of values upon subscription, as
  /// Combine's `Subscribers.Sink`.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    /// The closure that receives values.
    public let receiveValue: (Input) -> Void
    /// The closure that receives the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?

    /// Creates a sink from closures.
    ///
    /// - Parameters:
    ///   - receiveCompletion: Receives the completion.
    ///   - receiveValue: Receives each value.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    /// Passes a value on.
    public func receive(_ value: Input) -> Subscribers.Demand {
      receiveValue(value)
      return .none
    }

    /// Passes the completion on.
    public func receive(completion: Subscribers.Completion<Failure>) {
      subscription = nil
      receiveCompletion(completion)
    }

    /// Cancels the subscription.
    public func cancel() {
      let subscription = subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }

  /// A simple subscriber that assigns received elements to a property indicated by a key
  /// path, as Combine's `Subscribers.Assign`.
  public final class Assign<Root, Input>: Subscriber, Cancellable {
    /// Assign never fails.
    public typealias Failure = Never

    /// The object whose property is set, until the subscription ends.
    public private(set) var object: Root?
    /// The property.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    /// Creates a subscriber that sets a property.
    ///
    /// - Parameters:
    ///   - object: The object.
    ///   - keyPath: The property.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    /// Sets the property.
    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }

    /// Releases the object.
    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      subscription = nil
    }

    /// Cancels the subscription and releases the object.
    public func cancel() {
      let subscription = subscription
      self.subscription = nil
      object = nil
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Attaches a subscriber with closure-based behavior, as Combine's
  /// `sink(receiveCompletion:receiveValue:)`.
  ///
  /// - Parameters:
  ///   - receiveCompletion: Receives the completion.
  ///   - receiveValue: Receives each value.
  /// - Returns: A cancellable that ends the subscription when cancelled or released.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    receive(subscriber: sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a publisher that never fails, as
  /// Combine's `sink(receiveValue:)`.
  ///
  /// - Parameter receiveValue: Receives each value.
  /// - Returns: A cancellable that ends the subscription when cancelled or released.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Assigns each element from a publisher to a property on an object, as Combine's
  /// `assign(to:on:)`.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - object: The object; kept until the subscription ends.
  /// - Returns: A cancellable that ends the subscription when cancelled or released.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    receive(subscriber: assign)
    return AnyCancellable(assign)
  }

  /// Republishes elements received from a publisher, by assigning them to a property marked
  /// as a publisher, as Combine's `assign(to:)`: the subscription lives as long as the
  /// property.
  ///
  /// - Parameter published: The property's publisher, `&$name`.
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    box.keep(sink { [weak box] in box?.set($0) })
  }
}
#endif
