public import Foundation
public import HeadlessUIKit

/// A content configuration that shows SwiftUI views in a cell, as SwiftUI's
/// `UIHostingConfiguration`.
///
/// Set it as a `UITableViewCell`'s or `UICollectionViewCell`'s `contentConfiguration`: the cell's
/// content view becomes a `UIHostingContentView<Content, Background>` filling the cell's content
/// view (the class SwiftUI uses [OBS: a view dump of a cell shows
/// `UIHostingContentViewWithoutInteractions<…>`, a subclass of `UIHostingContentView<…>`]), and
/// the views are evaluated, laid out and tapped like any hosted SwiftUI content. The content sits
/// inside the margins (the content view's layout margins by default, as UIKit's list content
/// does [INF]), the background behind it.
///
/// ```swift
/// cell.contentConfiguration = UIHostingConfiguration {
///   HStack { Image(systemName: "star"); Text("Favorites"); Spacer() }
/// }
/// .margins(.horizontal, 20)
/// ```
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
  let content: Content
  let background: Background
  /// The margins set per edge; the others follow the container's layout margins.
  var margins: [Edge: CGFloat] = [:]
  /// The smallest width and height the content takes.
  var minimumSize: (width: CGFloat?, height: CGFloat?) = (nil, nil)

  /// Creates a configuration that shows views.
  ///
  /// - Parameter content: The views the cell shows.
  @MainActor public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    self.content = content()
    background = EmptyView()
  }

  init(
    content: Content, background: Background, margins: [Edge: CGFloat],
    minimumSize: (width: CGFloat?, height: CGFloat?)
  ) {
    self.content = content
    self.background = background
    self.margins = margins
    self.minimumSize = minimumSize
  }

  /// Sets a shape style as the cell's background.
  ///
  /// - Parameter style: The style.
  /// - Returns: The configuration with the background.
  public func background<S: ShapeStyle>(_ style: S)
    -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>
  {
    UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>(
      content: content, background: _UIHostingConfigurationBackgroundView(style: style),
      margins: margins, minimumSize: minimumSize)
  }

  /// Sets views as the cell's background.
  ///
  /// - Parameter content: The background's views.
  /// - Returns: The configuration with the background.
  public func background<B: View>(@ViewBuilder content: () -> B)
    -> UIHostingConfiguration<Content, B>
  {
    UIHostingConfiguration<Content, B>(
      content: self.content, background: content(), margins: margins, minimumSize: minimumSize)
  }

  /// Sets the margins around the content on some edges.
  ///
  /// - Parameters:
  ///   - edges: The edges; the others keep their margins.
  ///   - insets: The margins, read per edge.
  /// - Returns: The configuration with the margins.
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets)
    -> UIHostingConfiguration<Content, Background>
  {
    var copy = self
    let values: [(Edge, Edge.Set, CGFloat)] = [
      (.top, .top, insets.top), (.leading, .leading, insets.leading),
      (.bottom, .bottom, insets.bottom), (.trailing, .trailing, insets.trailing),
    ]
    for (edge, member, value) in values where edges.contains(member) { copy.margins[edge] = value }
    return copy
  }

  /// Sets the same margin around the content on some edges.
  ///
  /// - Parameters:
  ///   - edges: The edges; the others keep their margins.
  ///   - length: The margin.
  /// - Returns: The configuration with the margins.
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat)
    -> UIHostingConfiguration<Content, Background>
  {
    margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
  }

  /// Sets the smallest size the content takes in the cell.
  ///
  /// - Parameters:
  ///   - width: The smallest width, `nil` for the system's.
  ///   - height: The smallest height, `nil` for the system's.
  /// - Returns: The configuration with the size.
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil)
    -> UIHostingConfiguration<Content, Background>
  {
    var copy = self
    copy.minimumSize = (width, height)
    return copy
  }

  /// Makes the cell's content view, which hosts the views.
  ///
  /// - Returns: A `UIHostingContentView<Content, Background>`.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    HostingContentView(configuration: self)
  }

  /// Returns the configuration itself: the model's cells have no states that change it.
  ///
  /// - Parameter state: The cell's state.
  /// - Returns: This configuration.
  public func updated(for state: any UIConfigurationState)
    -> UIHostingConfiguration<Content, Background>
  {
    self
  }

  /// The view the hosting controller shows: the content inside the margins, at least the
  /// minimum size, in front of the background.
  @MainActor func rootView(containerMargins: UIEdgeInsets) -> AnyView {
    let insets = EdgeInsets(
      top: margins[.top] ?? containerMargins.top,
      leading: margins[.leading] ?? containerMargins.left,
      bottom: margins[.bottom] ?? containerMargins.bottom,
      trailing: margins[.trailing] ?? containerMargins.right)
    return AnyView(
      content
        .padding(insets)
        .frame(minWidth: minimumSize.width, minHeight: minimumSize.height)
        .background { background })
  }
}

/// The background a `UIHostingConfiguration` fills with a shape style, as SwiftUI's type of
/// that name; drawn only.
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
  let style: S

  /// A rectangle filled with the style.
  public var body: some View {
    Rectangle().fill(style)
  }
}

/// The content view of a `UIHostingConfiguration`: a hosting view whose controller the model
/// keeps out of captures and the responder chain, as SwiftUI's `UIHostingContentView` hosts its
/// views without a view controller.
@MainActor
final class HostingContentView: HostingView, UIContentView {
  /// The configuration shown.
  private var current: any UIContentConfiguration
  private let host: UIHostingController<AnyView>

  init<C: View, B: View>(configuration: UIHostingConfiguration<C, B>) {
    current = configuration
    host = UIHostingController(rootView: AnyView(EmptyView()))
    // The content is placed by the margins, not the safe area: a cell under a bar has the
    // bar's height in its safe area, which the margins already account for [INF].
    host.safeAreaRegions = []
    super.init(frame: .zero)
    adoptModelPlacement(
      typeName: "UIHostingContentView<\(ViewTypeName.of(C.self)), \(ViewTypeName.of(B.self))>",
      screenFrame: nil)
    host.view = self
    engine.owningViewController = nil
    hostingController = host
    showRoot()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The configuration shown; another `UIHostingConfiguration` replaces the views.
  var configuration: any UIContentConfiguration {
    get { current }
    set {
      guard newValue is any HostingConfigurationProtocol else { return }
      current = newValue
      showRoot()
    }
  }

  /// Whether a configuration is a hosting configuration.
  func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is any HostingConfigurationProtocol
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    showRoot()
  }

  /// Shows the root view for the container's current margins.
  private func showRoot() {
    guard let configuration = current as? any HostingConfigurationProtocol else { return }
    host.rootView = configuration.rootView(containerMargins: superview?.layoutMargins ?? .zero)
  }
}

/// A `UIHostingConfiguration`, whatever its views' types.
protocol HostingConfigurationProtocol: UIContentConfiguration {
  /// The view the hosting controller shows for the container's layout margins.
  @MainActor func rootView(containerMargins: UIEdgeInsets) -> AnyView
}

extension UIHostingConfiguration: HostingConfigurationProtocol {}
