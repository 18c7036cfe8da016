extension ForEach {
  /// Creates an instance that uniquely identifies and creates views across updates based on
  /// the subviews of a given view.
  ///
  /// Modelled: `view` is resolved where the `ForEach` is, and `content` makes a view of each
  /// ``Subview``, identified by the subview's ``Subview/id`` [DOC:
  /// `swiftui/foreach/init(subviews:content:)`].
  ///
  /// - Parameters:
  ///   - view: The view to extract the subviews of.
  ///   - content: The content builder that creates views from subviews.
  public init<V>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
  where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View, V: View {
    self.init(
      data: ForEachSubviewCollection(source: SubviewsSource(base: view)), content: content,
      id: { $0.id })
  }
}

/// A collection which allows a view to be treated as a collection of its subviews in a for
/// each loop, as SwiftUI's `ForEachSubviewCollection`: empty until its `ForEach` resolves the
/// view, then that view's subviews.
public struct ForEachSubviewCollection<Content>: RandomAccessCollection where Content: View {
  /// The view and, once resolved, its subviews.
  let source: SubviewsSource

  /// The position of the first subview.
  public var startIndex: Int { source.subviews.startIndex }

  /// The position one past the last subview.
  public var endIndex: Int { source.subviews.endIndex }

  /// Accesses the subview at the specified position.
  ///
  /// - Parameter position: A valid index of the collection.
  public subscript(position: Int) -> Subview { source.subviews[position] }
}

/// The view a `ForEach(subviews:content:)` takes its subviews from, resolved when the
/// `ForEach` is.
final class SubviewsSource {
  /// The view.
  let base: any View
  /// Its subviews, once resolved.
  var subviews: [Subview] = []

  /// Holds a view to resolve.
  init(base: any View) {
    self.base = base
  }
}

/// A collection whose elements come from resolving a view where its `ForEach` is.
@MainActor
protocol ResolvedInPlace {
  /// Resolves the elements in a context.
  func resolve(in context: ResolveContext)
}

extension ForEachSubviewCollection: ResolvedInPlace {
  @MainActor func resolve(in context: ResolveContext) {
    source.subviews = context.resolve(source.base).map(Subview.init(node:))
  }
}
