import PresentationHierarchy
@_spi(Testing) import SnapshotStorage
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs one snapshot check for the current test and records what it found as an issue.
///
/// Internal helpers take `sourceLocation` without a default, so every caller forwards it.
func checkSnapshot(
  _ recording: Recording, named name: String?, record: RecordMode?,
  sourceLocation: SourceLocation
) -> SnapshotOutcome? {
  ModelIssues.installTestingHooks()
  do {
    let check = try SnapshotCheck(named: name, sourceLocation: sourceLocation)
    return check.run(recording, record: record)
  } catch {
    IssueReporter.record(error.description, sourceLocation: sourceLocation)
    return nil
  }
}

/// One snapshot check: the test's identity, the settings in effect and where the file lives.
struct SnapshotCheck {
  let key: SnapshotKey
  let name: String?
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
    self.name = name
    testName = test.qualifiedName
    testFilter =
      "\(test.id.moduleName).\((components.dropLast() + [SnapshotKey.functionName(function)]).joined(separator: "/"))"
    run = context.run ?? .shared
    self.sourceLocation = sourceLocation
  }

  func run(_ recording: Recording, record: RecordMode?) -> SnapshotOutcome? {
    let (mode, modeSource) = recordMode(argument: record)
    let referenceURL = locations.referenceURL(for: key)
    let claim = SnapshotClaim(
      test: testName, name: name, path: locations.displayPath(referenceURL))
    if let earlier = run.claim(claim) {
      IssueReporter.record(claim.collisionMessage(with: earlier), sourceLocation: sourceLocation)
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
      locations: locations)
    run.finishAtExit(environment: environment)
    report(outcome, recording: recording, isCI: isCI, modeSource: modeSource)
    return outcome
  }

  /// The mode in effect and where it came from.
  ///
  /// Precedence: the call's argument, the innermost trait, `RECORD_SNAPSHOTS`, the CI rule.
  /// An unknown `RECORD_SNAPSHOTS` is an error recorded once per run; the checks go on as
  /// `never`, so none passes wrongly, none writes, and the run's summary still counts them.
  private func recordMode(argument: RecordMode?) -> (RecordMode, RecordModeSource) {
    if let argument {
      return (argument, .argument(at: place(sourceLocation)))
    }
    let context = SnapshotContext.current
    if let trait = context.recordMode {
      return (trait, .trait(at: context.recordModeLocation.map(place) ?? "an enclosing suite"))
    }
    let value = environment[RecordMode.environmentVariable] ?? ""
    do {
      let mode = try RecordMode.fallback(environment: environment)
      return (mode, value.isEmpty ? .defaultRule : .environment(value: value))
    } catch {
      let message = SnapshotMessage.unknownRecordMode(error)
      if run.isFirstReport(of: message) {
        IssueReporter.record(message, sourceLocation: sourceLocation)
      }
      return (.never, .environment(value: value))
    }
  }

  /// A source location as `path:line`, relative to the package root.
  private func place(_ location: SourceLocation) -> String {
    "\(locations.displayPath(URL(fileURLWithPath: location.filePath))):\(location.line)"
  }

  private func report(
    _ outcome: SnapshotOutcome, recording: Recording, isCI: Bool, modeSource: RecordModeSource
  ) {
    guard
      let message = SnapshotMessage.text(
        for: outcome, locations: locations, testFilter: testFilter, isCI: isCI,
        modeSource: modeSource,
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    else { return }
    if outcome.isFailure {
      let fileName = (key.relativePath.split(separator: "/").last).map(String.init) ?? "snapshot"
      IssueReporter.attach(
        SnapshotFormat.write(recording), named: fileName, sourceLocation: sourceLocation)
      if let patch = outcome.patch {
        IssueReporter.attach(patch, named: fileName + ".patch", sourceLocation: sourceLocation)
      }
    }
    let severity: Issue.Severity = outcome.wroteReference ? .warning : .error
    if severity == .error && SnapshotMessage.usesAnnotations(environment) {
      // A workflow command on standard output: GitHub shows it on the pull request's diff.
      let file = locations.displayPath(URL(fileURLWithPath: sourceLocation.filePath))
      print(SnapshotMessage.annotation(for: message, file: file, line: sourceLocation.line))
    }
    IssueReporter.record(message, severity: severity, sourceLocation: sourceLocation)
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
