@_spi(Testing) package import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An interactive review: each pending snapshot's summary and diff, then a key that decides it.
package struct ReviewSession {
  /// What a review did, for its closing line.
  package struct Tally: Hashable, Sendable {
    /// How many pending snapshots were accepted.
    package var accepted = 0
    /// How many were rejected.
    package var rejected = 0
    /// How many were left pending.
    package var skipped = 0
  }

  /// The prompt shown after each diff.
  package static let prompt =
    "a accept · r reject · s skip · d show file · q quit · A accept all · R reject all > "

  private let pending: [PendingSnapshot]
  private let workspace: ReviewWorkspace
  private let style: TerminalStyle

  /// Creates a review of some pending snapshots.
  ///
  /// - Parameters:
  ///   - pending: The snapshots to review, in order.
  ///   - workspace: The package, for paths.
  ///   - style: Whether to colour the output.
  package init(pending: [PendingSnapshot], workspace: ReviewWorkspace, style: TerminalStyle) {
    self.pending = pending
    self.workspace = workspace
    self.style = style
  }

  private enum Decision {
    case accept, reject, skip
  }

  /// Runs the review, reading keys from and writing to a terminal.
  ///
  /// - Parameter terminal: The terminal.
  /// - Returns: How many snapshots were accepted, rejected and skipped.
  /// - Throws: ``ReviewError`` when a file can't be moved or removed.
  package func run(on terminal: inout some ReviewTerminal) throws(ReviewError) -> Tally {
    var tally = Tally()
    var remaining: Decision?
    for (index, item) in pending.enumerated() {
      let path = workspace.display(item.referenceURL)
      var decision = remaining
      if decision == nil {
        show(item, number: index + 1, on: &terminal)
        decision = ask(about: item, on: &terminal, remaining: &remaining)
      }
      switch decision {
      case .accept?:
        let verb = item.isNew ? "added" : "accepted"
        try workspace.accept(item)
        tally.accepted += 1
        terminal.write("\(verb) \(path)\n")
      case .reject?:
        try workspace.reject(item)
        tally.rejected += 1
        terminal.write("rejected \(path)\n")
      case .skip?:
        tally.skipped += 1
        terminal.write("skipped \(path)\n")
      case nil:
        tally.skipped += pending.count - index
        terminal.write("quit: \(pending.count - index) left pending\n")
        return tally
      }
    }
    return tally
  }

  private func show(_ item: PendingSnapshot, number: Int, on terminal: inout some ReviewTerminal) {
    let comparison = item.comparison(in: workspace)
    let status = item.status.rawValue
    let path = workspace.display(item.referenceURL)
    terminal.write(
      "\n" + style.bold("[\(number)/\(pending.count)] \(path) (\(status))") + "\n"
        + comparison.summary + "\n\n" + style.diff(comparison.diff))
    if !comparison.diff.hasSuffix("\n") { terminal.write("\n") }
  }

  /// Reads keys until one decides the snapshot; `nil` means quit.
  private func ask(
    about item: PendingSnapshot, on terminal: inout some ReviewTerminal,
    remaining: inout Decision?
  ) -> Decision? {
    while true {
      terminal.write(Self.prompt)
      guard let key = terminal.readKey() else {
        terminal.write("\n")
        return nil
      }
      let character = Character(Unicode.Scalar(key))
      if key >= 0x20 && key < 0x7F { terminal.write(String(character) + "\n") }
      switch character {
      case "a": return .accept
      case "r": return .reject
      case "s": return .skip
      case "q": return nil
      case "A":
        remaining = .accept
        return .accept
      case "R":
        remaining = .reject
        return .reject
      case "d":
        let bytes = (try? workspace.fileSystem.contents(of: item.pendingURL)) ?? []
        let text = String(decoding: bytes, as: UTF8.self)
        terminal.write(text.hasSuffix("\n") || text.isEmpty ? text : text + "\n")
      case "\n", "\r", " ":
        continue
      default:
        terminal.write("unknown key; press one of a, r, s, d, q, A, R\n")
      }
    }
  }
}
