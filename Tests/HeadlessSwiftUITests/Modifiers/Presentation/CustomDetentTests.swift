import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// A bar a tenth of the presentation tall, at least 44 points: Apple's example of a custom detent.
private struct BarDetent: CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat? {
    max(44, context.maxDetentValue * 0.1)
  }
}

/// 300 points in the light appearance; inactive otherwise.
private struct LightOnlyDetent: CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat? {
    context.colorScheme == .light ? 300 : nil
  }
}

/// A detent that is never active.
private struct InactiveDetent: CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat? { nil }
}

extension PresentationDetent {
  fileprivate static let bar = Self.custom(BarDetent.self)
}

/// SwiftUI's custom detents become UIKit's custom sheet detents: a sheet rests at what the type
/// computes, as a UIKit sheet with the same resolver does, and an inactive one is skipped.
@MainActor
struct CustomDetentTests {
  private struct Screen: View {
    let detents: Set<PresentationDetent>
    @State private var showSheet = true

    var body: some View {
      Text("Map")
        .sheet(isPresented: $showSheet) {
          Text("Places").presentationDetents(detents)
        }
    }
  }

  /// The height on screen of the sheet the app presents.
  private func sheetHeight(in app: UIApplication) throws -> Double {
    let root = app.windowsBackToFront.first?.rootViewController
    let sheet = try #require(root?.presentedViewController)
    return sheet.view.convert(sheet.view.bounds, to: nil).height
  }

  /// The height of a UIKit sheet resting at a custom detent with `resolver`.
  private func uiKitSheetHeight(
    resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
  ) async throws -> Double {
    let (app, window) = launchKeyWindow(root: UIViewController())
    let sheet = UIViewController()
    sheet.sheetPresentationController?.detents = [.custom(resolver: resolver)]
    window.rootViewController?.present(sheet, animated: false)
    await app.settle()
    return sheet.view.convert(sheet.view.bounds, to: nil).height
  }

  @Test("A custom detent rests where UIKit's custom detent with the same resolver rests")
  func restsAsUIKitDoes() async throws {
    let app = await UIApplication.launch(Screen(detents: [.bar, .large]))
    let uiKit = try await uiKitSheetHeight { max(44, $0.maximumDetentValue * 0.1) }
    #expect(try sheetHeight(in: app) == uiKit)
    let large = await UIApplication.launch(Screen(detents: [.large]))
    #expect(try sheetHeight(in: app) < sheetHeight(in: large), "the bar rests below large")
  }

  @Test("A custom detent that resolves to nil is inactive: the sheet rests at the next one")
  func inactiveDetentIsSkipped() async throws {
    let app = await UIApplication.launch(
      Screen(detents: [.custom(InactiveDetent.self), .medium, .large]))
    let medium = await UIApplication.launch(Screen(detents: [.medium, .large]))
    #expect(try sheetHeight(in: app) == sheetHeight(in: medium))
  }

  @Test("Detents of one custom type are equal; the context reads the environment")
  func equalityAndContext() async throws {
    #expect(PresentationDetent.custom(BarDetent.self) == .bar)
    #expect(PresentationDetent.custom(InactiveDetent.self) != .bar)
    let app = await UIApplication.launch(Screen(detents: [.custom(LightOnlyDetent.self), .large]))
    let uiKit = try await uiKitSheetHeight { _ in 300 }
    #expect(try sheetHeight(in: app) == uiKit)
  }
}
