// Stands in for Apple's QuartzCore (Core Animation), which Linux lacks: app files that write
// `import QuartzCore` beside `import UIKit` compile unchanged when README's setup aliases it here
// (`-module-alias QuartzCore=HeadlessQuartzCore`). Core Animation's types (`CALayer`,
// `CABasicAnimation`, `CACurrentMediaTime()` …) are HeadlessUIKit's, as UIKit re-exports
// QuartzCore, so this module only re-exports HeadlessUIKit.
@_exported public import HeadlessUIKit
