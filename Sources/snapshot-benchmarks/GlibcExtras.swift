#if canImport(Glibc)
internal import Glibc
#endif

/// glibc functions that Swift's `Glibc` module doesn't import (they are declared only under
/// `_GNU_SOURCE`), looked up by name at run time.
enum GlibcExtras {
  private typealias AddChangeDirectory =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) ->
    Int32
  private typealias Trim = @convention(c) (Int) -> Int32

  /// Adds a change of working directory to a spawn's file actions
  /// (`posix_spawn_file_actions_addchdir_np`, glibc 2.29 and later).
  ///
  /// - Returns: Whether the action was added.
  static func addChangeDirectory(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ directory: String
  ) -> Bool {
    guard let function = lookUp("posix_spawn_file_actions_addchdir_np", as: AddChangeDirectory.self)
    else { return false }
    return function(actions, directory) == 0
  }

  /// Returns the heap's free pages to the system (`malloc_trim(0)`), so the resident set holds
  /// only live data; does nothing where `malloc_trim` doesn't exist.
  static func trimHeap() {
    _ = lookUp("malloc_trim", as: Trim.self)?(0)
  }

  private static func lookUp<Function>(_ name: String, as type: Function.Type) -> Function? {
    // A null handle is glibc's `RTLD_DEFAULT`: every library the process has loaded.
    guard let symbol = dlsym(nil, name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }
}
