#if !canImport(ObjectiveC)
import Dispatch
import Foundation
import HeadlessUIKit
import Testing

/// Associated objects: the Objective-C runtime's side table, kept by the model on Linux.
@MainActor
struct AssociatedObjectsTests {
  @Test func aViewExtensionStoresItsPropertyInAnAssociatedObject() {
    let view = UIView()
    #expect(view.note == nil)
    view.note = "saved"
    #expect(view.note == "saved")
    view.note = "changed"
    #expect(view.note == "changed")
    view.note = nil
    #expect(view.note == nil)
  }

  @Test func twoObjectsAndTwoKeysDoNotShare() {
    let first = UIView()
    let second = UIView()
    first.note = "first"
    objc_setAssociatedObject(first, &otherKey, 7, .OBJC_ASSOCIATION_RETAIN)
    #expect(second.note == nil)
    #expect(objc_getAssociatedObject(second, &otherKey) == nil)
    #expect(objc_getAssociatedObject(first, &otherKey) as? Int == 7)
    #expect(first.note == "first")
  }

  @Test func removingAllAssociationsClearsEveryKey() {
    let view = UIView()
    view.note = "note"
    objc_setAssociatedObject(view, &otherKey, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_removeAssociatedObjects(view)
    #expect(view.note == nil)
    #expect(objc_getAssociatedObject(view, &otherKey) == nil)
  }

  @Test func aRetainedValueLivesAsLongAsItsObjectAndIsReleasedWithIt() {
    weak var value: Tracked?
    do {
      let view = UIView()
      do {
        let tracked = Tracked()
        value = tracked
        objc_setAssociatedObject(view, &otherKey, tracked, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      #expect(value != nil)
      #expect(objc_getAssociatedObject(view, &otherKey) as? Tracked === value)
    }
    // The view is gone: its deinitialiser released the value.
    #expect(value == nil)
  }

  @Test func replacingOrClearingAValueReleasesTheOldOne() {
    let view = UIView()
    weak var old: Tracked?
    do {
      let tracked = Tracked()
      old = tracked
      objc_setAssociatedObject(view, &otherKey, tracked, .OBJC_ASSOCIATION_RETAIN)
    }
    objc_setAssociatedObject(view, &otherKey, Tracked(), .OBJC_ASSOCIATION_RETAIN)
    #expect(old == nil)
    objc_setAssociatedObject(view, &otherKey, nil, .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(view, &otherKey) == nil)
  }

  @Test func anAssignedValueIsNotKeptAliveAndReadsNilOnceGone() {
    let view = UIView()
    var tracked: Tracked? = Tracked()
    objc_setAssociatedObject(view, &otherKey, tracked, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(view, &otherKey) as? Tracked === tracked)
    tracked = nil
    #expect(objc_getAssociatedObject(view, &otherKey) == nil)
    // A value type can't be held unretained: the runtime's box for it dies at once.
    objc_setAssociatedObject(view, &otherKey, 3, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(view, &otherKey) == nil)
  }

  @Test func aCopiedValueIsACopy() throws {
    let view = UIView()
    let names = NSMutableArray(array: ["a"])
    objc_setAssociatedObject(view, &otherKey, names, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    names.add("b")
    let stored = try #require(objc_getAssociatedObject(view, &otherKey) as? NSArray)
    #expect(stored !== names)
    #expect(stored.count == 1)
  }

  @Test func deadObjectsOfAnyClassDoNotPileUp() {
    var released: [WeakTracked] = []
    for _ in 0..<1_000 {
      let owner = Owner()
      let value = Tracked()
      released.append(WeakTracked(value: value))
      objc_setAssociatedObject(owner, &otherKey, value, .OBJC_ASSOCIATION_RETAIN)
    }
    // No deinitialiser tells the table about a plain class: its sweeps do, as the table grows.
    for _ in 0..<1_000 {
      objc_setAssociatedObject(Owner(), &otherKey, 0, .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(released.filter { $0.value != nil }.count < 100)
  }

  @Test func aNewObjectAtADeadOnesAddressStartsEmpty() {
    for _ in 0..<200 {
      let owner = Owner()
      #expect(objc_getAssociatedObject(owner, &otherKey) == nil)
      objc_setAssociatedObject(owner, &otherKey, "taken", .OBJC_ASSOCIATION_RETAIN)
    }
  }

  @Test func valuesOfStructsAreNotAssociated() {
    objc_setAssociatedObject(CGPoint.zero, &otherKey, "lost", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(CGPoint.zero, &otherKey) == nil)
    let optional: UIView? = UIView()
    objc_setAssociatedObject(optional as Any, &otherKey, "kept", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(optional!, &otherKey) as? String == "kept")
  }

  @Test nonisolated func threadsAssociateAtOnce() {
    let owners = (0..<64).map { _ in Owner() }
    let shared = UnsafeOwners(owners: owners)
    DispatchQueue.concurrentPerform(iterations: owners.count) { index in
      objc_setAssociatedObject(shared.owners[index], &otherKey, index, .OBJC_ASSOCIATION_RETAIN)
    }
    for (index, owner) in owners.enumerated() {
      #expect(objc_getAssociatedObject(owner, &otherKey) as? Int == index)
    }
  }

  @Test func policiesHaveTheRuntimesRawValues() {
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0o1403)
  }
}

// MARK: - Fixtures

nonisolated(unsafe) private var noteKey: UInt8 = 0
nonisolated(unsafe) private var otherKey: UInt8 = 0

extension UIView {
  /// A stored property added by an extension, as Toast-Swift and SnapKit add theirs.
  fileprivate var note: String? {
    get { objc_getAssociatedObject(self, &noteKey) as? String }
    set { objc_setAssociatedObject(self, &noteKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
  }
}

private final class Tracked {}
private final class Owner: @unchecked Sendable {}
private struct WeakTracked { weak var value: Tracked? }
private struct UnsafeOwners: @unchecked Sendable { let owners: [Owner] }
#endif
