public import SnapshotStorage
public import Testing

/// The snapshot settings in effect for the current task: the record mode a trait chose, and
/// overrides that tools and the library's own tests use.
public struct SnapshotContext: Sendable {
  /// The record mode set by the innermost `.recordMode(_:)` trait, if any.
  public var recordMode: RecordMode?
  /// Where the trait that set ``recordMode`` is written, if a trait set it.
  public var recordModeLocation: SourceLocation?
  /// The environment to read settings from instead of the process's, if set.
  public var environment: [String: String]?
  /// The run that tallies outcomes instead of `SnapshotRun.shared`, if set.
  public var run: SnapshotRun?
  /// The file system to use instead of the real one, if set.
  public var fileSystem: (any SnapshotFileSystem)?

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - recordMode: The record mode a trait chose.
  ///   - environment: The environment to read settings from instead of the process's.
  ///   - run: The run that tallies outcomes instead of the shared one.
  ///   - fileSystem: The file system to use instead of the real one.
  public init(
    recordMode: RecordMode? = nil, environment: [String: String]? = nil, run: SnapshotRun? = nil,
    fileSystem: (any SnapshotFileSystem)? = nil
  ) {
    self.recordMode = recordMode
    self.environment = environment
    self.run = run
    self.fileSystem = fileSystem
  }

  /// The context of the current task.
  @TaskLocal public static var current = SnapshotContext()
}
