import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// The styling values of the environment, read as apps read them: nil unless an ancestor set
/// them through `environment(_:_:)`, and the whole environment through `\.self`.
@MainActor
struct EnvironmentStylingTests {
  /// Shows what it reads as identifiers.
  private struct Caption: View {
    let name: String
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.backgroundStyle) private var backgroundStyle
    // census: @Environment(\.self)
    @Environment(\.self) private var environment

    var body: some View {
      Text(name)
        .accessibilityIdentifier(
          "\(name)-lines-\(lineLimit.map(String.init) ?? "any")-"
            + "\(backgroundStyle == nil ? "system" : "styled")-"
            + "\(environment.lineLimit == lineLimit ? "same" : "differs")")
    }
  }

  private struct Screen: View {
    var body: some View {
      VStack {
        Caption(name: "plain")
        Caption(name: "limited")
          .environment(\.lineLimit, 2)
          .environment(\.backgroundStyle, AnyShapeStyle(Color.blue))
      }
    }
  }

  @Test("[DOC] lineLimit and backgroundStyle are nil until an ancestor sets them")
  func stylingValues() async throws {
    // Evidence: swiftui/environmentvalues/linelimit ("The default is nil"),
    // swiftui/environmentvalues/backgroundstyle.
    let app = await UIApplication.launch(Screen())
    let hierarchy = app.captureHierarchy()
    #expect((try? hierarchy.index(of: "plain-lines-any-system-same")) != nil)
    #expect((try? hierarchy.index(of: "limited-lines-2-styled-same")) != nil)
  }
}
