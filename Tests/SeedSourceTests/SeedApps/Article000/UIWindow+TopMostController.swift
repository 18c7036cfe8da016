// article 000: finding the presenter, `UIWindow.topMostController`.
// Copied exactly from the article, with an app file's own import lines (see ArticleBlocks/).

import SwiftUI
import UIKit

extension UIWindow {
    
    static var topMostController: UIViewController? {
        let keyWindow = UIApplication.shared.windows
            .filter { $0.isKeyWindow }
            .first
        
        if var topController = keyWindow?.rootViewController {
            while let presentedViewController = topController.presentedViewController {
                topController = presentedViewController
            }
            
            return topController
        }
        
        return nil
    }
}
