import Foundation
import PresentationHierarchy
import SnapshotStorage
import Testing

/// Runs one snapshot check for the current test and records what it found as an issue.
///
/// Internal helpers take `sourceLocation` without a default, so every caller forwards it.
func checkSnapshot(
  _ recording: Recording, named name: String?, record: RecordMode?,
  sourceLocation: SourceLocation
) -> SnapshotOutcome? {
  do {
    let check = try SnapshotCheck(named: name, sourceLocation: sourceLocation)
    return check.run(recording, record: record)
  } catch {
    Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    return nil
  }
}

/// One snapshot check: the test's identity, the settings in effect and where the file lives.
struct SnapshotCheck {
  let key: SnapshotKey
  let testName: String
  let testFilter: String
  let environment: [String: String]
  let locations: SnapshotLocations
  let run: SnapshotRun
  let sourceLocation: SourceLocation

  init(named name: String?, sourceLocation: SourceLocation) throws(SnapshotCheckError) {
    guard let test = Test.current else { throw .notInTest }
    if name == nil, Test.Case.current?.isParameterized == true {
      throw .unnamedInParameterizedTest(test.name)
    }
    let context = SnapshotContext.current
    environment = context.environment ?? ProcessInfo.processInfo.environment
    do {
      locations = try SnapshotLocations.find(
        forTestFile: sourceLocation.filePath, environment: environment)
    } catch {
      throw .noLocation(error)
    }
    let components = test.id.nameComponents
    let function = components.last ?? test.name
    var suitePath = Array(components.dropLast())
    if suitePath.isEmpty {
      // A free test function: group its snapshots by source file instead of by suite.
      suitePath = [String(sourceLocation.fileName.prefix { $0 != "." })]
    }
    key = SnapshotKey(
      module: test.id.moduleName, suitePath: suitePath, function: function, name: name)
    testName = "\(test.id.moduleName).\(components.joined(separator: "/"))"
    testFilter =
      "\(test.id.moduleName).\((components.dropLast() + [SnapshotKey.functionName(function)]).joined(separator: "/"))"
    run = context.run ?? .shared
    self.sourceLocation = sourceLocation
  }

  func run(_ recording: Recording, record: RecordMode?) -> SnapshotOutcome? {
    // Precedence: the call's argument, the innermost trait, RECORD_SNAPSHOTS, the CI rule.
    let mode: RecordMode
    if let chosen = record ?? SnapshotContext.current.recordMode {
      mode = chosen
    } else {
      do {
        mode = try RecordMode.fallback(environment: environment)
      } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        return nil
      }
    }
    let referenceURL = locations.referenceURL(for: key)
    if let owner = run.claim(referenceURL, for: testName) {
      Issue.record(
        Comment(
          rawValue: "Two snapshot assertions map to \(locations.displayPath(referenceURL)): "
            + "\(owner) and \(testName). Pass a distinct 'named:' to each."),
        sourceLocation: sourceLocation)
      return nil
    }
    var recording = recording
    recording.testName = String(key.relativePath.dropLast(key.fileExtension.count + 1))
    let isCI = RecordMode.isCI(environment)
    let store = SnapshotStore(
      locations: locations, fileSystem: SnapshotContext.current.fileSystem ?? LocalFileSystem())
    let outcome = store.check(recording, at: key, mode: mode, isCI: isCI)
    run.add(
      SnapshotReport.Entry(outcome, test: testName, locations: locations),
      packageRoot: locations.packageRoot)
    run.finishAtExit(environment: environment)
    report(outcome, recording: recording, isCI: isCI)
    return outcome
  }

  private func report(_ outcome: SnapshotOutcome, recording: Recording, isCI: Bool) {
    guard
      let message = SnapshotMessage.text(
        for: outcome, locations: locations, testFilter: testFilter, isCI: isCI)
    else { return }
    if outcome.isFailure {
      let fileName = (key.relativePath.split(separator: "/").last).map(String.init) ?? "snapshot"
      Attachment.record(
        SnapshotFormat.write(recording), named: fileName, sourceLocation: sourceLocation)
      if let patch = outcome.patch {
        Attachment.record(patch, named: fileName + ".patch", sourceLocation: sourceLocation)
      }
    }
    let severity: Issue.Severity = outcome.wroteReference && !isCI ? .warning : .error
    if severity == .error && SnapshotMessage.usesAnnotations(environment) {
      // A workflow command on standard output: GitHub shows it on the pull request's diff.
      let file = locations.displayPath(URL(fileURLWithPath: sourceLocation.filePath))
      print(SnapshotMessage.annotation(for: message, file: file, line: sourceLocation.line))
    }
    Issue.record(Comment(rawValue: message), severity: severity, sourceLocation: sourceLocation)
  }
}

/// Why a snapshot check could not run.
enum SnapshotCheckError: Error, CustomStringConvertible {
  case notInTest
  case unnamedInParameterizedTest(String)
  case noLocation(SnapshotLocationError)

  var description: String {
    switch self {
    case .notInTest:
      return "expectSnapshot must be called from inside a test (Test.current is nil)."
    case .unnamedInParameterizedTest(let test):
      return "\(test) is parameterized: pass 'named:' to expectSnapshot, built from the "
        + "arguments, so each case has its own snapshot file."
    case .noLocation(let error):
      return error.description
    }
  }
}
