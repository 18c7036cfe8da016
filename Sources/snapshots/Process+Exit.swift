import SnapshotReview

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a message and a newline to standard error.
func printError(_ message: String) {
  StandardStreams.error.write(message + "\n")
}

/// Ends the process with status 2, the convention for a bad command line.
func exitWithUsageError() -> Never {
  exit(2)
}
