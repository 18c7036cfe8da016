// The stand-in is UIKit's spelling in HeadlessUIKit plus, in the other files of this target, the
// few UIKit symbols LiveUIKitCapture reads that the model doesn't define. Each mirrors Apple's
// declaration (name, type, isolation); what it returns only lets the live capture's UIKit files
// compile and run against a headless app. It proves that those files compile, not how UIKit
// behaves.
@_exported public import HeadlessUIKit
