/// A shared, mutable value that content reads and changes, like SwiftUI's `@State` with its
/// `Binding`.
///
/// Content is a value, so the state a presentation modifier reads lives here: a test (or an
/// action in the content) sets ``wrappedValue`` and then calls ``HostingController/update()``,
/// which stands for SwiftUI evaluating the bodies again.
///
/// ```swift
/// let showCover = Binding(false)
/// let root = Content.zStack([tabs, mascot]).fullScreenCover(isPresented: showCover) {
///   .color(id: "cover")
/// }
/// showCover.wrappedValue = true
/// try host.update()
/// ```
@MainActor
public final class Binding<Value> {
  /// The current value.
  public var wrappedValue: Value

  /// Creates a binding with an initial value.
  ///
  /// - Parameter initialValue: The value to start with.
  public init(_ initialValue: Value) {
    wrappedValue = initialValue
  }
}
