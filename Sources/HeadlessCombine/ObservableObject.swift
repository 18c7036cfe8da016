#if !canImport(Combine)
import Foundation

/// A type of object with a publisher that emits before the object has changed, as
/// Combine's `ObservableObject`.
///
/// The default `objectWillChange` is sent before any `@Published` property of the object
/// changes. (The model evaluates every body again on each settle, so views see a change
/// whether or not anything subscribed.)
public protocol ObservableObject: AnyObject {
  /// The publisher's type; `ObservableObjectPublisher` unless the class declares its own.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before any `@Published` property of the object changes: one per
  /// object, made on first use.
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectPublisher.of(self)
  }
}

/// A publisher that publishes changes from observable objects, as Combine's
/// `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Publisher {
  /// It sends no value, only the signal.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()

  /// Creates a publisher.
  public init() {}

  /// Attaches a subscriber.
  public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Void {
    subject.receive(subscriber: subscriber)
  }

  /// Sends the signal to the subscribers.
  public func send() {
    subject.send(())
  }

  /// The default publisher of an object: the one made for it before, or a new one linked to
  /// the object's `@Published` properties.
  static func of(_ object: AnyObject) -> ObservableObjectPublisher {
    let (publisher, isNew) = ObjectPublishers.shared.publisher(for: object)
    if isNew {
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror {
        for child in current.children {
          (child.value as? any PublishedProperty)?.link(to: publisher)
        }
        mirror = current.superclassMirror
      }
    }
    return publisher
  }
}

/// The default `objectWillChange` publisher of each live object, kept by identity while the
/// object lives.
final class ObjectPublishers: @unchecked Sendable {
  static let shared = ObjectPublishers()
  private let lock = NSLock()
  private var entries: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] =
    [:]

  /// A weak reference.
  struct Weak {
    weak var object: AnyObject?
  }

  func publisher(for object: AnyObject) -> (ObservableObjectPublisher, isNew: Bool) {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(object)
    if let entry = entries[key], entry.object.object === object {
      return (entry.publisher, false)
    }
    entries = entries.filter { $0.value.object.object != nil }
    let publisher = ObservableObjectPublisher()
    entries[key] = (Weak(object: object), publisher)
    return (publisher, true)
  }
}

/// A `@Published` property the default `objectWillChange` links itself to.
protocol PublishedProperty {
  func link(to publisher: ObservableObjectPublisher)
}

/// A type that publishes a property marked with an attribute, as Combine's `Published`.
///
/// Setting the property sends the object's `objectWillChange`, then the new value to the
/// subscribers of `$property` (before the property holds it, as `willSet`), then stores it.
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  /// Creates a published property with an initial value.
  ///
  /// - Parameter value: The value.
  public init(wrappedValue value: Value) {
    box = PublishedBox(value)
  }

  /// Creates a published property with an initial value.
  ///
  /// - Parameter value: The value.
  public init(initialValue value: Value) {
    box = PublishedBox(value)
  }

  /// Only a class's property can be published.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    // swift-format-ignore: NoEmptyBlock
    set {}  // swiftlint:disable:this unused_setter_value
  }

  /// The property's publisher, for `$name`: the current value, then each new one.
  public var projectedValue: Published<Value>.Publisher {
    mutating get { Publisher(box: box) }
    set { box.set(newValue.box.value) }
  }

  /// Reads and writes the property of the object that holds it.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set { object[keyPath: storageKeyPath].box.set(newValue) }
  }

  /// A publisher for properties marked with the `@Published` attribute, as Combine's
  /// `Published.Publisher`.
  public struct Publisher: HeadlessCombine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    let box: PublishedBox<Value>

    /// Attaches a subscriber: it receives the current value, then each new one.
    public func receive<S: Subscriber>(subscriber: S)
    where Value == S.Input, S.Failure == Never {
      box.subject.receive(subscriber: subscriber)
    }
  }
}

extension Published: PublishedProperty {
  func link(to publisher: ObservableObjectPublisher) {
    box.objectWillChange = publisher
  }
}

/// The storage of a `@Published` property.
final class PublishedBox<Value> {
  private(set) var value: Value
  let subject: CurrentValueSubject<Value, Never>
  weak var objectWillChange: ObservableObjectPublisher?
  private var assignments: [AnyCancellable] = []

  init(_ value: Value) {
    self.value = value
    subject = CurrentValueSubject(value)
  }

  func set(_ newValue: Value) {
    objectWillChange?.send()
    subject.send(newValue)
    value = newValue
  }

  /// Keeps an `assign(to:)` subscription as long as the property.
  func keep(_ assignment: AnyCancellable) {
    assignments.append(assignment)
  }
}
#endif
