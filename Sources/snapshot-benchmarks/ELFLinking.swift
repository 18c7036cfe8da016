#if canImport(Glibc)
internal import Glibc
#endif

/// How an executable is linked, read from its ELF program headers: a fully static executable
/// has no `PT_INTERP` header naming a dynamic loader.
enum ELFLinking {
  /// Describes the linking of the 64-bit little-endian ELF file at `path`, such as
  /// `fully static` or `dynamic (loader /lib64/ld-linux-x86-64.so.2)`.
  ///
  /// - Returns: The description, or `nil` when the file is not such an ELF file.
  static func describe(_ path: String) -> String? {
    let file = open(path, O_RDONLY)
    guard file >= 0 else { return nil }
    defer { close(file) }
    let header = bytes(file, at: 0, count: 64)
    guard header.count == 64, header.starts(with: [0x7f, 0x45, 0x4c, 0x46, 2, 1]) else {
      return nil
    }
    let tableOffset = number(header, at: 0x20, width: 8)
    let entrySize = number(header, at: 0x36, width: 2)
    let entryCount = number(header, at: 0x38, width: 2)
    let table = bytes(file, at: tableOffset, count: entrySize * entryCount)
    guard entrySize >= 0x28, table.count == entrySize * entryCount else { return nil }
    for entry in 0..<entryCount where number(table, at: entry * entrySize, width: 4) == 3 {
      let offset = number(table, at: entry * entrySize + 0x08, width: 8)
      let size = number(table, at: entry * entrySize + 0x20, width: 8)
      let loader = bytes(file, at: offset, count: min(size, 4_096)).prefix { $0 != 0 }
      return "dynamic (loader \(String(decoding: loader, as: UTF8.self)))"
    }
    return "fully static (no dynamic loader)"
  }

  private static func bytes(_ file: Int32, at offset: Int, count: Int) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: max(0, count))
    let read = buffer.withUnsafeMutableBytes {
      pread(file, $0.baseAddress, $0.count, off_t(offset))
    }
    return Array(buffer.prefix(max(0, read)))
  }

  /// A little-endian unsigned number of `width` bytes.
  private static func number(_ bytes: [UInt8], at offset: Int, width: Int) -> Int {
    (0..<width).reversed().reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
  }
}
