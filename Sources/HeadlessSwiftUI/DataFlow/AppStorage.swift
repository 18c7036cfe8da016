public import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on a
/// change in value in that user default, as SwiftUI's `@AppStorage`.
///
/// The model keeps the values in memory, one store per app (a test's app starts empty), keyed
/// by name: two properties with one key share the value, as they share a user default in
/// SwiftUI; a given `store` is not written.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  /// What is kept for a value (`nil` removes the key), and the value read back.
  let encode: (Value) -> Any?
  let decode: (Any) -> Value?
  let box = StoredValuesBox()

  init(
    key: String, defaultValue: Value, encode: @escaping (Value) -> Any?,
    decode: @escaping (Any) -> Value?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.encode = encode
    self.decode = decode
  }

  /// Creates a property that reads and writes a `Bool` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Bool })
  }

  /// Creates a property that reads and writes a `Int` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Int })
  }

  /// Creates a property that reads and writes a `Double` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Double })
  }

  /// Creates a property that reads and writes a `String` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? String })
  }

  /// Creates a property that reads and writes a `URL` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? URL })
  }

  /// Creates a property that reads and writes a `Data` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Data })
  }

  /// Creates a property that reads and writes a value whose raw value is a `Int`, under a
  /// key (the raw value is what is kept).
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { $0.rawValue },
      decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
  }

  /// Creates a property that reads and writes a value whose raw value is a `String`, under a
  /// key (the raw value is what is kept).
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { $0.rawValue },
      decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
  }

  /// Creates a property that reads and writes an optional `Bool` under a key; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(
      key: key, defaultValue: nil, encode: { $0 }, decode: { .some($0 as? Bool) })
  }

  /// Creates a property that reads and writes an optional `Int` under a key; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(
      key: key, defaultValue: nil, encode: { $0 }, decode: { .some($0 as? Int) })
  }

  /// Creates a property that reads and writes an optional `Double` under a key; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(
      key: key, defaultValue: nil, encode: { $0 }, decode: { .some($0 as? Double) })
  }

  /// Creates a property that reads and writes an optional `String` under a key; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(
      key: key, defaultValue: nil, encode: { $0 }, decode: { .some($0 as? String) })
  }

  /// Creates a property that reads and writes an optional `URL` under a key; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(
      key: key, defaultValue: nil, encode: { $0 }, decode: { .some($0 as? URL) })
  }

  /// Creates a property that reads and writes an optional `Data` under a key; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(
      key: key, defaultValue: nil, encode: { $0 }, decode: { .some($0 as? Data) })
  }

  /// Creates a property that reads and writes an optional value whose raw value is a `Int`,
  /// under a key; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == Int {
    self.init(
      key: key, defaultValue: nil, encode: { $0?.rawValue },
      decode: { .some(($0 as? Int).flatMap(R.init(rawValue:))) })
  }

  /// Creates a property that reads and writes an optional value whose raw value is a `String`,
  /// under a key; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - store: The store; the model keeps every value in memory per app instead.
  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == String {
    self.init(
      key: key, defaultValue: nil, encode: { $0?.rawValue },
      decode: { .some(($0 as? String).flatMap(R.init(rawValue:))) })
  }

  /// The value kept under the key, or the default.
  public var wrappedValue: Value {
    get { box.values.values[key].flatMap(decode) ?? defaultValue }
    nonmutating set { box.values.values[key] = encode(newValue) }
  }

  /// A binding to the value, for `$name`.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, trackedSet: { storage.wrappedValue = $0 })
  }
}

extension AppStorage: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    if let values = environment[StoredValuesKey.self] { box.adopt(values) }
  }
}
/// A property wrapper type that reads and writes to persisted, per-scene storage, as SwiftUI's
/// `@SceneStorage`.
///
/// The model keeps the values in memory per app (its one scene), apart from `@AppStorage`'s.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  /// What is kept for a value (`nil` removes the key), and the value read back.
  let encode: (Value) -> Any?
  let decode: (Any) -> Value?
  let box = StoredValuesBox()

  init(
    key: String, defaultValue: Value, encode: @escaping (Value) -> Any?,
    decode: @escaping (Any) -> Value?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.encode = encode
    self.decode = decode
  }

  /// Creates a property that reads and writes a `Bool` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Bool })
  }

  /// Creates a property that reads and writes a `Int` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Int })
  }

  /// Creates a property that reads and writes a `Double` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Double })
  }

  /// Creates a property that reads and writes a `String` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? String })
  }

  /// Creates a property that reads and writes a `URL` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? URL })
  }

  /// Creates a property that reads and writes a `Data` under a key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Data })
  }

  /// Creates a property that reads and writes a value whose raw value is a `Int`, under a
  /// key (the raw value is what is kept).
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { $0.rawValue },
      decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
  }

  /// Creates a property that reads and writes a value whose raw value is a `String`, under a
  /// key (the raw value is what is kept).
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { $0.rawValue },
      decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
  }

  /// The value kept under the key, or the default.
  public var wrappedValue: Value {
    get { box.values.values[key].flatMap(decode) ?? defaultValue }
    nonmutating set { box.values.values[key] = encode(newValue) }
  }

  /// A binding to the value, for `$name`.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, trackedSet: { storage.wrappedValue = $0 })
  }
}

extension SceneStorage: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    if let values = environment[SceneStoredValuesKey.self] { box.adopt(values) }
  }
}

/// The values `@AppStorage` or `@SceneStorage` keep for one app.
final class StoredValues {
  /// The values by key; a render that reads them evaluates again when one is written.
  @Tracked var values: [String: Any] = [:]
}

/// Where a stored property reads its values: the app's, once the view is installed.
final class StoredValuesBox {
  private(set) var values = StoredValues()

  func adopt(_ stored: StoredValues) {
    guard stored !== values else { return }
    // A value set before the view was installed (in its initialiser) joins the app's store.
    for (key, value) in values.values where stored.values[key] == nil { stored.values[key] = value }
    values = stored
  }
}

/// The app's stored values, which the hosting engine puts in the root's environment.
struct StoredValuesKey: EnvironmentKey {
  static var defaultValue: StoredValues? { nil }
}

/// The scene's stored values.
struct SceneStoredValuesKey: EnvironmentKey {
  static var defaultValue: StoredValues? { nil }
}
