extension UIApplication {
  /// Checks the model's invariants after an operation in debug builds, and logs every
  /// violation to the console, where tests that expect a quiet console notice it.
  ///
  /// Release builds skip the check: it walks every view and controller.
  func verifyInvariantsAfterOperation(_ operation: @autoclosure () -> String) {
    #if DEBUG
    for violation in checkInvariants() {
      console.log("[HeadlessUIKit] invariant violated after \(operation()): \(violation)")
    }
    #endif
  }
}
