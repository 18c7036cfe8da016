// UIKit re-exports Foundation (and with it `CGRect`, `CGPoint`, `CGSize`, `CGFloat`), so app code
// that imports only UIKit uses them; `import HeadlessUIKit` does the same.
@_exported public import Foundation
