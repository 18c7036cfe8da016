import Foundation
import PresentationHierarchy
import Testing

/// The layering rules on the seed apps' committed recordings (read only): each bug breaks a
/// rule, and the fix breaks none.
struct LayeringRuleTests {
  private static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots/SeedSourceTests/SeedAppTests")

  private func recording(_ path: String) throws -> Recording {
    try SnapshotFormat.parse(
      String(contentsOf: Self.seeds.appendingPathComponent(path), encoding: .utf8))
  }

  private func describe(_ found: [(step: Int, violation: LayeringViolation)]) -> [String] {
    found.map { "step \($0.step): \($0.violation)" }
  }

  @Test("The ZStack dolphin falls behind the fullScreenCover: always-on-top fires at step 3")
  func zStackDolphin() throws {
    let found = try recording("ZStackDolphinTests/dolphinFallsBehindFullScreenCover.txt")
      .layeringViolations(of: [.alwaysOnTop("DolphinOverlay")])
    #expect(
      describe(found).first
        == "step 3: always on top: DolphinOverlay is behind the presentation of cover")
  }

  @Test("A violation names its node once: after the rule when the rule lists several")
  func violationNamesItsNodeOnce() {
    let one = LayeringViolation(
      rule: "always on top: mascot", node: "mascot", message: "is behind the presentation of cover")
    #expect(one.description == "always on top: mascot is behind the presentation of cover")
    let several = LayeringViolation(
      rule: "always on top: mascot, toast", node: "toast",
      message: "is behind the presentation of cover")
    #expect(
      several.description
        == "always on top: mascot, toast: toast: is behind the presentation of cover")
    let none = LayeringViolation(rule: "the key window is visible", node: nil, message: "it isn't")
    #expect(none.description == "the key window is visible: it isn't")
  }

  @Test("The addSubview dolphin falls under the modal: always-on-top fires")
  func windowSubviewDolphin() throws {
    let found = try recording("WindowOverlayDolphinTests/dolphinFallsUnderModal.txt")
      .layeringViolations(of: [.alwaysOnTop("DolphinOverlay")])
    #expect(found.map(\.step) == [3])
  }

  @Test("In the composed seeds, the image alert lands in the dolphin's window that takes no taps")
  func composedSeeds() throws {
    let found = try recording("ComposedArticlesTests/imageAlertLandsInTheDolphinWindow.txt")
      .layeringViolations()
    let unusable = found.filter { $0.violation.rule == "presentations land in usable windows" }
    #expect(!unusable.isEmpty)
    #expect(unusable.first?.violation.message.contains("which doesn't take touches") == true)
  }

  @Test("The separate-window fix keeps every rule, the dolphin on top included")
  func fixIsClean() throws {
    let found = try recording("SeparateWindowDolphinTests/dolphinStaysInFront.txt")
      .layeringViolations(of: LayeringRule.standard + [.alwaysOnTop("DolphinOverlay")])
    #expect(describe(found) == [])
  }

  @Test("A stale transition view, a hidden key window and a warning each break their rule")
  func standardRulesFire() {
    let hierarchy = Hierarchy {
      Subtree(.window, "UIWindow", id: "main", .key, .hidden) {
        Subtree(.transition, "UITransitionView")
        Subtree(.transition, "UITransitionView") { Subtree(.controller, "UIViewController") }
      }
    }
    let step = Recording.Step(
      "swap", hierarchy,
      messages: [
        Recording.Message(.warning, "Attempt to present <A> on <B> which is already presenting <C>")
      ])
    let names = LayeringRule.standard.flatMap { $0.violations(in: step) }.map(\.rule)
    #expect(
      names == [
        "the key window is visible", "no stale transition views", "no UIKit presentation warnings",
      ])
  }

  @Test("An alert button under another window doesn't take taps")
  func alertButtonCovered() {
    let frame = Rect(x: 60, y: 448, width: 270, height: 44)
    let hierarchy = Hierarchy {
      Subtree(.window, "UIWindow", id: "main", .key) {
        Subtree(.transition, "UITransitionView", .presentationStyle("custom")) {
          Subtree(.view, "_UIAlertControllerActionView", .frame(frame), .extra("label", "OK"))
        }
      }
      Subtree(
        .window, "UIWindow", id: "overlay", .opaque,
        .frame(Rect(x: 0, y: 0, width: 390, height: 844)))
    }
    let step = Recording.Step("x", hierarchy)
    #expect(
      LayeringRule.alertButtonsTakeTaps.violations(in: step).map(\.description) == [
        "alert buttons take taps: button 'OK': a tap at its centre doesn't reach it: overlay "
          + "receives them"
      ])
  }

  @Test("Your own rule is a predicate over a hierarchy")
  func customRule() {
    let rule = LayeringRule("two windows at most") { $0.windowIndices.count <= 2 }
    let three = Hierarchy {
      Subtree(.window, "UIWindow")
      Subtree(.window, "UIWindow")
      Subtree(.window, "UIWindow")
    }
    #expect(rule.violations(in: Recording.Step("x", three)).map(\.rule) == ["two windows at most"])
    #expect(rule.violations(in: Recording.Step("x", Hierarchy())).isEmpty)
  }
}
