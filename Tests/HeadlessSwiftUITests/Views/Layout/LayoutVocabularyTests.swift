import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `.layoutPriority`, `.safeAreaInset`, named coordinate spaces and `ViewThatFits` decide
/// frames and the hits that follow them, inside a 390×844 iPhone's safe area (47 points on
/// top, 34 below, so 763 points tall).
@MainActor
struct LayoutVocabularyTests {
  private func frame(of name: String, in app: UIApplication) throws -> Rect? {
    let hierarchy = app.captureHierarchy()
    return hierarchy[try hierarchy.index(of: name)].attributes.frame
  }

  /// Forty characters: 320 points of text on one line.
  private static let line = String(repeating: "a", count: 40)

  @Test("Without priorities, two texts share an HStack's width equally")
  func equalShares() async throws {
    let app = await UIApplication.launch(
      HStack(spacing: 0) {
        Text(Self.line).accessibilityIdentifier("first")
        Text(Self.line).accessibilityIdentifier("second")
      })
    #expect(try frame(of: "first", in: app)?.width == 195)
    #expect(try frame(of: "second", in: app)?.width == 195)
  }

  @Test("A higher layout priority is offered the space first; the rest gets what is left")
  func priorityFirst() async throws {
    let app = await UIApplication.launch(
      HStack(spacing: 0) {
        Text(Self.line).accessibilityIdentifier("low")
        Text(Self.line).layoutPriority(1).accessibilityIdentifier("high")
      })
    #expect(try frame(of: "high", in: app)?.width == 320)
    #expect(try frame(of: "low", in: app)?.width == 70)
    #expect(try frame(of: "high", in: app)?.x == 70)
  }

  @Test("A priority passes through a padding applied after it, in a VStack too")
  func priorityThroughPadding() async throws {
    let app = await UIApplication.launch(
      VStack(spacing: 0) {
        Color.red.accessibilityIdentifier("filler")
        Color.blue.frame(minHeight: 100, maxHeight: 700).layoutPriority(2).padding(.vertical, 10)
          .accessibilityIdentifier("tall")
      })
    // The tall view is offered 763 first: 700 and 20 of padding; the filler gets 43.
    #expect(try frame(of: "tall", in: app)?.height == 700)
    #expect(try frame(of: "filler", in: app)?.height == 43)
  }

  /// Thirty 60-point rows in a scroll view with an inset at an edge.
  private struct Inset: View {
    let edge: VerticalEdge

    var body: some View {
      ScrollView {
        ForEach(0..<30, id: \.self) { index in
          Color.gray.frame(height: 60).accessibilityIdentifier("row\(index)")
        }
      }
      .safeAreaInset(edge: edge, spacing: 0) {
        Color.blue.frame(height: 100).accessibilityIdentifier("banner")
      }
      .accessibilityIdentifier("scroll")
    }
  }

  @Test("A top inset sits at the top and the scroll view's content starts below it")
  func topInset() async throws {
    let app = await UIApplication.launch(Inset(edge: .top))
    #expect(try frame(of: "banner", in: app) == Rect(x: 0, y: 47, width: 390, height: 100))
    #expect(try frame(of: "row0", in: app) == Rect(x: 0, y: 147, width: 390, height: 60))
    #expect(try app.tap("banner").accessibilityIdentifier == "banner")
    #expect(app.hitTestDisagreements().isEmpty)
  }

  @Test("A bottom inset takes the taps where it is; the viewport ends above it")
  func bottomInset() async throws {
    let app = await UIApplication.launch(Inset(edge: .bottom))
    #expect(try frame(of: "banner", in: app) == Rect(x: 0, y: 710, width: 390, height: 100))
    // Row 9 (659 to 719) has its centre above the banner; row 10 (727 on) is behind it.
    #expect(try app.tap("row9").accessibilityIdentifier == "row9")
    #expect(throws: GestureError.self) { try app.tap("row10") }
    #expect(app.captureHierarchy().hitTestName(Point(x: 195, y: 757)) == "banner")
    #expect(app.hitTestDisagreements().isEmpty)
  }

  @Test("A leading inset takes its width and spacing from the modified view")
  func leadingInset() async throws {
    let app = await UIApplication.launch(
      Color.red
        .safeAreaInset(edge: .leading, spacing: 10) {
          Color.blue.frame(width: 40).accessibilityIdentifier("rail")
        }
        .accessibilityIdentifier("main"))
    #expect(try frame(of: "rail", in: app) == Rect(x: 0, y: 47, width: 40, height: 763))
    #expect(try frame(of: "main", in: app) == Rect(x: 50, y: 47, width: 340, height: 763))
  }

  /// What a geometry reader saw.
  private final class Seen {
    var frames: [String: CGRect] = [:]

    func record(_ frames: [String: CGRect]) {
      self.frames.merge(frames) { $1 }
    }
  }

  @Test("frame(in: .named) is relative to the nearest ancestor of that name")
  func namedSpaces() async throws {
    let seen = Seen()
    let app = await UIApplication.launch(
      VStack(spacing: 0) {
        Color.blue.frame(height: 100)
        VStack(spacing: 0) {
          Color.red.frame(height: 30)
          VStack(spacing: 0) {
            Color.red.frame(height: 20)
            GeometryReader { proxy in
              let _ = seen.record([
                "card": proxy.frame(in: .named("card")),
                "inner": proxy.frame(in: .named("inner")),
                "protocol": proxy.frame(in: NamedCoordinateSpace.named("card")),
                "global": proxy.frame(in: .global),
                "local": proxy.frame(in: .local),
                "unknown": proxy.frame(in: .named("nowhere")),
              ])
              Color.green
            }
          }
          .coordinateSpace(.named("inner"))
        }
        .coordinateSpace(name: "card")
      }
      .ignoresSafeArea())
    _ = app
    #expect(seen.frames["global"] == CGRect(x: 0, y: 150, width: 390, height: 694))
    #expect(seen.frames["card"] == CGRect(x: 0, y: 50, width: 390, height: 694))
    #expect(seen.frames["protocol"] == CGRect(x: 0, y: 50, width: 390, height: 694))
    #expect(seen.frames["inner"] == CGRect(x: 0, y: 20, width: 390, height: 694))
    #expect(seen.frames["local"] == CGRect(x: 0, y: 0, width: 390, height: 694))
    #expect(seen.frames["unknown"] == seen.frames["global"])
  }

  @Test("The nearest of two ancestors with the same name wins")
  func nearestNameWins() async throws {
    let seen = Seen()
    let app = await UIApplication.launch(
      VStack(spacing: 0) {
        Color.blue.frame(height: 100)
        VStack(spacing: 0) {
          Color.red.frame(height: 30)
          GeometryReader { proxy in
            let _ = seen.record(["space": proxy.frame(in: .named("space"))])
            Color.green
          }
        }
        .coordinateSpace(name: "space")
      }
      .coordinateSpace(name: "space")
      .ignoresSafeArea())
    _ = app
    #expect(seen.frames["space"]?.minY == 30)
  }

  @Test("ViewThatFits shows the first child whose ideal width fits, and only that one")
  func firstThatFits() async throws {
    let app = await UIApplication.launch(
      ViewThatFits(in: .horizontal) {
        Color.red.frame(width: 500, height: 50).accessibilityIdentifier("wide")
        Color.blue.frame(width: 300, height: 50).accessibilityIdentifier("narrow")
        Color.green.frame(width: 100, height: 50).accessibilityIdentifier("small")
      })
    let hierarchy = app.captureHierarchy()
    #expect(throws: HierarchyQueryError.self) { try hierarchy.index(of: "wide") }
    #expect(throws: HierarchyQueryError.self) { try hierarchy.index(of: "small") }
    #expect(try frame(of: "narrow", in: app) == Rect(x: 45, y: 403.5, width: 300, height: 50))
  }

  @Test("ViewThatFits checks only its axes, and falls back to the last child")
  func axesAndFallback() async throws {
    let app = await UIApplication.launch(
      VStack {
        ViewThatFits(in: .vertical) {
          Color.red.frame(width: 500, height: 50).accessibilityIdentifier("wide")
          Color.blue.frame(width: 300, height: 50).accessibilityIdentifier("narrow")
        }
        ViewThatFits {
          Color.red.frame(width: 900, height: 50).accessibilityIdentifier("huge")
          Color.blue.frame(width: 600, height: 50).accessibilityIdentifier("last")
        }
      })
    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.index(of: "wide") > 0)
    #expect(throws: HierarchyQueryError.self) { try hierarchy.index(of: "narrow") }
    #expect(try hierarchy.index(of: "last") > 0)
    #expect(throws: HierarchyQueryError.self) { try hierarchy.index(of: "huge") }
  }
}
