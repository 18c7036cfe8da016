// article 001: the aside, `window.addSubview` (it ends up under the modal too).
// Copied exactly from the article, with an app file's own import lines (see ArticleBlocks/).

import SwiftUI
import UIKit

@MainActor
extension UIApplication {
    var connectedSceneKeyWindow: UIWindow? {
        guard let windowScene = connectedScenes
            .first(where: { $0 is UIWindowScene }) as? UIWindowScene else {
            return nil
        }
        return windowScene.keyWindow
    }
}

extension View {
    func windowOverlay<V>(@ViewBuilder content: () -> V) -> some View where V : View {
        let tag = 12345
        if let window = UIApplication.shared.connectedSceneKeyWindow,
           !window.subviews.contains(where: { $0.tag == tag }) {
            let vc = UIHostingController(rootView: content())
            vc.view.tag = tag
            vc.view.frame = window.bounds
            vc.view.backgroundColor = .clear
            vc.view.isUserInteractionEnabled = false
            window.addSubview(vc.view)
        }
        return self
    }
}
