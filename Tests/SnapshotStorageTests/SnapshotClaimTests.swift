@_spi(Testing) import SnapshotStorage
import Testing

struct SnapshotClaimTests {
  @Test("A run reports the first claim on a file to every later one, ignoring letter case")
  func claims() {
    let run = SnapshotRun()
    let first = claim("first", path: "Snapshots/M/S/f.txt")
    #expect(run.claim(first) == nil)
    #expect(run.claim(claim("second", path: "Snapshots/M/S/f.txt")) == first)
    #expect(run.claim(claim("third", path: "Snapshots/M/S/F.txt")) == first)
    #expect(run.claim(claim("second", path: "Snapshots/M/S/g.txt")) == nil)
  }

  @Test("Parallel claims of one file leave exactly one owner")
  func claimsInParallel() async {
    let run = SnapshotRun()
    let owners = await withTaskGroup(of: SnapshotClaim?.self) { group in
      for index in 0..<100 {
        group.addTask { run.claim(claim("test\(index)", path: "Snapshots/M/S/f.txt")) }
      }
      var owners: [SnapshotClaim?] = []
      for await owner in group { owners.append(owner) }
      return owners
    }
    #expect(owners.count { $0 == nil } == 1)
    #expect(Set(owners.compactMap { $0?.test }).count == 1)
  }

  @Test(
    "The collision message says why the two assertions map to one file, and what to change",
    arguments: [
      (
        claim("T", nil), claim("T", nil),
        "Two snapshot assertions in T map to one file, Snapshots/M/S/f.txt. Pass a distinct "
          + "'named:' to each."
      ),
      (
        claim("T", "dark"), claim("T", "dark"),
        "Two snapshot assertions in T map to one file, Snapshots/M/S/f.txt. Both are named "
          + "'dark'; pass a distinct 'named:' to each."
      ),
      (
        claim("T", "dark mode"), claim("T", "dark_mode"),
        "Two snapshot assertions in T map to one file, Snapshots/M/S/f.txt. Their names "
          + "'dark mode' and 'dark_mode' differ only in characters a file name can't hold (only "
          + "letters, digits, '_' and '-' are kept); pass names that differ in letters or digits."
      ),
      (
        claim("T", "Dark"), claim("T", "dark", path: "Snapshots/M/S/f.Dark.txt"),
        "Two snapshot assertions in T map to Snapshots/M/S/f.txt and Snapshots/M/S/f.Dark.txt, "
          + "one file on macOS, whose default file system ignores letter case. Their names "
          + "'Dark' and 'dark' differ only in letter case; pass names that differ in more than "
          + "case."
      ),
      (
        claim("A", nil), claim("B", nil),
        "A and B map to one file, Snapshots/M/S/f.txt. Pass a distinct 'named:' to the "
          + "assertions, or rename one test."
      ),
    ])
  func collisionMessage(earlier: SnapshotClaim, later: SnapshotClaim, expected: String) {
    #expect(later.collisionMessage(with: earlier) == expected)
  }
}

// MARK: - Fixtures

private func claim(_ test: String, path: String) -> SnapshotClaim {
  SnapshotClaim(test: test, name: nil, path: path)
}

private func claim(_ test: String, _ name: String?, path: String = "Snapshots/M/S/f.txt")
  -> SnapshotClaim
{
  SnapshotClaim(test: test, name: name, path: path)
}
