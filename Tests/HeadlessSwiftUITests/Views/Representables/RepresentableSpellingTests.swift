import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Representables as apps write them: `Context`, a `Coordinator` class, `@Binding` and
/// `@Environment` on the representable, the static dismantle method, `sizeThatFits`.
@MainActor
struct RepresentableSpellingTests {
  struct MapView: UIViewRepresentable {
    var zoom: Double

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.accessibilityIdentifier = "map"
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
      _ = context.environment.colorScheme
      _ = context.transaction.animation
      uiView.alpha = zoom > 0 ? 1 : 0.5
    }

    static func dismantleUIView(_ uiView: UIView, coordinator: ()) {}

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
      proposal.replacingUnspecifiedDimensions()
    }
  }

  struct ImagePicker: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    @Environment(\.dismiss) private var dismiss

    class Coordinator: NSObject {
      var parent: ImagePicker

      init(_ parent: ImagePicker) {
        self.parent = parent
      }

      @MainActor func finish() {
        parent.isPresented = false
      }
    }

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    func makeUIViewController(context: Context) -> UIViewController {
      let controller = UIViewController()
      controller.view.accessibilityIdentifier = "picker"
      return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
      context.coordinator.parent = self
    }

    static func dismantleUIViewController(
      _ uiViewController: UIViewController, coordinator: Coordinator
    ) {}
  }

  struct Screen: View {
    @State private var isPresented = true

    var body: some View {
      VStack {
        MapView(zoom: 2).frame(height: 120)
        ImagePicker(isPresented: $isPresented)
      }
    }
  }

  @Test("MapView and ImagePicker as apps write them compile and render")
  func appSpellings() async throws {
    let app = await UIApplication.launch(Screen())
    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.index(of: "map") < hierarchy.index(of: "picker"))
    let sizes: [ProposedViewSize] = [
      .zero, .unspecified, .infinity, .init(CGSize(width: 1, height: 2)),
    ]
    #expect(sizes[1].replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
    let transaction = Transaction(animation: .default)
    #expect(transaction.animation == .default)
    #expect(!Transaction().disablesAnimations)
  }
}
