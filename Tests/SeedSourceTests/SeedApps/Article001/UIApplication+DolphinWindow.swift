// article 001: the fix, a window of its own for the dolphin.
// Copied exactly from the article, with an app file's own import lines (see ArticleBlocks/).

import SwiftUI
import UIKit

@MainActor
extension UIApplication {
    static var dolphinWindow: UIWindow?
    
    static func showDolphinWindow() {
        guard dolphinWindow == nil,
              let windowScene = shared.connectedScenes.first(where: { $0 is UIWindowScene }) as? UIWindowScene else {
            return
        }
        let newWindow = UIWindow(windowScene: windowScene)
        let vc = UIHostingController(rootView: DolphinOverlay())
        vc.view.backgroundColor = .clear
        newWindow.rootViewController = vc
        // このwindowがタップイベントを奪わないようにする
        newWindow.isUserInteractionEnabled = false
        dolphinWindow = newWindow
        newWindow.makeKeyAndVisible()
    }
}
