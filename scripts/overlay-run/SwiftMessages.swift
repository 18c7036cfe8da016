// Driver of `measure-overlay-libraries.sh --run` for SwiftMessages, written from its README: `SwiftMessages.show(view:)`, default config (`.automatic` context: a new window at level normal, no dimming).

import HeadlessUIKit
import SwiftMessages
import Testing

@MainActor
@Suite struct SwiftMessagesRun {
  @Test func toastShowsOverAFullScreenModal() async throws {
    let harness = RunHarness()
    await harness.launch()
    // README: `SwiftMessages.show(view: myView)` with "any instance of UIView"; its nib layouts need
    // resources the scratch package lacks, so a MessageView made in code, given a height.
    let shown = MessageView(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
    shown.backgroundColor = .systemYellow
    shown.heightAnchor.constraint(equalToConstant: 80).isActive = true
    await harness.show { SwiftMessages.show(view: shown) }
    try harness.check("SwiftMessages", toast: shown, outside: .passThrough)
  }
}
