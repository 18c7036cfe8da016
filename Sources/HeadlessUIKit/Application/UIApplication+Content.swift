extension UIApplication {
  /// Evaluates hosted SwiftUI content again in an app; `HeadlessSwiftUI` sets it when it first
  /// hosts content, so in a UIKit-only test a tap or a swipe runs nothing else.
  package static var contentEvaluator: (@MainActor (UIApplication) -> Void)?

  /// Evaluates hosted content again, as SwiftUI does after a change (UIKit reference §5.2).
  package func evaluateContent() {
    Self.contentEvaluator?(self)
  }
}
