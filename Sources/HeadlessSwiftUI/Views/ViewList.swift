/// A view that stands for several views, as a `TabView`'s content lists its tabs without
/// evaluating them.
@MainActor
protocol ViewList {
  /// The views, each with a component of its identity.
  var listedViews: [(id: String, view: any View)] { get }
}

extension TupleView: ViewList {
  var listedViews: [(id: String, view: any View)] {
    children.enumerated().flatMap { index, child in
      listed(child, prefix: "\(index)")
    }
  }
}

extension _ConditionalContent: ViewList where TrueContent: View, FalseContent: View {
  var listedViews: [(id: String, view: any View)] {
    switch storage {
    case .trueContent(let view): listed(view, prefix: "if")
    case .falseContent(let view): listed(view, prefix: "else")
    }
  }
}

extension Optional: ViewList where Wrapped: View {
  var listedViews: [(id: String, view: any View)] {
    map { listed($0, prefix: "some") } ?? []
  }
}

extension Group: ViewList {
  var listedViews: [(id: String, view: any View)] { listed(content, prefix: "group") }
}

extension EmptyView: ViewList {
  var listedViews: [(id: String, view: any View)] { [] }
}

extension ForEach: ViewList where Content: View {
  var listedViews: [(id: String, view: any View)] {
    data.flatMap { element in listed(content(element), prefix: "id:\(id(element))") }
  }
}

/// The views a view stands for: a list's views, or the view itself.
@MainActor
func listed(_ view: any View, prefix: String) -> [(id: String, view: any View)] {
  guard let list = view as? any ViewList else { return [(prefix, view)] }
  return list.listedViews.map { (prefix + "/" + $0.id, $0.view) }
}
