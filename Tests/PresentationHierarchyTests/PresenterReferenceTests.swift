import PresentationHierarchy
import Testing

/// `presenter=` points at exactly one line, briefly (the "Reading snapshot files" article).
struct PresenterReferenceTests {
  /// A root hosting controller with two tabs' hosting controllers, a cover it presented and a
  /// sheet the cover presented; both presented controllers have SwiftUI's same type.
  private let hierarchy = Hierarchy {
    Subtree(.window, "UIWindow", id: "main", .key) {
      Subtree(.transition, "UITransitionView") {
        Subtree(.controller, "UIHostingController<ModifiedContent<AnyView, RootModifier>>") {
          Subtree(.controller, "UIHostingController<TabItem.RootView>")
          Subtree(.controller, "UIHostingController<TabItem.RootView>")
        }
      }
      Subtree(.transition, "UITransitionView") {
        Subtree(.controller, "PresentationHostingController<AnyView>")
      }
      Subtree(.transition, "UITransitionView") {
        Subtree(.controller, "PresentationHostingController<AnyView>")
        Subtree(.controller, "UINavigationController", id: "settings")
      }
    }
  }

  @Test("A presenter is its type, nested generic arguments shortened, in its window layer")
  func typeAndLayer() {
    #expect(
      hierarchy.presenterReference(toNodeAt: 2) == "UIHostingController<ModifiedContent<…>>@0")
    #expect(hierarchy.presenterReference(toNodeAt: 6) == "PresentationHostingController<AnyView>@1")
  }

  @Test("Namesakes in one layer are told apart by their order")
  func namesakesInOneLayer() {
    let tabs = [3, 4].map { hierarchy.presenterReference(toNodeAt: $0) }
    #expect(
      tabs == [
        "UIHostingController<TabItem.RootView>@0.0", "UIHostingController<TabItem.RootView>@0.1",
      ])
  }

  @Test("An identified presenter is its type and identifier")
  func identified() {
    #expect(hierarchy.presenterReference(toNodeAt: 9) == "UINavigationController#settings")
  }

  @Test("A presenter directly in its window has no layer")
  func directlyInWindow() {
    let iOS12 = Hierarchy {
      Subtree(.window, "UIWindow") {
        Subtree(.controller, "UIHostingController<Root>")
        Subtree(.transition, "UITransitionView")
      }
    }
    #expect(iOS12.presenterReference(toNodeAt: 1) == "UIHostingController<Root>")
  }

  @Test("A capture's presenters become references; one without a node keeps its name")
  func capturesReferToPresenters() {
    var nodes = hierarchy.nodes
    nodes[5].attributes.presenter = "UIHostingController<ModifiedContent<AnyView, RootModifier>>"
    nodes[7].attributes.presenter = "GoneController"
    let captured = (try? Hierarchy(nodes: nodes, depths: hierarchy.depths)) ?? Hierarchy()
    let referred = captured.referringToPresenters([
      (container: 5, isPresenter: { $0 == 2 }), (container: 7, isPresenter: { _ in false }),
    ])
    #expect(referred[5].attributes.presenter == "UIHostingController<ModifiedContent<…>>@0")
    #expect(referred[7].attributes.presenter == "GoneController")
  }
}
