extension UIView {
  /// Attaches a gesture recognizer, moving it from the view it was attached to.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }

  /// Detaches a gesture recognizer; one that isn't attached is ignored.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    let remaining = (gestureRecognizers ?? []).filter { $0 !== gestureRecognizer }
    gestureRecognizers = remaining.isEmpty ? nil : remaining
    gestureRecognizer.view = nil
  }
}
