// Found by the compiler as Swift Testing's cross-import overlay for UIKit when a test file
// imports `Testing` and `UIKit` aliased to HeadlessUIKit on Linux, where the toolchain declares
// the overlay without shipping it. Empty: Testing's UIKit overlay adds image attachments, which
// the headless model has no pixels for.
