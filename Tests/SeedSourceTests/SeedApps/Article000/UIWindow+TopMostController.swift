// seeds/000: finding the presenter, `UIWindow.topMostController`.
// Copied exactly from the article; only the import lines differ (see ArticleBlocks/).

#if canImport(UIKit)
import SwiftUI
import UIKit
#else
import HeadlessSwiftUI
import HeadlessUIKit
#endif

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
