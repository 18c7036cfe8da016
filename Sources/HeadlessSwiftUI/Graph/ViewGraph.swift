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

  /// Starts an evaluation of the whole tree.
  func beginEvaluation() {
    reached = []
  }

  /// Ends an evaluation: drops the storage of the places it didn't reach.
  func endEvaluation() {
    for path in storage.keys where !reached.contains(path) {
      storage[path] = nil
    }
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

  /// Resolves a view into the nodes it stands for: a primitive lowers itself, a view of the
  /// app's own becomes a node under its type name around its evaluated body.
  func resolveConcrete<V: View>(_ view: V) -> [ViewNode] {
    let nodes: [ViewNode]
    if let primitive = view as? any PrimitiveView {
      nodes = primitive.makeNodes(in: self)
    } else if let shape = view as? any Shape {
      nodes = shapeNodes(shape)
    } else {
      graph.install(view, at: path, environment: environment)
      let node = ViewNode(.view(ViewTypeName.of(V.self)), path: path)
      node.children = child("body").resolve(view.body)
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
