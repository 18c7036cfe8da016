import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Members apps use that the model added one by one: a bar button item's target-action
/// initialiser with a menu, the input view, the device's battery, a table's readable-width cell
/// margins and a layer's compositing filter, called as apps write them.
@MainActor
struct SmallUIKitAdditionsTests {
  @Test("[DOC] A title-and-image item keeps its target, action and menu, plain")
  func barButtonItemWithTargetAndMenu() {
    let target = UIViewController()
    let image = UIImage(systemName: "square.and.arrow.up")
    let menu = UIMenu(title: "More", children: [UIAction(title: "Copy") { _ in }])
    let item = UIBarButtonItem(
      title: "Share", image: image, target: target, action: Selector("share:"), menu: menu)
    #expect(item.title == "Share")
    #expect(item.image === image)
    #expect(item.target === target)
    #expect(item.action == Selector("share:"))
    #expect(item.menu === menu)
    #expect(item.style == .plain)
    #expect(item.primaryAction == nil)
    let untitled = UIBarButtonItem(title: nil, image: image, target: nil, action: nil)
    #expect(untitled.title == nil && untitled.menu == nil && untitled.target == nil)
  }

  /// An app's accessory view built on the input view, as apps subclass it.
  final class AccessoryView: UIInputView {
    init() {
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44), inputViewStyle: .keyboard)
      allowsSelfSizing = true
    }

    required init?(coder: NSCoder) { nil }
  }

  @Test("[DOC] An input view keeps its frame and style; it doesn't size itself by default")
  func inputView() {
    let plain = UIInputView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 50), inputViewStyle: .default)
    #expect(plain.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
    #expect(plain.inputViewStyle == .default)
    #expect(!plain.allowsSelfSizing)
    let label = UILabel()
    plain.addSubview(label)
    #expect(label.superview === plain)

    let accessory = AccessoryView()
    #expect(accessory.inputViewStyle == UIInputView.Style.keyboard)
    #expect(accessory.allowsSelfSizing)
    #expect(accessory.bounds.size == CGSize(width: 320, height: 44))
    #expect(UIInputView(coder: NSCoder()) == nil)
  }

  @Test("[DOC] Battery monitoring is off by default and kept per app; the level stays unknown")
  func battery() {
    let app = UIApplication(profile: .iPhone)
    _ = app.connectScene()
    app.asShared {
      let device = UIDevice.current
      #expect(!device.isBatteryMonitoringEnabled)
      #expect(device.batteryLevel == -1)
      #expect(device.batteryState == .unknown)
      UIDevice.current.isBatteryMonitoringEnabled = true
      #expect(UIDevice.current.isBatteryMonitoringEnabled)
      // The model's device has no battery: the level and state stay unknown.
      #expect(UIDevice.current.batteryLevel == -1.0)
      switch UIDevice.current.batteryState {
      case .unknown: break
      case .unplugged, .charging, .full: Issue.record("the model's device has no battery")
      }
      #expect(UIDevice.BatteryState.full.rawValue == 3)
    }
    let other = UIApplication(profile: .iPhone)
    _ = other.connectScene()
    other.asShared { #expect(!UIDevice.current.isBatteryMonitoringEnabled) }
    #expect(
      UIDevice.batteryLevelDidChangeNotification.rawValue
        == "UIDeviceBatteryLevelDidChangeNotification")
    #expect(
      UIDevice.batteryStateDidChangeNotification.rawValue
        == "UIDeviceBatteryStateDidChangeNotification")
    let center = NotificationCenter.default
    let observer = center.addObserver(
      forName: UIDevice.batteryStateDidChangeNotification, object: nil, queue: nil
    ) { _ in }
    center.removeObserver(observer)
  }

  @Test("[INF] A table's readable-width cell margins are off by default and kept as set")
  func cellLayoutMarginsFollowReadableWidth() {
    let table = UITableView(frame: .zero, style: .insetGrouped)
    #expect(!table.cellLayoutMarginsFollowReadableWidth)
    table.cellLayoutMarginsFollowReadableWidth = true
    #expect(table.cellLayoutMarginsFollowReadableWidth)
  }

  @Test("[DOC] A layer's compositing filter is nil by default and kept as set")
  func compositingFilter() {
    let layer = CALayer()
    #expect(layer.compositingFilter == nil)
    layer.compositingFilter = "multiplyBlendMode"
    #expect(layer.compositingFilter as? String == "multiplyBlendMode")
    let view = UIView()
    view.layer.compositingFilter = "screenBlendMode"
    #expect(view.layer.compositingFilter as? String == "screenBlendMode")
  }
}
