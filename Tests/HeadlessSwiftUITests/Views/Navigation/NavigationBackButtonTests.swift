import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// The back button of a SwiftUI navigation stack: UIKit's, titled by the screen below, popping
/// the path; `navigationBarBackButtonHidden(_:)` hides it.
@MainActor
struct SwiftUINavigationBackButtonTests {
  @MainActor final class Model {
    var path: [Int] = []
    var hidesBack = false
  }

  struct Root: View {
    let model: Model

    var body: some View {
      let path = Binding(get: { model.path }, set: { model.path = $0 })
      NavigationStack(path: path) {
        NavigationLink("Open", value: 1)
          .navigationTitle("Library")
          .navigationDestination(for: Int.self) { number in
            Text("Item \(number)")
              .navigationBarBackButtonHidden(model.hidesBack)
          }
      }
    }
  }

  @Test("[DOC] The pushed screen's back button shows the title below; a tap pops the path")
  func backPopsThePath() async throws {
    let model = Model()
    let app = await UIApplication.launch(Root(model: model))
    #expect(throws: GestureError.self, "the root has no back button") { try app.tap("Library") }
    try app.tap("Open")
    await app.settle()
    #expect(model.path == [1])
    try app.tap("Library")
    await app.settle()
    #expect(model.path.isEmpty, "popping by the back button leaves the path")
  }

  @Test("[DOC] navigationBarBackButtonHidden(_:) hides the back button while its screen is on top")
  func hiddenBackButton() async throws {
    let model = Model()
    model.hidesBack = true
    let app = await UIApplication.launch(Root(model: model))
    try app.tap("Open")
    await app.settle()
    #expect(throws: GestureError.self) { try app.tap("Library") }
    #expect(model.path == [1])
  }
}
