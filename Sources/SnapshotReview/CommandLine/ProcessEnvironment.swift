#if canImport(Glibc)
import Glibc
#elseif canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The process's environment variables, for ``Invocation/environment``.
package enum ProcessEnvironment {
  /// Reads the environment variables once; where a name is set twice, the first wins, as
  /// `getenv` finds it.
  ///
  /// On Linux they come straight from the C library's `environ`: `ProcessInfo` would first set
  /// itself up (locks, the arguments, the host), which costs a short command more than the
  /// variables it reads.
  ///
  /// - Returns: The variables by name.
  package static func current() -> [String: String] {
    #if canImport(Glibc)
    var variables: [String: String] = [:]
    var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    while let current = entry, let pointer = current.pointee {
      let pair = String(cString: pointer)
      if let equals = pair.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(pair[..<equals])
        if variables[name] == nil {
          variables[name] = String(pair[pair.index(after: equals)...])
        }
      }
      entry = current + 1
    }
    return variables
    #else
    return ProcessInfo.processInfo.environment
    #endif
  }
}
