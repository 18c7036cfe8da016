// Stands in for Apple's CoreGraphics, which Linux lacks: app files that write
// `import CoreGraphics` beside `import UIKit` compile unchanged when README's setup aliases it
// here (`-module-alias CoreGraphics=HeadlessCoreGraphics`). Foundation on Linux has the geometry
// (`CGRect`, `CGPoint`, `CGFloat`); the rest (`CGContext`, `CGPath`, `CGColor` …) is
// HeadlessUIKit's, as UIKit re-exports CoreGraphics, so this module only re-exports HeadlessUIKit.
@_exported public import HeadlessUIKit
