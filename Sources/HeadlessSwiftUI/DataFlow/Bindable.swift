/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects, as SwiftUI's `@Bindable`.
///
/// `$model.name` gives a `Binding` that reads and writes the object's property.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// Creates a bindable object from an observable object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable object from an observable object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable from the value of another bindable.
  ///
  /// - Parameter projectedValue: The other bindable.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// The bindable itself, for `$model`.
  public var projectedValue: Bindable<Value> { self }
}

extension Bindable where Value: AnyObject {
  /// A binding to a property of the object, `$model.name`.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, trackedSet: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identifier.
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: DynamicProperty {}
