// Found by the compiler as Swift Testing's cross-import overlay for CoreGraphics when a test
// file imports `Testing` and `CoreGraphics` aliased to HeadlessCoreGraphics on Linux, where the
// toolchain declares the overlay without shipping it. Empty: Testing's CoreGraphics overlay adds
// image attachments, which the headless model has no pixels for.
