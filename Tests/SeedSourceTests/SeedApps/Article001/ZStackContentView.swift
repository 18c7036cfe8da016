// article 001: the dolphin in a `ZStack` with the tabs (it ends up under a `fullScreenCover`).
// Copied exactly from the article, with an app file's own import lines (see ArticleBlocks/).

import SwiftUI

struct DolphinOverlay: View {
    var body: some View {
        VStack(alignment: .trailing) {
            Spacer()
                .frame(maxWidth: .infinity)
            Image(.dolphin)
                .resizable()
                .frame(width: 100, height: 100)
                .padding()
        }
        .safeAreaPadding(.bottom, 50)
    }
}

struct ContentView: View {
    var body: some View {
        ZStack {
            MyTabView()
            DolphinOverlay()
        }
    }
}
