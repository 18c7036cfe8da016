import Foundation
import SnapshotReview
import Testing

struct ProcessEnvironmentTests {
  @Test("The command line reads the same variables as ProcessInfo")
  func sameAsProcessInfo() {
    let variables = ProcessEnvironment.current()
    #expect(variables == ProcessInfo.processInfo.environment)
    #expect(variables["PATH"] != nil, "a test process has a PATH")
  }
}
