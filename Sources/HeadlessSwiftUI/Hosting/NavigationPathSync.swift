import HeadlessUIKit

extension UIKitNavigationController {
  /// Makes the pushed screens follow the path; returns whether anything was pushed or popped.
  ///
  /// Screens UIKit popped (back, `dismiss`) leave the path, values no longer in the path are
  /// popped, and new values are pushed as `DestinationHostingController<AnyView>`s, each shown
  /// by the destination registered for its type (a value of a type with none stops there, as
  /// SwiftUI's stack does).
  func follow(_ path: NavigationPathStorage, environment: EnvironmentValues) -> Bool {
    var changed = false
    let live = pathDestinations.prefix { entry in
      viewControllers.contains { $0 === entry.host }
    }
    if live.count < pathDestinations.count {
      pathDestinations.removeLast(pathDestinations.count - live.count)
      if path.values().count > live.count { path.truncate(live.count) }
      changed = true
    }
    let values = path.values()
    let kept = zip(pathDestinations, values).prefix { $0.0.value == $0.1 }.count
    if kept < pathDestinations.count {
      let first = pathDestinations[kept].host
      if let index = viewControllers.firstIndex(where: { $0 === first }) {
        setViewControllers(Array(viewControllers[..<index]), animated: true)
      }
      pathDestinations.removeLast(pathDestinations.count - kept)
      changed = true
    }
    for (entry, value) in zip(pathDestinations, values) {
      if let view = destination(for: value) { entry.host.rootView = view }
    }
    for value in values.dropFirst(kept) {
      guard let view = destination(for: value) else { break }
      let host = UIHostingController(rootView: view, kind: .destination)
      host.hostingEngine.inheritedEnvironment = environment
      pushViewController(host, animated: true)
      pathDestinations.append((value, host))
      changed = true
    }
    return changed
  }

  /// The screen for a path value, from the destination registered for its type.
  private func destination(for value: AnyHashable) -> AnyView? {
    destinationBuilders[ObjectIdentifier(type(of: value.base))]?(value)
  }

  /// Registers destinations found inside the stack; returns whether a type is new.
  func register(_ builders: [NavigationDestinationBuilder]) -> Bool {
    var isNew = false
    for builder in builders {
      if destinationBuilders[builder.type] == nil { isNew = true }
      destinationBuilders[builder.type] = builder.build
    }
    return isNew
  }
}
