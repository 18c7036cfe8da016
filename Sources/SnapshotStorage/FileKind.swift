/// What a path names in the file system.
@_spi(Testing) public enum FileKind: Hashable, Sendable {
  /// Nothing is there.
  case missing
  /// A regular file.
  case regularFile
  /// A folder.
  case directory
  /// Something else, such as a symbolic link, which snapshot listings don't follow.
  case other
}
