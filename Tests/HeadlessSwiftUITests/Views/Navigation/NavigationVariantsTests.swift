import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The navigation and presentation vocabulary apps use beyond `NavigationStack`'s core:
/// `navigationDestination(item:)`, the deprecated `NavigationLink` bindings,
/// `navigationBarItems`, `ShareLink`, `NavigationSplitView` collapsed on iPhone, `.inspector`,
/// and the inert `swipeActions` and column widths.
@MainActor
struct NavigationVariantsTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  /// The hosting controllers' type names in the app's first navigation stack, bottom first.
  private func stack(_ app: UIApplication) throws -> [String] {
    let root = try #require(app.windowsBackToFront.first?.rootViewController)
    let navigation = try #require(
      root.children.first { $0 is UINavigationController } as? UINavigationController)
    return navigation.viewControllers.map(\.typeName)
  }

  private let pushed = [
    "NavigationStackHostingController<AnyView>", "DestinationHostingController<AnyView>",
  ]

  private func presented(in app: UIApplication) -> UIViewController? {
    app.windowsBackToFront.first?.rootViewController?.presentedViewController
  }

  // MARK: - navigationDestination(item:destination:)

  struct Order: Hashable {
    let number: Int
  }

  /// A detail screen that pops itself.
  private struct OrderScreen: View {
    let order: Order
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        Text("Order \(order.number)").accessibilityIdentifier("order\(order.number)")
        Button("Done") { dismiss() }.accessibilityIdentifier("done")
      }
    }
  }

  @MainActor final class OrderModel {
    var selected: Order?
  }

  private struct Orders: View {
    let model: OrderModel

    var body: some View {
      let selected = Binding(get: { model.selected }, set: { model.selected = $0 })
      NavigationStack {
        Button("Open #7") { selected.wrappedValue = Order(number: 7) }
          .accessibilityIdentifier("open")
          .navigationDestination(item: selected) { order in
            OrderScreen(order: order)
          }
      }
    }
  }

  @Test("navigationDestination(item:) pushes while the item is set; popping sets it to nil")
  func destinationForAnItem() async throws {
    let model = OrderModel()
    let app = await UIApplication.launch(Orders(model: model))
    #expect(try stack(app) == [pushed[0]])
    try app.tap("open")
    await app.settle()
    // [DOC: swiftui/view/navigationdestination(item:destination:)] a non-nil item pushes the
    // destination built for it.
    #expect(try stack(app) == pushed)
    #expect(try app.captureHierarchy().visibility(of: "order7").isVisible)
    try app.tap("done")
    await app.settle()
    // Popping the screen resets the binding, as `isPresented:` does.
    #expect(try stack(app) == [pushed[0]])
    #expect(model.selected == nil)
  }

  // MARK: - Deprecated NavigationLink forms

  @MainActor final class LinkModel {
    var showsDetail = false
    var selection: String?
  }

  private struct Detail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      Button("Back") { dismiss() }.accessibilityIdentifier("back-\(name)")
    }
  }

  private struct Legacy: View {
    let model: LinkModel

    var body: some View {
      let showsDetail = Binding(get: { model.showsDetail }, set: { model.showsDetail = $0 })
      let selection = Binding(get: { model.selection }, set: { model.selection = $0 })
      NavigationView {
        VStack {
          NavigationLink(destination: Detail(name: "detail"), isActive: showsDetail) {
            EmptyView()
          }
          Button("Sign in") { showsDetail.wrappedValue = true }.accessibilityIdentifier("signIn")
          NavigationLink(
            "Mail", destination: Detail(name: "mail"), tag: "mail", selection: selection
          )
          .accessibilityIdentifier("mail")
        }
      }
    }
  }

  @Test("A deprecated isActive: link pushes when its binding turns on, and clears it when popped")
  func isActiveLinkPushes() async throws {
    let model = LinkModel()
    let app = await UIApplication.launch(Legacy(model: model))
    try app.tap("signIn")
    await app.settle()
    // [DOC: swiftui/navigationlink/init(destination:isactive:label:)] the binding says whether
    // the destination is presented, even for a link with an empty label.
    #expect(try stack(app) == pushed)
    #expect(try app.captureHierarchy().visibility(of: "back-detail").isVisible)
    try app.tap("back-detail")
    await app.settle()
    #expect(try stack(app) == [pushed[0]])
    #expect(model.showsDetail == false)
  }

  @Test("A deprecated tag:selection: link sets the selection on tap and pushes while it matches")
  func tagSelectionLinkPushes() async throws {
    let model = LinkModel()
    let app = await UIApplication.launch(Legacy(model: model))
    try app.tap("mail")
    await app.settle()
    // [DOC: swiftui/navigationlink/init(_:destination:tag:selection:)] the destination shows
    // while `selection` equals `tag`.
    #expect(model.selection == "mail")
    #expect(try stack(app) == pushed)
    try app.tap("back-mail")
    await app.settle()
    #expect(model.selection == nil)
    #expect(try stack(app) == [pushed[0]])
  }

  // MARK: - navigationBarItems

  private struct Flavors: View {
    let log: Log

    var body: some View {
      NavigationView {
        Text("Chocolate")
          .navigationBarTitle("Flavors")
          .navigationBarItems(
            leading: Button("Hours") { log.events.append("hours") }
              .accessibilityIdentifier("hours"),
            trailing: HStack {
              Button("Favorites") { log.events.append("favorites") }
                .accessibilityIdentifier("favorites")
              Button("Specials") { log.events.append("specials") }
                .accessibilityIdentifier("specials")
            })
      }
    }
  }

  @Test("navigationBarItems' buttons are bar button items in the navigation bar; a tap runs one")
  func barItems() async throws {
    let log = Log()
    let app = await UIApplication.launch(Flavors(log: log))
    let hierarchy = app.captureHierarchy()
    // Lowered as `.toolbar` items at `.navigationBarLeading` / `.navigationBarTrailing`
    // (ToolbarTests): each button is a `_UIButtonBarButton` in the `UINavigationBar`.
    for id in ["hours", "favorites", "specials"] {
      let index = try hierarchy.index(of: id)
      #expect(hierarchy.nodes[index].typeName == "_UIButtonBarButton")
      let bar = try #require(hierarchy.parent(of: index))
      #expect(hierarchy.nodes[bar].typeName == "UINavigationBar")
    }
    // The trailing items read leading to trailing: "Specials" is the rightmost.
    let specials = try #require(hierarchy[try hierarchy.index(of: "specials")].attributes.frame)
    let favorites = try #require(
      hierarchy[try hierarchy.index(of: "favorites")].attributes.frame)
    let hours = try #require(hierarchy[try hierarchy.index(of: "hours")].attributes.frame)
    #expect(favorites.x < specials.x)
    #expect(hours.x < favorites.x)
    try app.tap("specials")
    try app.tap("hours")
    await app.settle()
    #expect(log.events == ["specials", "hours"])
  }

  // MARK: - ShareLink

  private struct Article: View {
    var body: some View {
      VStack {
        Text("Swift on Linux")
        ShareLink(item: swiftOrg)
          .accessibilityIdentifier("share")
      }
    }
  }

  @Test(
    "A ShareLink tap presents a UIActivityViewController: a sheet on iPhone, a popover on iPad",
    arguments: [
      (FidelityProfile.iPhone, UIModalPresentationStyle.formSheet), (.iPad, .popover),
    ])
  func shareLinkPresentsTheShareSheet(
    profile: FidelityProfile, style: UIModalPresentationStyle
  ) async throws {
    let app = await UIApplication.launch(Article(), profile: profile)
    try app.tap("share")
    await app.settle()
    // UIKit's rules for the share sheet (NavigationCallbackTests.shareSheet [DOC:
    // uikit/uiactivityviewcontroller]): `.automatic` resolves to a form sheet on iPhone; on
    // iPad it is a popover, anchored on the link.
    let share = try #require(presented(in: app) as? UIActivityViewController)
    #expect(share.resolvedPresentationStyle == style)
    #expect(app.exceptions.isEmpty)
    #expect(app.completeActivity(nil))
    await app.settle()
    #expect(presented(in: app) == nil)
    // The link's own state followed the dismissal: a second tap presents again.
    try app.tap("share")
    await app.settle()
    #expect(presented(in: app) is UIActivityViewController)
  }

  private struct Photo: View {
    var body: some View {
      NavigationStack {
        Text("Sunset")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              ShareLink(item: swiftOrg, preview: SharePreview("Sunset", image: Image("sunset")))
                .accessibilityIdentifier("sharePhoto")
            }
          }
      }
    }
  }

  @Test("A ShareLink in the toolbar presents from its bar button; on iPad the popover points at it")
  func shareLinkInTheToolbar() async throws {
    for profile in [FidelityProfile.iPhone, .iPad] {
      let app = await UIApplication.launch(Photo(), profile: profile)
      let bar = app.captureHierarchy()
      let button = try bar.index(of: "sharePhoto")
      #expect(bar.nodes[button].typeName == "_UIButtonBarButton")
      try app.tap("sharePhoto")
      await app.settle()
      let share = try #require(presented(in: app) as? UIActivityViewController)
      #expect(app.exceptions.isEmpty)
      if profile.device.horizontalSizeClass == .regular {
        // A popover needs an anchor: the bar button item the toolbar item became.
        let root = try #require(app.windowsBackToFront.first?.rootViewController)
        let navigation = try #require(root.children.first as? UINavigationController)
        let item = navigation.viewControllers.first?.navigationItem.rightBarButtonItems?.first
        #expect(share.popoverPresentationController?.barButtonItem === item)
        #expect(share.resolvedPresentationStyle == .popover)
      } else {
        #expect(share.resolvedPresentationStyle == .formSheet)
      }
    }
  }

  @Test("The default ShareLink label is a Label titled Share, or with the title given")
  func shareLinkLabels() async throws {
    struct Labels: View {
      var body: some View {
        VStack {
          ShareLink(item: "Hello").accessibilityIdentifier("plain")
          ShareLink("Send link", item: swiftOrg)
            .accessibilityIdentifier("titled")
          ShareLink(item: "Hi") { Text("Tell a friend") }.accessibilityIdentifier("custom")
        }
      }
    }
    let app = await UIApplication.launch(Labels())
    let window = try #require(app.windowsBackToFront.first)
    // A tappable content view's label is its text (the model's button rule).
    let labels = ["plain", "titled", "custom"].map { view(id: $0, in: window)?.accessibilityLabel }
    #expect(labels == ["Share", "Send link", "Tell a friend"])
  }

  /// The first view under a view with an accessibility identifier.
  private func view(id: String, in root: UIView) -> UIView? {
    if root.accessibilityIdentifier == id { return root }
    return root.subviews.lazy.compactMap { view(id: id, in: $0) }.first
  }

  // MARK: - NavigationSplitView

  private struct Mailboxes: View {
    var body: some View {
      NavigationSplitView {
        List {
          NavigationLink("Inbox") { Text("3 unread").accessibilityIdentifier("inboxDetail") }
            .accessibilityIdentifier("inbox")
          NavigationLink("Sent") { Text("Sent mail").accessibilityIdentifier("sentDetail") }
            .accessibilityIdentifier("sent")
          NavigationLink("Drafts", value: "drafts").accessibilityIdentifier("drafts")
        }
        .navigationTitle("Mailboxes")
        .navigationDestination(for: String.self) { name in
          Text("Folder \(name)").accessibilityIdentifier("folder-\(name)")
        }
      } detail: {
        Text("Select a mailbox").accessibilityIdentifier("placeholder")
      }
    }
  }

  /// The split view SwiftUI embeds, and the type names of each column stack's controllers.
  private func columns(_ app: UIApplication) throws -> (UISplitViewController, [[String]]) {
    let root = try #require(app.windowsBackToFront.first?.rootViewController)
    let split = try #require(root.children.first as? UISplitViewController)
    let stacks = split.viewControllers.map { column in
      (column as? UINavigationController)?.viewControllers.map(\.typeName) ?? []
    }
    return (split, stacks)
  }

  private let columnRoot = "UIHostingController<AnyView>"
  private let destination = "DestinationHostingController<AnyView>"

  @Test("A split view on iPhone is collapsed to the sidebar's stack; a sidebar link pushes")
  func splitViewCollapsesOnIPhone() async throws {
    let app = await UIApplication.launch(Mailboxes())
    // SwiftUI's split view controller [OBS: UIKit reference §2.4], collapsed on compact width
    // to a stack with the sidebar at its root [DOC: swiftui/navigationsplitviewcolumn].
    var (split, stacks) = try columns(app)
    #expect(split.typeName == "SwiftUI.NotifyingMulticolumnSplitViewController")
    #expect(split.isCollapsed)
    #expect(stacks == [[columnRoot]])
    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.visibility(of: "inbox").isVisible)
    let inbox = try hierarchy.index(of: "inbox")
    let chain = hierarchy.ancestors(of: inbox).reversed().map { hierarchy.nodes[$0].typeName }
    #expect(
      Array(chain.drop { !$0.hasPrefix("SwiftUI.Notifying") }.prefix(3)) == [
        "SwiftUI.NotifyingMulticolumnSplitViewController",
        "StyleContextSplitViewNavigationController", columnRoot,
      ])
    #expect(throws: (any Error).self) { try hierarchy.index(of: "placeholder") }
    try app.tap("inbox")
    await app.settle()
    (split, stacks) = try columns(app)
    #expect(stacks == [[columnRoot, destination]])
    #expect(try app.captureHierarchy().visibility(of: "inboxDetail").isVisible)
  }

  @Test("A value link in a collapsed split view's sidebar pushes its registered destination")
  func splitViewValueLinkOnIPhone() async throws {
    let app = await UIApplication.launch(Mailboxes())
    try app.tap("drafts")
    await app.settle()
    #expect(try columns(app).1 == [[columnRoot, destination]])
    #expect(try app.captureHierarchy().visibility(of: "folder-drafts").isVisible)
  }

  @Test("On iPad the sidebar sits beside the detail; a sidebar link shows in the detail column")
  func splitViewColumnsOnIPad() async throws {
    let app = await UIApplication.launch(Mailboxes(), profile: .iPad)
    var (split, stacks) = try columns(app)
    #expect(!split.isCollapsed)
    #expect(stacks == [[columnRoot], [columnRoot]])
    let sidebar = try #require(try app.capturedFrame(of: "inbox"))
    let placeholder = try #require(try app.capturedFrame(of: "placeholder"))
    // UIKit's regular-width layout: the sidebar column, then the detail column beside it.
    #expect(sidebar.x + sidebar.width <= 320)
    #expect(placeholder.x >= 320)
    #expect(try app.captureHierarchy().visibility(of: "placeholder").isVisible)
    try app.tap("inbox")
    await app.settle()
    (split, stacks) = try columns(app)
    // [DOC: swiftui/navigationsplitview] "selections in leading columns control
    // presentations in subsequent columns": the sidebar stays, the detail column shows it.
    #expect(stacks == [[columnRoot], [columnRoot, destination]])
    #expect(try app.captureHierarchy().visibility(of: "inbox").isVisible)
    #expect(try #require(try app.capturedFrame(of: "inboxDetail")).x >= 320)
    // Another choice replaces it.
    try app.tap("sent")
    await app.settle()
    #expect(try columns(app).1 == [[columnRoot], [columnRoot, destination]])
    #expect(try app.captureHierarchy().visibility(of: "sentDetail").isVisible)
    #expect(throws: (any Error).self) { try app.captureHierarchy().index(of: "inboxDetail") }
    try app.tap("drafts")
    await app.settle()
    #expect(try app.captureHierarchy().visibility(of: "folder-drafts").isVisible)
  }

  @MainActor @Observable final class ColumnModel {
    var column = NavigationSplitViewColumn.detail
  }

  private struct ArticleScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        Text("Article").accessibilityIdentifier("article")
        Button("Articles") { dismiss() }.accessibilityIdentifier("toSidebar")
      }
    }
  }

  private struct Reader: View {
    let model: ColumnModel

    var body: some View {
      let column = Binding(get: { model.column }, set: { model.column = $0 })
      NavigationSplitView(preferredCompactColumn: column) {
        Text("Articles").accessibilityIdentifier("articles")
      } detail: {
        ArticleScreen()
      }
    }
  }

  @Test("preferredCompactColumn .detail puts the detail on top on iPhone; going back clears it")
  func preferredCompactColumn() async throws {
    let model = ColumnModel()
    let app = await UIApplication.launch(Reader(model: model))
    // [DOC: swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)] the
    // column on top of the collapsed stack.
    #expect(try columns(app).1 == [[columnRoot, columnRoot]])
    #expect(try app.captureHierarchy().visibility(of: "article").isVisible)
    try app.tap("toSidebar")
    await app.settle()
    #expect(model.column == .sidebar)
    #expect(try columns(app).1 == [[columnRoot]])
    #expect(try app.captureHierarchy().visibility(of: "articles").isVisible)
    model.column = .detail
    await app.settle()
    #expect(try columns(app).1 == [[columnRoot, columnRoot]])
  }

  // MARK: - inspector

  private struct Editor: View {
    let usesInspector: Bool
    @State private var showsInspector = false

    var body: some View {
      let content = VStack {
        Text("Shape")
        Button("Inspect") { showsInspector = true }.accessibilityIdentifier("inspect")
      }
      if usesInspector {
        content.inspector(isPresented: $showsInspector) {
          Text("Traits").accessibilityIdentifier("traits")
            .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
        }
      } else {
        content.sheet(isPresented: $showsInspector) {
          Text("Traits").accessibilityIdentifier("traits")
        }
      }
    }
  }

  @Test("An inspector on iPhone is a sheet, presented as .sheet presents one")
  func inspectorIsASheetOnIPhone() async throws {
    var captures: [Hierarchy] = []
    for usesInspector in [true, false] {
      let app = await UIApplication.launch(Editor(usesInspector: usesInspector))
      try app.tap("inspect")
      await app.settle()
      // [DOC: swiftui/view/inspector(ispresented:content:)] "adapt to a sheet in a
      // horizontally compact size class".
      let sheet = try #require(presented(in: app))
      #expect(sheet.typeName == "PresentationHostingController<AnyView>")
      #expect(sheet.resolvedPresentationStyle == .formSheet)
      #expect(try app.captureHierarchy().visibility(of: "traits").isVisible)
      captures.append(app.captureHierarchy(detail: .full))
    }
    #expect(captures[0] == captures[1])
  }

  @Test("An inspector on iPad presents nothing: its trailing column is a known gap")
  func inspectorOnIPadIsAGap() async throws {
    let app = await UIApplication.launch(Editor(usesInspector: true), profile: .iPad)
    try app.tap("inspect")
    await app.settle()
    #expect(presented(in: app) == nil)
  }

  // MARK: - Inert modifiers

  private struct Rows: View {
    let decorated: Bool

    var body: some View {
      NavigationSplitView {
        List {
          if decorated {
            Text("Milk")
              .swipeActions(edge: .leading, allowsFullSwipe: false) {
                Button("Pin") {}
              }
              .swipeActions {
                Button("Delete", role: .destructive) {}
              }
              .navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 400)
          } else {
            Text("Milk")
          }
        }
      } detail: {
        Text("Detail")
      }
      .navigationSplitViewStyle(.balanced)
    }
  }

  @Test("swipeActions, split view styles and column widths leave the capture unchanged")
  func inertModifiers() async throws {
    let plain = await UIApplication.launch(Rows(decorated: false))
    let decorated = await UIApplication.launch(Rows(decorated: true))
    #expect(plain.captureHierarchy(detail: .full) == decorated.captureHierarchy(detail: .full))
  }

  // MARK: - Compile probe

  /// Every new symbol, called as apps call it.
  private struct Probe: View {
    @State private var item: String?
    @State private var isActive = false
    @State private var selection: Int?
    @State private var visibility = NavigationSplitViewVisibility.automatic
    @State private var inspecting = false
    let url = swiftOrg

    var body: some View {
      NavigationSplitView(columnVisibility: $visibility) {
        List {
          NavigationLink(destination: Text("A")) { Text("A") }
          NavigationLink("B", destination: Text("B"))
          NavigationLink(String("C"), destination: Text("C"))
          NavigationLink(destination: Text("D"), isActive: $isActive) { Text("D") }
          NavigationLink(isActive: $isActive) {
            Text("E")
          } label: {
            Text("E")
          }
          NavigationLink("F", destination: Text("F"), isActive: $isActive)
          NavigationLink(String("G"), destination: Text("G"), isActive: $isActive)
          NavigationLink("H", isActive: $isActive) { Text("H") }
          NavigationLink(String("I"), isActive: $isActive) { Text("I") }
          NavigationLink(destination: Text("J"), tag: 1, selection: $selection) { Text("J") }
          NavigationLink(tag: 2, selection: $selection) {
            Text("K")
          } label: {
            Text("K")
          }
          NavigationLink("L", destination: Text("L"), tag: 3, selection: $selection)
          NavigationLink(String("M"), destination: Text("M"), tag: 4, selection: $selection)
          NavigationLink("N", tag: 5, selection: $selection) { Text("N") }
          NavigationLink(String("O"), tag: 6, selection: $selection) { Text("O") }
        }
        .navigationSplitViewColumnWidth(250)
      } content: {
        VStack {
          ShareLink(item: url)
          ShareLink(item: "text", subject: Text("Subject"), message: Text("Message"))
          ShareLink("Share", item: url)
          ShareLink("Share", item: "text")
          ShareLink(String("Share"), item: url)
          ShareLink(String("Share"), item: "text")
          ShareLink(items: [url, url])
          ShareLink(items: ["a", "b"])
          ShareLink(item: url) { Image(systemName: "square.and.arrow.up") }
          ShareLink(item: "text") { Text("Share") }
          ShareLink(items: [url]) { Text("Share") }
          ShareLink(items: ["a"]) { Text("Share") }
          ShareLink(item: url, preview: SharePreview("Swift", image: Image("swift")))
          ShareLink(item: url, preview: SharePreview("Swift")) { Text("Share") }
          ShareLink(items: [url], preview: { _ in SharePreview("Swift", icon: Image("icon")) })
          ShareLink(items: [url]) { _ in
            SharePreview(String("Swift"), image: Image("a"), icon: Image("b"))
          } label: {
            Text("Share")
          }
          ShareLink(item: "text", preview: SharePreview(String("Text"), image: Image("a")))
          ShareLink(item: "text", preview: SharePreview(String("Text"), icon: Image("b")))
          ShareLink(
            item: "text", preview: SharePreview("Text", image: Image("a"), icon: Image("b")))
          ShareLink(item: "text", preview: SharePreview(String("Text")))
        }
      } detail: {
        Text("Detail")
          .navigationDestination(item: $item) { Text($0) }
          .navigationBarItems(leading: Text("L"))
          .navigationBarItems(trailing: Text("T"))
          .navigationBarItems(leading: Text("L"), trailing: Text("T"))
          .inspector(isPresented: $inspecting) { Text("Inspector").inspectorColumnWidth(300) }
      }
      .navigationSplitViewStyle(.prominentDetail)
      .navigationSplitViewStyle(.automatic)
      .navigationSplitViewStyle(BalancedNavigationSplitViewStyle())
    }
  }

  @Test("Every new symbol compiles as apps call it, and the probe launches")
  func compileProbe() async throws {
    _ = NavigationSplitView {
      Text("S")
    } content: {
      Text("C")
    } detail: {
      Text("D")
    }
    _ = NavigationSplitView(columnVisibility: .constant(.all)) {
      Text("S")
    } detail: {
      Text("D")
    }
    _ = [NavigationSplitViewVisibility.detailOnly, .doubleColumn, .all, .automatic]
    _ = NavigationSplitView(
      columnVisibility: .constant(.all), preferredCompactColumn: .constant(.sidebar)
    ) {
      Text("S")
    } detail: {
      Text("D")
    }
    _ = NavigationSplitView(
      columnVisibility: .constant(.all), preferredCompactColumn: .constant(.content)
    ) {
      Text("S")
    } content: {
      Text("C")
    } detail: {
      Text("D")
    }
    _ = [AutomaticNavigationSplitViewStyle(), .automatic]
    _ = ProminentDetailNavigationSplitViewStyle()
    let app = await UIApplication.launch(Probe())
    #expect(app.exceptions.isEmpty)
  }
}

/// The URL the share links share.
private let swiftOrg = URL(string: "https://www.swift.org") ?? URL(fileURLWithPath: "/")
