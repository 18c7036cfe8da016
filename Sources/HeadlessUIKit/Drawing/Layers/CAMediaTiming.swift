// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The timing of layers and animations, as Core Animation's `CAMediaTiming`: each object maps
/// its parent's time to its own.
///
/// ``CALayer`` and ``CAAnimation`` adopt it. A layer's timing is used by
/// ``CALayer/convertTime(_:from:)``; the rest is kept as set (inert: the model's animations
/// complete at once).
public protocol CAMediaTiming: AnyObject {
  /// When the object's timeline begins in its parent's.
  var beginTime: CFTimeInterval { get set }
  /// An offset added to the object's local time.
  var timeOffset: CFTimeInterval { get set }
  /// How many times the object repeats.
  var repeatCount: Float { get set }
  /// How long the object repeats.
  var repeatDuration: CFTimeInterval { get set }
  /// The object's basic duration.
  var duration: CFTimeInterval { get set }
  /// How fast the object's time runs against its parent's.
  var speed: Float { get set }
  /// Whether the object runs backwards after forwards.
  var autoreverses: Bool { get set }
  /// How the object holds outside its active time.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// Returns the current absolute time in seconds, as Core Animation's `CACurrentMediaTime()`:
/// a monotonic clock (the system's uptime clock, as `mach_absolute_time()` on Apple's
/// platforms), unaffected by changes to the wall clock.
///
/// - Returns: The time in seconds.
public func CACurrentMediaTime() -> CFTimeInterval {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return CFTimeInterval(now.tv_sec) + CFTimeInterval(now.tv_nsec) / 1_000_000_000
}
