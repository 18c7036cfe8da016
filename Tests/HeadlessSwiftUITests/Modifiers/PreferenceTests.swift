import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Preference values flow from descendants up, reduced in view-tree order, and
/// `onPreferenceChange` runs its action after a layout that changed the value.
@MainActor
struct PreferenceTests {
  /// Names reduced by appending, in view-tree order.
  private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
      value += nextValue()
    }
  }

  /// A height reduced by taking the largest.
  private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
      value = max(value, nextValue())
    }
  }

  /// What the actions saw, in order.
  private final class Log {
    var names: [[String]] = []
    var heights: [CGFloat] = []
  }

  @Test("Siblings' values are reduced in view-tree order, nested ones included")
  func reducedInOrder() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      VStack {
        Color.red.preference(key: NamesKey.self, value: ["a"])
        HStack {
          Color.green.preference(key: NamesKey.self, value: ["b"])
          Color.gray
          Color.blue.preference(key: NamesKey.self, value: ["c"])
        }
      }
      .onPreferenceChange(NamesKey.self) { log.names.append($0) })
    _ = app
    #expect(log.names == [["a", "b", "c"]])
  }

  @Test("A value written around views replaces theirs; a transform changes what they produce")
  func writeAndTransform() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      VStack {
        VStack {
          Color.red.preference(key: NamesKey.self, value: ["hidden"])
        }
        .preference(key: NamesKey.self, value: ["outer"])
        Color.blue.preference(key: NamesKey.self, value: ["x"])
          .transformPreference(NamesKey.self) { $0.append("y") }
        Color.gray.transformPreference(NamesKey.self) { $0.append("empty") }
      }
      .onPreferenceChange(NamesKey.self) { log.names.append($0) })
    _ = app
    #expect(log.names == [["outer", "x", "y", "empty"]])
  }

  @Test("With no value set, the action sees the key's default on the first layout")
  func defaultValue() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      Color.red.onPreferenceChange(HeightKey.self) { log.heights.append($0) })
    _ = app
    #expect(log.heights == [0])
  }

  /// Measures a view with a geometry reader in its background and shows the height it read.
  private struct Measured: View {
    let log: Log
    @State private var height: CGFloat = 0

    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(height: 120)
          .background {
            GeometryReader { proxy in
              Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
            }
          }
        Color.blue.frame(height: 10).accessibilityIdentifier("height\(Int(height))")
      }
      .onPreferenceChange(HeightKey.self) { value in
        log.heights.append(value)
        height = value
      }
    }
  }

  @Test("An action that sets state is evaluated once more, and doesn't run again unchanged")
  func actionSetsState() async throws {
    let log = Log()
    let app = await UIApplication.launch(Measured(log: log))
    #expect(try app.captureHierarchy().index(of: "height120") > 0)
    #expect(log.heights == [120])
  }

  /// Shows a taller or shorter view on a tap; the observer reads the height.
  private struct Growing: View {
    let log: Log
    @State private var tall = false

    var body: some View {
      VStack {
        Button("Grow") { tall = true }.accessibilityIdentifier("grow")
        Color.red.frame(height: tall ? 200 : 100)
          .background {
            GeometryReader { proxy in
              Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
            }
          }
      }
      .onPreferenceChange(HeightKey.self) { log.heights.append($0) }
    }
  }

  @Test("The action runs again when a later layout changes the value")
  func changedValue() async throws {
    let log = Log()
    let app = await UIApplication.launch(Growing(log: log))
    try app.tap("grow")
    await app.settle()
    #expect(log.heights == [100, 200])
  }
}
