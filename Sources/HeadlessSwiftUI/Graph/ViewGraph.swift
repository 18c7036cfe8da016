import PresentationHierarchy

/// A property the graph installs before a body is evaluated: `@State` finds its storage,
/// `@Environment` its values.
@MainActor
protocol GraphProperty {
  /// Installs the property of the view at a path.
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues)
}

/// The state of one hosting controller's views, keyed by structural identity: the place of each
/// view in the tree of `@ViewBuilder` blocks, branches and `ForEach` ids.
///
/// Storage lives while its place is evaluated; a place that an evaluation doesn't reach loses
/// its storage, as a view that leaves the tree loses its state in SwiftUI.
@MainActor
final class ViewGraph {
  /// The storage of each place: a box per property label.
  private var storage: [String: [String: AnyObject]] = [:]
  /// The places the current evaluation reached.
  private var reached: Set<String> = []
  /// The hosting view's safe area while its content is laid out, in screen coordinates.
  var safeArea: Rect?
  /// The frames of the named coordinate spaces around the node being placed, by name.
  var coordinateSpaces: [AnyHashable: Rect] = [:]
  /// The scroll views around the node being placed, outermost first.
  var enclosingScrollViews: [ViewNode] = []
  /// The places whose view can't be evaluated in this evaluation (an environment object it
  /// reads is missing), with why.
  private var unavailable: [String: String] = [:]
  /// The places whose unavailability was reported, while they stay unavailable.
  private var reported: Set<String> = []
  /// The observable objects the views read.
  let observedObjects = ObservedObjects()

  /// Installs a view's state and environment properties before its body is evaluated.
  func install<V>(_ view: V, at path: String, environment: EnvironmentValues) {
    reached.insert(path)
    for child in Mirror(reflecting: view).children {
      guard let label = child.label, let property = child.value as? any GraphProperty else {
        continue
      }
      property.install(in: self, path: path, label: label, environment: environment)
    }
  }

  /// The box stored for a property at a place, storing `box` when there is none yet.
  func storage(at path: String, label: String, default box: AnyObject) -> AnyObject {
    reached.insert(path)
    if let stored = storage[path]?[label] { return stored }
    storage[path, default: [:]][label] = box
    return box
  }

  /// Records that the view at a place can't be evaluated: its body is skipped, so it shows
  /// as empty.
  func markUnavailable(at path: String, reason: String) {
    if unavailable[path] == nil { unavailable[path] = reason }
  }

  /// Whether the view at a place can be evaluated in this evaluation.
  func isAvailable(at path: String) -> Bool {
    unavailable[path] == nil
  }

  /// Starts an evaluation of the whole tree.
  func beginEvaluation() {
    reached = []
    unavailable = [:]
  }

  /// Ends an evaluation: drops the storage of the places it didn't reach; returns why views
  /// became unavailable since the last evaluation, once per place, in place order.
  @discardableResult
  func endEvaluation() -> [String] {
    for path in storage.keys where !reached.contains(path) {
      storage[path] = nil
    }
    let fresh = unavailable.keys.filter { !reported.contains($0) }.sorted()
    reported = Set(unavailable.keys)
    return fresh.compactMap { unavailable[$0] }
  }
}

/// Where a view is resolved: its graph, its place and the environment it inherits.
@MainActor
struct ResolveContext {
  /// The graph that keeps the state.
  let graph: ViewGraph
  /// The view's place in the tree.
  let path: String
  /// The environment.
  var environment: EnvironmentValues

  /// The context of a child at a place named by a component.
  func child(_ component: String) -> ResolveContext {
    ResolveContext(graph: graph, path: path + "/" + component, environment: environment)
  }

  /// Resolves a view into the nodes it stands for: a primitive or a representable lowers
  /// itself, a view of the app's own becomes a node under its type name around its evaluated body.
  func resolveConcrete<V: View>(_ view: V) -> [ViewNode] {
    let nodes: [ViewNode]
    if let primitive = view as? any PrimitiveView {
      nodes = primitive.makeNodes(in: self)
    } else if let platform = platformNodes(view) {
      nodes = platform
    } else if let shape = view as? any Shape {
      nodes = shapeNodes(shape)
    } else {
      graph.install(view, at: path, environment: environment)
      let node = ViewNode(.view(ViewTypeName.of(V.self)), path: path)
      // A view whose environment object is missing shows as empty (SwiftUI stops the app).
      if graph.isAvailable(at: path) { node.children = child("body").resolve(view.body) }
      nodes = [node]
    }
    for node in nodes where node.environment == nil { node.environment = environment }
    return nodes
  }

  /// Resolves a view of any type.
  func resolve(_ view: any View) -> [ViewNode] {
    resolveTyped(view)
  }

  /// Resolves a view whose type was opened from an existential.
  private func resolveTyped<V: View>(_ view: V) -> [ViewNode] {
    resolveConcrete(view)
  }
}

/// The names captures give views.
enum ViewTypeName {
  /// A view type's name as the developer wrote it, such as `DolphinOverlay` or `Row<Item>`.
  static func of(_ type: Any.Type) -> String {
    TypeNames.of(type)
  }
}
