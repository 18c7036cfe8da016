#if canImport(Glibc)
internal import Glibc
#endif

/// Where this benchmark runs from: its own executable and the package it was built from.
enum PackageLocation {
  /// This executable's absolute path, from `/proc/self/exe`.
  static var executable: String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The package root: the nearest folder holding `Package.swift` above this executable (which
  /// SwiftPM builds under `.build/`), else above this source file.
  static func root(sourceFile: String = #filePath) -> String? {
    for start in [executable, sourceFile].compactMap(\.self) {
      var directory = start
      while let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
        directory = String(directory[..<slash])
        if access(directory + "/Package.swift", F_OK) == 0 { return directory }
      }
    }
    return nil
  }
}
