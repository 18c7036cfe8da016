// article 000: configuring the presented controller, a statement snippet in the article.
// Copied exactly inside a function so it compiles; only an app file's own import lines and the
// function's first and last lines are added.

import SwiftUI
import UIKit

/// The article's snippet, returning the controller it configures.
@MainActor
func articleConfiguredController() -> UIViewController {
let presentableContent = UIViewController()
presentableContent.modalPresentationStyle = .overCurrentContext
presentableContent.modalTransitionStyle = .crossDissolve
presentableContent.view.backgroundColor = .clear
return presentableContent
}
