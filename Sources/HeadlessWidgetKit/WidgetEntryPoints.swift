public import HeadlessSwiftUI

// A widget extension's entry point: `@main` on its bundle or its one widget calls `main()`, which
// on a device starts the extension's process for WidgetKit to ask for timelines. The model runs
// no widget extension, so `main()` creates the bundle or widget, as the system does first, and
// returns: an extension target that compiles on Linux exits at once when run.

extension WidgetBundle {
  /// Initializes and runs the widget bundle: creates it and returns, as the model runs no
  /// widget extension.
  public static func main() {
    _ = Self()
  }
}

extension Widget {
  /// Initializes and runs the widget: creates it and returns, as the model runs no widget
  /// extension.
  public static func main() {
    _ = Self()
  }
}
