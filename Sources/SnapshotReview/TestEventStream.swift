package import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a Swift Testing event stream (`swift test --event-stream-output-path …
/// --event-stream-version 6.3`) says about each test function: passed, failed, skipped or not
/// finished, and whether the run itself finished.
///
/// Version 6.3 is the one to ask for: with version 0, Swift Testing delivers no warning to any
/// event handler, its console included, so a run would hide the warnings that say a snapshot
/// was written. Streams of version 0 read the same.
package struct TestEventStream: Hashable, Sendable {
  /// What happened to one test function.
  package enum Status: Hashable, Sendable {
    /// The test ran to its end with no issue other than known issues and warnings.
    case passed
    /// The test recorded at least one issue.
    case failed
    /// The test was skipped (`.disabled`, `.enabled(if:)`), with the reason given, if any.
    case skipped(String?)
    /// The test started but never ended, or never started: the run stopped before it.
    case unfinished
  }

  /// One test function of the run.
  package struct TestFunction: Hashable, Sendable {
    /// The test's identifier in the stream, such as `AppTests.Toasts/shows()/Toasts.swift:9:4`.
    package var id: String
    /// The snapshot key of the test's unnamed snapshot; named ones share its folder and base.
    package var key: SnapshotKey
    /// What happened to it.
    package var status: Status
  }

  /// The test functions, in the order the stream declared them.
  package var tests: [TestFunction]
  /// Whether the stream holds the run's end.
  package var runEnded: Bool
  /// When the run ended, in seconds since 1970, if it did.
  package var runEndedAt: Double?
  /// How many issues were recorded outside any test.
  package var issuesOutsideTests: Int

  /// Reads a stream from its bytes: one JSON record per line.
  ///
  /// - Parameter bytes: The stream's contents.
  /// - Throws: ``ReviewError`` naming the first line that is not a record.
  package init(_ bytes: [UInt8]) throws(ReviewError) {
    var declared: [(id: String, key: SnapshotKey)] = []
    var statuses: [String: Status] = [:]
    var ended = false
    var endedAt: Double?
    var strayIssues = 0
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n")).enumerated() {
      let record: Record
      do {
        record = try JSONDecoder().decode(Record.self, from: Data(line))
      } catch {
        throw ReviewError("line \(index + 1) of the event stream is not a Swift Testing record")
      }
      let payload = record.payload
      if record.kind == "test" {
        if payload.kind == "function", let id = payload.id, let key = Self.key(for: payload) {
          declared.append((id, key))
        }
        continue
      }
      switch payload.kind {
      case "testStarted":
        if let id = payload.testID, statuses[id] == nil { statuses[id] = .unfinished }
      case "testEnded":
        if let id = payload.testID, statuses[id] == .unfinished { statuses[id] = .passed }
      case "testSkipped":
        if let id = payload.testID {
          statuses[id] = .skipped(payload.comments?.first ?? payload.messages?.first?.text)
        }
      case "issueRecorded":
        // An issue the reader can't make out counts against its test: a file is then kept.
        guard payload.issue?.failsTheTest ?? true else { break }
        if let id = payload.testID { statuses[id] = .failed } else { strayIssues += 1 }
      case "runEnded":
        ended = true
        endedAt = payload.instant?.since1970
      default:
        break
      }
    }
    tests = declared.map {
      TestFunction(id: $0.id, key: $0.key, status: statuses[$0.id] ?? .unfinished)
    }
    runEnded = ended
    runEndedAt = endedAt
    issuesOutsideTests = strayIssues
  }

  /// The key `expectSnapshot` gives an unnamed snapshot of the test: module, suites (or the
  /// file's name for a free function) and function, from the identifier
  /// `Module.Suite/Inner/function()/File.swift:line:column`.
  private static func key(for payload: Record.Payload) -> SnapshotKey? {
    guard let id = payload.id, let dot = id.firstIndex(of: ".") else { return nil }
    var components = id[id.index(after: dot)...].split(separator: "/").map(String.init)
    if let last = components.last, last.contains(".swift:") { components.removeLast() }
    guard let function = components.popLast() else { return nil }
    var suites = components
    if suites.isEmpty, let fileID = payload.sourceLocation?.fileID {
      let fileName = fileID.split(separator: "/").last.map(String.init) ?? fileID
      suites = [String(fileName.prefix { $0 != "." })]
    }
    return SnapshotKey(module: String(id[..<dot]), suitePath: suites, function: function)
  }

  /// The fields of a stream record this reader uses.
  private struct Record: Decodable {
    struct Payload: Decodable {
      struct Location: Decodable { var fileID: String? }
      struct Issue: Decodable {
        var isKnown: Bool?
        var severity: String?
        /// Said from version 6.3 of the stream on; version 0 leaves warnings out instead.
        var isFailure: Bool?

        /// Whether the issue fails its test: not a known issue, not a warning.
        var failsTheTest: Bool {
          isFailure ?? (isKnown != true && severity != "warning")
        }
      }
      struct Message: Decodable { var text: String? }
      struct Instant: Decodable { var since1970: Double? }

      var kind: String?
      var id: String?
      var testID: String?
      var sourceLocation: Location?
      var issue: Issue?
      var messages: [Message]?
      var instant: Instant?
      var comments: [String]?

      enum CodingKeys: String, CodingKey {
        case kind, id, testID, sourceLocation, issue, messages, instant
        case comments = "_comments"
      }
    }

    var kind: String
    var payload: Payload
  }
}
