// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Foundation spells this C function in upper camel case.

import Foundation

#if !canImport(ObjectiveC)
/// A point in time, in seconds since 1 January 2001 00:00:00 GMT, as Core Foundation's
/// `CFAbsoluteTime`; declared by the model because Foundation on Linux lacks it [DOC:
/// `corefoundation/cfabsolutetime`].
public typealias CFAbsoluteTime = Double

/// Returns the current time in seconds since 1 January 2001 00:00:00 GMT, as Core Foundation's
/// `CFAbsoluteTimeGetCurrent()`: `Date().timeIntervalSinceReferenceDate` [DOC:
/// `corefoundation/cfabsolutetimegetcurrent()`].
///
/// - Returns: The current absolute time.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  Date().timeIntervalSinceReferenceDate
}
#endif
