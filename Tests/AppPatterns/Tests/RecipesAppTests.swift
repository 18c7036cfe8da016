import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

/// A recipe book written as a 2026 SwiftUI project is (`Tab` values, a searchable list with swipe
/// actions, a form in a sheet with detents, a full-screen cooking mode, an `@Observable` store,
/// `@AppStorage`, focus, sensory feedback, previews), compiled unchanged with `import SwiftUI`
/// and driven through its own buttons.
@MainActor
@Suite struct RecipesAppTests {
  @Test func addingARecipeFromTheSheetListsItAndCookingCoversTheTabs() async throws {
    let app = await UIApplication.launch(RecipesApp.self)
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")
    #expect(try recorder.last.visibility(of: "RecipeBookScreen").isVisible)
    let root = try #require(app.windowsBackToFront.first?.rootViewController)

    // The toolbar's Add opens the form as a sheet resting at its medium detent.
    try await recorder.step("add") { try app.tap("Add") }
    let sheet = try #require(root.presentedViewController?.sheetPresentationController)
    #expect(Set(sheet.detents.map(\.identifier)) == [.medium, .large])
    #expect(try recorder.last.isInFront("AddRecipeSheet", of: "RecipeBookScreen"))

    // Save is disabled until the recipe has a name; typing one and saving lists it.
    try app.tap("Save")
    await app.settle()
    #expect(root.presentedViewController != nil, "a disabled Save takes no tap")
    try app.typeText("Ratatouille", into: "Name")
    try await recorder.step("save") { try app.tap("Save") }
    #expect(root.presentedViewController == nil)
    try await recorder.step("open the new recipe") {
      // A row's label is its texts together, as VoiceOver reads a combined row.
      try app.tap("Ratatouille 30 min · 2 servings")
    }
    #expect(try recorder.last.visibility(of: "RecipeDetailScreen").isVisible)
    try await recorder.step("back") { try app.tap("Recipes") }

    // A row pushes its detail; Start cooking covers everything, tab bar included.
    try await recorder.step("open Dal") { try app.tap("Dal 40 min · 2 servings") }
    try await recorder.step("cook") { try app.tap("Start cooking") }
    #expect(try recorder.last.isInFront("CookingModeView", of: "RecipeDetailScreen"))
    #expect(throws: GestureError.self, "the cover hides the tab bar") { try app.tap("Settings") }
    #expect(app.exceptions.isEmpty)
    expectSnapshot(of: recorder)
  }
}
