import PresentationHierarchy

/// Counts the changes that can make a body evaluate differently, and which renders read what.
///
/// A change SwiftUI tracks where it happens — a write to a `@State`, `@AppStorage` or
/// `@SceneStorage` value, an edit mode, a scroll offset, a change of an object or `@Observable`
/// property a host's views observe — is stamped on what changed (``ChangeStamp``), and only the
/// renders that read it evaluate again, as SwiftUI evaluates again only the bodies that depend on
/// what changed. A change made where SwiftUI can't see what it touched — app code run by a
/// lifecycle, preference or `onReceive` action or a presentation's `onDismiss`, a custom
/// binding's setter — is *untracked*: every host renders again after it. A user action is no
/// change in itself: what its action writes counts as above, and what UIKit changed that the
/// views read (a popped screen, a dismissed sheet, the window) is in each render's inputs
/// (``RenderInputs``). The counts are shared by every app in the process, so a change in one
/// app only makes the others render again, never less.
enum ContentChanges {
  private struct Counts {
    /// Every change so far: the clock ``ChangeStamp``s are stamped with.
    var all: UInt64 = 0
    /// The untracked changes so far.
    var untracked: UInt64 = 0
    /// What each render running reads, innermost last.
    var reads: [[ObjectIdentifier: ChangeStamp]] = []
  }

  private static let counts = Locked(Counts())

  /// The number of untracked changes so far.
  static var untracked: UInt64 { counts.withLock { $0.untracked } }

  /// Records an untracked change: every host renders again.
  static func note() {
    counts.withLock {
      $0.all &+= 1
      $0.untracked &+= 1
    }
  }

  /// Records a tracked change; returns its place on the clock.
  static func advance() -> UInt64 {
    counts.withLock {
      $0.all &+= 1
      return $0.all
    }
  }

  /// Records that the render running reads a value, so a change of it makes that render
  /// evaluate again.
  static func read(_ stamp: ChangeStamp) {
    counts.withLock { counts in
      guard !counts.reads.isEmpty else { return }
      counts.reads[counts.reads.count - 1][ObjectIdentifier(stamp)] = stamp
    }
  }

  /// Runs a render; returns what it returned and what it read.
  static func recordingReads<Result>(_ render: () -> Result) -> (Result, RenderReads) {
    let (clock, untracked) = counts.withLock { counts in
      counts.reads.append([:])
      return (counts.all, counts.untracked)
    }
    let result = render()
    let stamps = counts.withLock { Array($0.reads.removeLast().values) }
    return (result, RenderReads(clock: clock, untracked: untracked, stamps: stamps))
  }
}

/// What one render read: the tracked values, and the clocks when it began.
struct RenderReads {
  /// The count of every change when the render began.
  let clock: UInt64
  /// ``ContentChanges/untracked`` when the render began.
  let untracked: UInt64
  /// The tracked values it read.
  private(set) var stamps: [ChangeStamp]

  /// Adds what was read on the render's behalf after it ended.
  mutating func add(_ later: RenderReads) {
    stamps += later.stamps
  }

  /// Whether something the render read changed since it began, or an untracked change happened.
  var changed: Bool {
    untracked != ContentChanges.untracked || stamps.contains { $0.changedAt > clock }
  }
}

/// When a value the views read last changed: what lets a render that didn't read it be reused
/// (``ContentChanges``).
final class ChangeStamp: @unchecked Sendable {
  // `@unchecked`: a stamp is read and written where the value it stamps is, on the main actor
  // as the views are; ``ContentChanges`` only keeps it between a render's start and end.
  /// The change count at its last change; 0 before any.
  private(set) var changedAt: UInt64 = 0

  /// Records that the render running reads the value.
  func noteRead() {
    ContentChanges.read(self)
  }

  /// Records that the value changed.
  func noteChange() {
    changedAt = ContentChanges.advance()
  }
}

/// A value whose reads a render records and whose writes make those renders evaluate again
/// (``ContentChanges``): the storage of `@State`, `@AppStorage`, the edit mode, a scroll offset.
@propertyWrapper
struct Tracked<Value> {
  private var stored: Value
  private let stamp = ChangeStamp()

  init(wrappedValue: Value) {
    stored = wrappedValue
  }

  /// The value; reading it during a render records the read, writing it is a tracked change.
  var wrappedValue: Value {
    get {
      stamp.noteRead()
      return stored
    }
    set {
      stored = newValue
      stamp.noteChange()
    }
  }
}
