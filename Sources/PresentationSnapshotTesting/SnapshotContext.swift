@_spi(Testing) public import SnapshotStorage
public import Testing

/// The snapshot settings in effect for the current task: the record mode a trait chose, and
/// overrides that tools and the library's own tests use.
///
/// The overrides (`environment`, `run`, `fileSystem`) are test hooks, offered to code that
/// imports the module with `@_spi(Testing)`; they are not part of the API the library promises.
public struct SnapshotContext: Sendable {
  /// The record mode set by the innermost `.recordMode(_:)` trait, if any.
  public var recordMode: RecordMode?
  /// Where the trait that set ``recordMode`` is written, if a trait set it.
  public var recordModeLocation: SourceLocation?
  /// The environment to read settings from instead of the process's, if set.
  @_spi(Testing) public var environment: [String: String]?
  /// The run that tallies outcomes instead of `SnapshotRun.shared`, if set.
  @_spi(Testing) public var run: SnapshotRun?
  /// The file system to use instead of the real one, if set.
  @_spi(Testing) public var fileSystem: (any SnapshotFileSystem)?

  /// Creates a context with test hooks.
  ///
  /// - Parameters:
  ///   - recordMode: The record mode a trait chose.
  ///   - environment: The environment to read settings from instead of the process's.
  ///   - run: The run that tallies outcomes instead of the shared one.
  ///   - fileSystem: The file system to use instead of the real one.
  @_spi(Testing) public init(
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
