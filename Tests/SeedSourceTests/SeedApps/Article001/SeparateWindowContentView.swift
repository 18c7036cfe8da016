// article 001: ContentView showing the dolphin window when it appears.
// Copied exactly from the article inside a namespace: the article's first ContentView (the ZStack
// one) has the same name. Only an app file's own import lines and the enclosing enum are added.

import SwiftUI
import UIKit

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
