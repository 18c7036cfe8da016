import Foundation

/// Writes a message and a newline to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Ends the process with status 2, the convention for a bad command line.
func exitWithUsageError() -> Never {
  exit(2)
}
