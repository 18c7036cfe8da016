#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two ends of an interactive review: keys in, text out.
package protocol ReviewTerminal {
  /// Returns the next key pressed, or `nil` at the end of input.
  mutating func readKey() -> UInt8?
  /// Writes text immediately, without a newline.
  ///
  /// - Parameter text: The text.
  mutating func write(_ text: String)
}

/// The process's own terminal, with line buffering and echo turned off while it is in use.
package struct StandardTerminal: ReviewTerminal {
  private var saved: termios?

  /// Returns whether standard input and standard output are both terminals.
  package static var isAvailable: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// Creates the terminal; call ``enterKeyMode()`` before reading keys.
  package init() {}

  /// Makes every key press readable at once, without echo.
  package mutating func enterKeyMode() {
    var settings = termios()
    guard tcgetattr(0, &settings) == 0 else { return }
    saved = settings
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    tcsetattr(0, TCSANOW, &settings)
  }

  /// Restores the settings the terminal had before ``enterKeyMode()``.
  package mutating func restore() {
    guard var settings = saved else { return }
    tcsetattr(0, TCSANOW, &settings)
    saved = nil
  }

  package mutating func readKey() -> UInt8? {
    var byte: UInt8 = 0
    return read(0, &byte, 1) == 1 ? byte : nil
  }

  package mutating func write(_ text: String) {
    StandardStreams.output.write(text)
  }
}
