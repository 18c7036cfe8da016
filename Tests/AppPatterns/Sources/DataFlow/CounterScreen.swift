import SwiftUI

/// An `@Observable` model, written with `import SwiftUI` alone as apps do: SwiftUI re-exports
/// Observation.
@Observable
final class CounterModel {
  var count = 0
}

/// A screen whose body reads the model: a tap on "add" changes it, and the next evaluation shows
/// the "positive" badge.
struct CounterScreen: View {
  @State private var model = CounterModel()

  var body: some View {
    VStack {
      Text("Count \(model.count)")
      Button("Add") { model.count += 1 }
        .accessibilityIdentifier("add")
      if model.count > 0 {
        Text("Positive").accessibilityIdentifier("positive")
      }
    }
  }
}
