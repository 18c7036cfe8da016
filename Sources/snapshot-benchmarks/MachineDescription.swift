internal import Foundation

/// The machine in one line: system, cores, processor and cache sizes (the byte baselines at
/// 100k nodes depend on the caches).
enum MachineDescription {
  /// Describes this machine, such as `Debian GNU/Linux 12 (bookworm), 2 cores, AMD EPYC,
  /// L1d 48K, L1i 32K, L2 1024K, L3 32768K`.
  static func current() -> String {
    let info = ProcessInfo.processInfo
    var parts = [info.operatingSystemVersionString, "\(info.activeProcessorCount) cores"]
    if let cpu = read("/proc/cpuinfo")?.split(separator: "\n").first(where: {
      $0.hasPrefix("model name")
    }), let colon = cpu.firstIndex(of: ":") {
      parts.append(cpu[cpu.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    for index in 0..<8 {
      let folder = "/sys/devices/system/cpu/cpu0/cache/index\(index)/"
      guard let level = read(folder + "level"), let type = read(folder + "type"),
        let size = read(folder + "size")
      else { break }
      let kind = type == "Data" ? "d" : type == "Instruction" ? "i" : ""
      parts.append("L\(level)\(kind) \(size)")
    }
    return parts.joined(separator: ", ")
  }

  private static func read(_ path: String) -> String? {
    (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(
      in: .whitespacesAndNewlines)
  }
}
