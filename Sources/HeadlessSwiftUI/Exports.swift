// SwiftUI re-exports UIKit on iOS: `import SwiftUI` alone gives `UIApplication` and `UIWindow`,
// which the dolphin article relies on. The headless module does the same.
@_exported public import HeadlessUIKit
