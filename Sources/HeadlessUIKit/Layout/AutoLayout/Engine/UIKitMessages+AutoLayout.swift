extension UIKitMessages {
  /// UIKit's report of required constraints that can't all hold, and of the one it breaks
  /// [OBS: the text of horizontalsystems/unstoppable-wallet-ios#707 (iOS 12+, `[LayoutConstraints]`
  /// and `<UIKitCore/UIView.h>`), mozilla-mobile/firefox-ios#27523 (2025),
  /// microsoftconnect/ms-intune-app-sdk-ios#523 (the note printed when the list holds
  /// autoresizing constraints); gscalzo/Swift2ByExample#7 (iOS 11's `<UIKit/UIView.h>`)].
  static func unsatisfiableConstraints(
    _ conflict: [EngineConstraint], breaking victim: EngineConstraint, profile: FidelityProfile
  ) -> String {
    var describer = ConstraintDescriber()
    let list = conflict.map { "    \"\(describer.describe($0))\"" }
    let broken = describer.describe(victim)
    let hasAutoresizing = conflict.contains {
      if case .autoresizing = $0.source { return true }
      return false
    }
    let header = profile.device.majorVersion >= 13 ? "UIKitCore" : "UIKit"
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if hasAutoresizing {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
          + "refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines += [
      "(", list.joined(separator: ",\n"), ")", "",
      "Will attempt to recover by breaking constraint ", broken, "",
    ]
    lines.append(
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the "
        + "debugger.")
    lines.append(
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<\(header)/UIView.h> may also be helpful.")
    return lines.joined(separator: "\n")
  }
}
