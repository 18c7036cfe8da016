// article 000: the modifier that presents SwiftUI content over everything, like `.alert`.
// Copied exactly from the article, with an app file's own import lines (see ArticleBlocks/).

import Foundation
import SwiftUI
import UIKit

extension View {
    
    func presentContentOverFullScreen<ContentView>(
        isPresented: Binding<Bool>,
        content: (Binding<Bool>) -> ContentView
    ) -> some View where ContentView: View {
        let presentingController = UIWindow.topMostController as? PresentedHostingController<ContentView>
        if isPresented.wrappedValue {
            let isViewControllerAlreadyPresented = presentingController != nil
            if isViewControllerAlreadyPresented {
                // this prevent from presenting one more instance of controller
                // when SwiftUI View redraw body during presentation of this controller
                return self
            }

            let presentableContent = PresentedHostingController<ContentView>(
                rootView: content(isPresented)
            )
            presentableContent.modalPresentationStyle = .overCurrentContext
            presentableContent.modalTransitionStyle = .crossDissolve
            presentableContent.view.backgroundColor = .clear
            
            UIWindow.topMostController?.present(presentableContent, animated: true)
        } else {
            if let controller = presentingController {
                controller.dismiss(animated: true)
            }
        }
        
        return self
    }
}

fileprivate final class PresentedHostingController<Content>:
    UIHostingController<Content> where Content: View
{
    /*dummy*/
}
