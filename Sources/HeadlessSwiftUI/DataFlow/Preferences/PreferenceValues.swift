/// What a preference modifier does at the node it lands on, in modifier order.
enum PreferenceOperation {
  /// Sets the key's value, replacing the value from inside.
  case write(key: ObjectIdentifier, value: Any)
  /// Changes the key's value (`nil` when nothing inside set one).
  case transform(key: ObjectIdentifier, (Any?) -> Any)
  /// Watches the key's value as it is at this point.
  case observe(key: ObjectIdentifier, PreferenceObserver)

  /// The key the operation is about.
  var key: ObjectIdentifier {
    switch self {
    case .write(let key, _), .transform(let key, _), .observe(let key, _): key
    }
  }
}

/// An `onPreferenceChange` action with its key's type erased.
@MainActor
struct PreferenceObserver {
  /// Reads the value at a node, before the node's operation at an index, and compares it with
  /// the value last seen: returns the value, and the action to run when it changed.
  let check: (_ node: ViewNode, _ index: Int, _ last: Any?) -> (value: Any, action: (() -> Void)?)
}

/// The preference operations on a node, in modifier order.
enum PreferenceOperationsKey: NodeValueKey {
  static var defaultValue: [PreferenceOperation] { [] }
}

extension ViewNode {
  /// The value of a key the node's subtree produces, as ancestors see it: its children's,
  /// backgrounds' and overlays' values reduced in view-tree order, then the node's own
  /// operations up to `limit`; `nil` when nothing sets a value.
  func preferenceValue<K: PreferenceKey>(_ key: K.Type, before limit: Int? = nil) -> K.Value? {
    var value: K.Value?
    for child in children + backgrounds.map(\.node) + overlays.map(\.node) {
      guard let next = child.preferenceValue(key) else { continue }
      if var current = value {
        K.reduce(value: &current) { next }
        value = current
      } else {
        value = next
      }
    }
    let operations = self[PreferenceOperationsKey.self]
    for operation in operations.prefix(limit ?? operations.count)
    where operation.key == ObjectIdentifier(key) {
      switch operation {
      case .write(_, let written): value = written as? K.Value
      case .transform(_, let transform): value = transform(value) as? K.Value
      case .observe: break
      }
    }
    return value
  }
}

/// The values `onPreferenceChange` actions last saw, by the node's path and the modifier's
/// index, kept between a hosting controller's layouts.
@MainActor
struct PreferenceState {
  private var seen: [String: Any] = [:]

  /// Checks every observer in the laid-out tree and runs the actions whose value changed;
  /// returns whether any ran.
  mutating func update(_ roots: [ViewNode]) -> Bool {
    var next: [String: Any] = [:]
    var actions: [() -> Void] = []
    var pending = roots.reversed() as [ViewNode]
    while let node = pending.popLast() {
      for (index, operation) in node[PreferenceOperationsKey.self].enumerated() {
        guard case .observe(_, let observer) = operation else { continue }
        let key = "\(node.path)#preference\(index)"
        let (value, action) = observer.check(node, index, seen[key])
        next[key] = value
        if let action { actions.append(action) }
      }
      let inside = node.children + node.backgrounds.map(\.node) + node.overlays.map(\.node)
      pending.append(contentsOf: inside.reversed())
    }
    seen = next
    for action in actions { action() }
    return !actions.isEmpty
  }
}
