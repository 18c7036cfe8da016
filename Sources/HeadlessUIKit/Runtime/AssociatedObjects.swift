// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

#if !canImport(ObjectiveC)
import Foundation
import PresentationHierarchy

/// How an associated value is held, as the Objective-C runtime's `objc_AssociationPolicy`;
/// declared by the model only where the runtime is missing (Linux), so macOS keeps Apple's own.
///
/// The raw values are the runtime's (`OBJC_ASSOCIATION_RETAIN` is `01401`). Atomic and
/// nonatomic policies behave alike here: every association is made under one lock.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// An unretained reference: the association doesn't keep the value alive.
  ///
  /// The runtime keeps an unsafe unretained pointer, which dangles once the value is
  /// deallocated. The model keeps a weak reference instead, so
  /// ``objc_getAssociatedObject(_:_:)`` answers `nil` from then on rather than crashing; a value
  /// that isn't a class instance (a struct, a number) is never kept [INF: the runtime boxes it
  /// for the call and the box dies at once].
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference, not made atomically.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy (`NSCopying`'s `copy(with:)` for a value that adopts it, the value itself
  /// otherwise), not made atomically.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, made atomically.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy, made atomically.
  case OBJC_ASSOCIATION_COPY = 771
}

/// Sets an associated value for an object and a key, as the Objective-C runtime does; declared
/// by the model only where the runtime is missing (Linux).
///
/// Apps give classes they don't own stored properties this way, keyed by the address of a
/// static variable:
///
/// ```swift
/// private var badgeKey: UInt8 = 0
/// extension UIView {
///   var badge: String? {
///     get { objc_getAssociatedObject(self, &badgeKey) as? String }
///     set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
///   }
/// }
/// ```
///
/// The model keeps a side table keyed by the object's identity and the key, behind a lock, so
/// any thread may call it. An object's values are released when it is deallocated: at once for
/// views, view controllers, the application and layers, whose deinitialisers tell the table;
/// for other objects, at the latest when the table next grows past twice the objects it held
/// after its last sweep, since Linux has no deallocation hook for arbitrary objects. An object
/// that isn't a class instance keeps nothing, as with the runtime, which boxes it for the call.
///
/// - Parameters:
///   - object: The object the value is associated with.
///   - key: The key, usually the address of a static variable (`&key`).
///   - value: The value, or `nil` to remove the association.
///   - policy: How the value is held.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  guard let owner = AssociatedObjects.instance(in: object) else { return }
  let stored = value.flatMap { AssociatedObjects.Stored($0, policy: policy) }
  // The replaced value is released after the lock is let go: its deinitialiser may associate.
  let replaced = AssociatedObjects.table.withLock { table in
    table.set(stored, for: key, on: owner)
  }
  _ = replaced
}

/// Returns the value associated with an object for a key, as the Objective-C runtime does;
/// declared by the model only where the runtime is missing (Linux).
///
/// - Parameters:
///   - object: The object.
///   - key: The key the value was set with.
/// - Returns: The value, or `nil` when there is none (or an `OBJC_ASSOCIATION_ASSIGN` value was
///   deallocated).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  guard let owner = AssociatedObjects.instance(in: object) else { return nil }
  let stored = AssociatedObjects.table.withLock { table in table.value(for: key, on: owner) }
  return stored?.value
}

/// Removes every association of an object, as the Objective-C runtime does; declared by the
/// model only where the runtime is missing (Linux).
///
/// As Apple's documentation says, this also removes associations other code made; clear one
/// with ``objc_setAssociatedObject(_:_:_:_:)`` and `nil` instead.
///
/// - Parameter object: The object.
public func objc_removeAssociatedObjects(_ object: Any) {
  guard let owner = AssociatedObjects.instance(in: object) else { return }
  let removed = AssociatedObjects.table.withLock { table in
    table.removeAll(of: ObjectIdentifier(owner))
  }
  _ = removed
}

/// The side table behind the associated-object functions: each object's values by key.
enum AssociatedObjects {
  /// The table, behind the lock every call takes.
  static let table = Locked(Table())

  /// Releases the values of an object being deallocated; its deinitialiser calls it.
  ///
  /// - Parameter object: The object's identity, taken in its `deinit`.
  static func objectDidDeinitialize(_ object: ObjectIdentifier) {
    let removed = table.withLock { table in table.removeAll(of: object) }
    _ = removed
  }

  /// The number of objects with associations, dead ones not yet swept included.
  static var objectCount: Int { table.withLock { $0.entries.count } }

  /// The class instance an argument holds, looking through optionals; `nil` for a value type.
  static func instance(in object: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: object)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { instance(in: $0.value) }
    }
    guard type(of: object) is AnyClass else { return nil }
    return object as AnyObject
  }

  /// A value as an association holds it.
  final class Stored: @unchecked Sendable {
    // `@unchecked`: the value is only read and written inside the table's lock, or handed to
    // the caller who set it, as the runtime hands associated objects to any thread.
    private let strong: Any?
    private weak var weak: AnyObject?

    /// Holds a value by a policy; `nil` for an assigned value that isn't a class instance.
    init?(_ value: Any, policy: objc_AssociationPolicy) {
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN:
        guard let object = AssociatedObjects.instance(in: value) else { return nil }
        strong = nil
        weak = object
      case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        strong = value
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        strong = (value as? any NSCopying)?.copy(with: nil) ?? value
      }
    }

    /// The value, `nil` once an unretained one is gone.
    var value: Any? { strong ?? weak }
  }

  /// The values of one object.
  struct Entry {
    /// The object, weakly: the table mustn't keep it alive, and a dead one's identity may be
    /// reused by a new object.
    weak var owner: AnyObject?
    /// Its values by key.
    var values: [UnsafeRawPointer: Stored] = [:]
  }

  /// Every object's values, by object identity.
  struct Table: @unchecked Sendable {
    // `@unchecked`: `UnsafeRawPointer` keys are only compared, never dereferenced.
    var entries: [ObjectIdentifier: Entry] = [:]
    /// The number of entries after the last sweep of dead objects.
    private var liveAfterSweep = 0

    /// Sets or removes a value; returns what it replaced, to release outside the lock.
    mutating func set(_ stored: Stored?, for key: UnsafeRawPointer, on owner: AnyObject)
      -> [Stored]
    {
      let id = ObjectIdentifier(owner)
      var released: [Stored] = []
      if let entry = entries[id], entry.owner !== owner {
        // A dead object's entry whose identity the new object reuses.
        released += entry.values.values
        entries[id] = nil
      }
      if let stored {
        if entries[id] == nil {
          entries[id] = Entry(owner: owner)
          released += sweepIfGrown()
        }
        if let old = entries[id]?.values.updateValue(stored, forKey: key) { released.append(old) }
      } else if let old = entries[id]?.values.removeValue(forKey: key) {
        released.append(old)
        if entries[id]?.values.isEmpty == true { entries[id] = nil }
      }
      return released
    }

    /// The value set for a key on an object, if it is still the object of its entry.
    func value(for key: UnsafeRawPointer, on owner: AnyObject) -> Stored? {
      guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
      return entry.values[key]
    }

    /// Removes an object's entry; returns its values, to release outside the lock.
    mutating func removeAll(of id: ObjectIdentifier) -> [Stored] {
      guard let entry = entries.removeValue(forKey: id) else { return [] }
      return Array(entry.values.values)
    }

    /// Drops the entries of deallocated objects once the table has doubled since the last
    /// sweep, so dead objects' values never pile up (amortised constant time per call).
    private mutating func sweepIfGrown() -> [Stored] {
      guard entries.count > max(64, liveAfterSweep * 2) else { return [] }
      var released: [Stored] = []
      for (id, entry) in entries where entry.owner == nil {
        released += entry.values.values
        entries[id] = nil
      }
      liveAfterSweep = entries.count
      return released
    }
  }
}
#endif
