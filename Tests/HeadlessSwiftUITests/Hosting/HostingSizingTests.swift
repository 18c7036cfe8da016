import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// A hosting controller's safe area regions and sizing: `safeAreaRegions`, `sizingOptions` and
/// `sizeThatFits(in:)`, on a 390×844 iPhone (47 points of safe area on top, 34 below).
@MainActor
struct HostingSizingTests {
  /// Shows a hosting controller, or a container of it, as a window's root, and settles.
  private func show(_ root: UIViewController) async -> UIApplication {
    let (app, _) = launchKeyWindow(root: root)
    await app.settle()
    return app
  }

  /// The frame a capture gives the content with an identifier, or its nearest framed
  /// ancestor's (a capture leaves out a frame equal to its parent's).
  private func frame(of name: String, in app: UIApplication) throws -> Rect? {
    let hierarchy = app.captureHierarchy()
    return hierarchy.effectiveFrames()[try hierarchy.index(of: name)]
  }

  @Test(
    "Without the container region the root view covers the whole view, as ignoresSafeArea()",
    arguments: [
      (SafeAreaRegions.all, Rect(x: 0, y: 47, width: 390, height: 763)),
      (.container, Rect(x: 0, y: 47, width: 390, height: 763)),
      (SafeAreaRegions(), Rect(x: 0, y: 0, width: 390, height: 844)),
      (.keyboard, Rect(x: 0, y: 0, width: 390, height: 844)),
    ])
  func safeAreaRegions(regions: SafeAreaRegions, expected: Rect) async throws {
    let host = UIHostingController(rootView: Color.red.accessibilityIdentifier("fill"))
    host.safeAreaRegions = regions
    let app = await show(host)
    #expect(try frame(of: "fill", in: app) == expected)
  }

  @Test("safeAreaRegions = [] lays the content out as ignoresSafeArea() on the root would")
  func emptyRegionsMatchIgnoresSafeArea() async throws {
    let ignoring = await show(
      UIHostingController(rootView: Color.red.ignoresSafeArea().accessibilityIdentifier("fill")))
    let host = UIHostingController(rootView: Color.red.accessibilityIdentifier("fill"))
    host.safeAreaRegions = []
    let empty = await show(host)
    #expect(try frame(of: "fill", in: empty) == frame(of: "fill", in: ignoring))
  }

  @Test("Without the container region content goes under a navigation bar")
  func emptyRegionsUnderNavigationBar() async throws {
    let host = UIHostingController(rootView: Color.red.accessibilityIdentifier("fill"))
    let navigation = UINavigationController(rootViewController: host)
    let app = await show(navigation)
    let inside = try #require(try frame(of: "fill", in: app))
    #expect(inside.y > 47)
    host.safeAreaRegions = []
    await app.settle()
    #expect(try frame(of: "fill", in: app) == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("ignoresSafeArea(.keyboard) keeps the container safe area; .container leaves it")
  func ignoresSafeAreaRegions() async throws {
    let keyboardOnly = Color.red.ignoresSafeArea(.keyboard).accessibilityIdentifier("k")
    let keyboard = await show(UIHostingController(rootView: keyboardOnly))
    #expect(try frame(of: "k", in: keyboard) == Rect(x: 0, y: 47, width: 390, height: 763))
    let container = await show(
      UIHostingController(
        rootView: Color.red.ignoresSafeArea(.container, edges: .all).accessibilityIdentifier("c")))
    #expect(try frame(of: "c", in: container) == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("sizeThatFits(in:) is the size the layout gives the root view for the proposal")
  func sizeThatFits() {
    let host = UIHostingController(rootView: Card())
    // A 100-point-wide color over a 10-character text (80×20), 8 points apart.
    let screen = CGSize(width: 390, height: 844)
    #expect(host.sizeThatFits(in: screen) == CGSize(width: 100, height: 78))
    // Offered 40 points, the text wraps to two lines; the fixed frame keeps its width.
    let narrow = CGSize(width: 40, height: 844)
    #expect(host.sizeThatFits(in: narrow) == CGSize(width: 100, height: 98))
    // A flexible view takes the whole proposal, as in SwiftUI.
    let flexible = UIHostingController(rootView: Color.red)
    let small = CGSize(width: 30, height: 60)
    #expect(flexible.sizeThatFits(in: small) == small)
  }

  @Test("sizeThatFits(in:) reads the views' current state")
  func sizeThatFitsReadsState() async throws {
    let host = UIHostingController(rootView: Expanding())
    let app = await show(host)
    #expect(host.sizeThatFits(in: CGSize(width: 390, height: 844)).height == 20)
    _ = try app.tap("expand")
    #expect(host.sizeThatFits(in: CGSize(width: 390, height: 844)).height == 100)
  }

  @Test("With .preferredContentSize, preferredContentSize follows the content's ideal size")
  func preferredContentSizeTracksContent() async {
    let tracked = UIHostingController(rootView: Card())
    tracked.sizingOptions = .preferredContentSize
    let parent = ParentController()
    parent.addChild(tracked)
    parent.view.addSubview(tracked.view)
    tracked.didMove(toParent: parent)
    _ = await show(parent)
    #expect(tracked.preferredContentSize == CGSize(width: 100, height: 78))
    #expect(parent.changedChildren == 1)

    let untracked = UIHostingController(rootView: Card())
    _ = await show(untracked)
    #expect(untracked.sizingOptions.isEmpty)
    #expect(untracked.preferredContentSize == .zero)
  }

  @Test("With .intrinsicContentSize, the view's intrinsic size is the content's ideal size")
  func intrinsicContentSize() {
    let host = UIHostingController(rootView: Card())
    #expect(
      host.view.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    host.sizingOptions = [.intrinsicContentSize, .preferredContentSize]
    #expect(host.view.intrinsicContentSize == CGSize(width: 100, height: 78))
  }

  @Test("Auto Layout sizes a hosting view with .intrinsicContentSize to its content")
  func autoLayoutUsesIntrinsicSize() async {
    let host = UIHostingController(rootView: Card())
    host.sizingOptions = .intrinsicContentSize
    let parent = UIViewController()
    parent.addChild(host)
    host.view.translatesAutoresizingMaskIntoConstraints = false
    parent.view.addSubview(host.view)
    NSLayoutConstraint.activate([
      host.view.topAnchor.constraint(equalTo: parent.view.topAnchor, constant: 100),
      host.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor, constant: 20),
    ])
    host.didMove(toParent: parent)
    _ = await show(parent)
    parent.view.layoutIfNeeded()
    #expect(host.view.frame == CGRect(x: 20, y: 100, width: 100, height: 78))
  }

  @Test("The sizing types are spelled as apps spell them")
  func spelling() {
    let host = UIHostingController(rootView: EmptyView())
    host.safeAreaRegions = []
    host.safeAreaRegions = .all
    host.safeAreaRegions = [.container, .keyboard]
    host.sizingOptions = [.preferredContentSize]
    host.sizingOptions.insert(.intrinsicContentSize)
    _ = host.sizeThatFits(in: UIView.layoutFittingCompressedSize)
    _ = SafeAreaRegions(rawValue: 1).rawValue
    _ = UIHostingControllerSizingOptions(rawValue: 1).rawValue
    #expect(SafeAreaRegions.all.contains(.keyboard))
  }
}

// MARK: - Fixtures

/// A fixed-width color over a line of text.
private struct Card: View {
  var body: some View {
    VStack {
      Color.red.frame(width: 100, height: 50)
      Text("0123456789")
    }
  }
}

/// A view that grows when its button is tapped.
private struct Expanding: View {
  @State private var expanded = false

  var body: some View {
    Button("Expand") { expanded = true }
      .frame(height: expanded ? 100 : 20)
      .accessibilityIdentifier("expand")
  }
}

/// A controller that counts its children's preferred size changes.
private final class ParentController: UIViewController {
  var changedChildren = 0

  override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    changedChildren += 1
  }
}
