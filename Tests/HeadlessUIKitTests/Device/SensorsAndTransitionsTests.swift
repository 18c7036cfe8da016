import Foundation
import HeadlessUIKit
import Testing

/// Small system surfaces apps touch in passing: the proximity sensor, remote-control events, a
/// scroll view's visible size and layer transitions, written as apps write them.
@MainActor
struct SensorsAndTransitionsTests {
  @Test("Proximity monitoring is kept per app; nothing is ever near the model's device")
  func proximity() {
    // Evidence: uikit/uidevice/proximitystate, uikit/uidevice/isproximitymonitoringenabled.
    let first = UIApplication(profile: .iPhone)
    first.asShared {
      let device = UIDevice.current
      #expect(!device.isProximityMonitoringEnabled)
      device.isProximityMonitoringEnabled = true
      #expect(device.isProximityMonitoringEnabled)
      #expect(!device.proximityState)
      UIApplication.shared.beginReceivingRemoteControlEvents()
      UIApplication.shared.endReceivingRemoteControlEvents()
    }
    #expect(
      UIApplication(profile: .iPhone).asShared { !UIDevice.current.isProximityMonitoringEnabled })
  }

  @Test("A scroll view's visible size is its bounds' size, whatever its content")
  func visibleSize() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scroll.contentSize = CGSize(width: 320, height: 2000)
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    #expect(scroll.visibleSize == CGSize(width: 320, height: 480))
  }

  @Test("A layer transition keeps its kind and direction and changes nothing")
  func transition() {
    let transition = CATransition()
    #expect(transition.type == .fade && transition.subtype == nil)
    transition.type = .push
    transition.subtype = .fromRight
    transition.duration = 0.3
    transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    transition.startProgress = 0.2
    transition.endProgress = 0.8
    let layer = CALayer()
    layer.add(transition, forKey: kCATransition)
    let kinds: [CATransitionType] = [.fade, .moveIn, .push, .reveal]
    let directions: [CATransitionSubtype] = [.fromLeft, .fromRight, .fromTop, .fromBottom]
    #expect(Set(kinds.map(\.rawValue)).count == 4 && Set(directions.map(\.rawValue)).count == 4)
    #expect(CATransitionType(rawValue: "push") == transition.type)
  }

  @Test("A table's section index colours are kept as set; the minimum row count starts at zero")
  func sectionIndexColours() {
    // Evidence: uikit/uitableview/sectionindexminimumdisplayrowcount ("The default value is
    // zero"), uikit/uitableview/sectionindexcolor (nil is the default colour).
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.sectionIndexColor == nil && table.sectionIndexMinimumDisplayRowCount == 0)
    table.sectionIndexColor = .systemBlue
    table.sectionIndexBackgroundColor = .clear
    table.sectionIndexTrackingBackgroundColor = .clear
    table.sectionIndexMinimumDisplayRowCount = 20
    #expect(table.sectionIndexColor == .systemBlue)
    #expect(table.sectionIndexBackgroundColor == .clear)
    #expect(table.sectionIndexTrackingBackgroundColor == .clear)
    #expect(table.sectionIndexMinimumDisplayRowCount == 20)
  }
}
