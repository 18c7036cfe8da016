/// A two-way connection to a value someone else owns, as SwiftUI's `Binding`.
///
/// `$name` on a `@State` or `@Binding` property gives one; a view that receives it reads and
/// writes the owner's value.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void
  /// Whether the setter writes only what tracks its own changes (``ContentChanges``).
  ///
  /// A `@State`, an observed object and another binding do; a setter written by the app may
  /// write anything the views read, so a write through it is an untracked change.
  private let setIsTracked: Bool

  /// Creates a binding from a getter and a setter.
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
    setIsTracked = false
  }

  /// Creates a binding whose setter writes only what tracks its own changes.
  init(get: @escaping () -> Value, trackedSet: @escaping (Value) -> Void) {
    self.get = get
    self.set = trackedSet
    setIsTracked = true
  }

  /// Creates a binding from another binding, as `@Binding var isOn: Bool` does in an
  /// initialiser written by hand.
  ///
  /// - Parameter projectedValue: The binding.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// Returns a binding whose value never changes.
  ///
  /// - Parameter value: The value.
  /// - Returns: The binding.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, trackedSet: { _ in })
  }

  /// The owner's value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set {
      set(newValue)
      // A custom binding's setter may write anything the views read.
      if !setIsTracked { ContentChanges.note() }
    }
  }

  /// The binding itself, for `$name`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      trackedSet: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}
