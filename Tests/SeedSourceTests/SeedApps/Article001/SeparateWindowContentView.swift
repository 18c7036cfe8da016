// seeds/001: ContentView showing the dolphin window when it appears.
// Copied exactly from the article inside a namespace: the article's first ContentView (the ZStack
// one) has the same name. Only the import lines and the enclosing enum are added.

#if canImport(UIKit)
import SwiftUI
import UIKit
#else
import HeadlessSwiftUI
import HeadlessUIKit
#endif

/// The article's second `ContentView`.
enum SeparateWindow {
struct ContentView: View {
    var body: some View {
        MyTabView()
            .task {
                UIApplication.showDolphinWindow()
            }
    }
}
}
