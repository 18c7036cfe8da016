// Stands in for Apple's ObjectiveC module (the Objective-C runtime's Swift face), which Linux
// lacks: app files that write `import ObjectiveC` beside `import UIKit` compile unchanged when
// README's setup aliases it here (`-module-alias ObjectiveC=HeadlessObjectiveC`). The parts of
// the runtime apps use without `@objc` (`Selector`, associated objects) are HeadlessUIKit's
// Linux-only stand-ins, so this module only re-exports HeadlessUIKit. The alias makes
// `canImport(ObjectiveC)` true in the app's own files (never in the models', which are built
// without it): code behind it that needs the real runtime (`#selector`, method swizzling)
// still fails there.
@_exported public import HeadlessUIKit
