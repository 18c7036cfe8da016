import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Key-value coding without the Objective-C runtime (Linux): arbitrary keys on layers and
/// animations keep their values, stored properties read by name, and a property set by name is
/// reported, not silently lost.
@MainActor
struct KeyValueCodingTests {
  #if !canImport(ObjectiveC)
  @Test("An animation tagged with a key gives the value back, as apps' animation delegates read it")
  func animationsKeepArbitraryKeys() async {
    let reports = await ModelReports.reports {
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.setValue("fade-in", forKey: "name")
      #expect(fade.value(forKey: "name") as? String == "fade-in")
      let layer = CALayer()
      layer.setValue(3, forKeyPath: "marqueeStep")
      #expect(layer.value(forKeyPath: "marqueeStep") as? Int == 3)
      layer.setValue(nil, forKey: "marqueeStep")
      #expect(layer.value(forKey: "marqueeStep") == nil)
      // One of UIKit's private keys: kept, no report (UIKit has the key on a device).
      UINavigationBar().setValue(true, forKey: "hidesShadow")
    }
    #expect(reports.isEmpty)
  }

  @Test("A stored property reads by name, and setting it by name is reported and changes nothing")
  func propertiesReadButAreNotWrittenByName() async throws {
    let controller = UIViewController()
    controller.title = "Inbox"
    #expect(controller.value(forKey: "title") as? String == "Inbox")
    let reports = await ModelReports.reports {
      controller.setValue("Archive", forKey: "title")
    }
    #expect(controller.title == "Inbox")
    let report = try #require(reports.first)
    #expect(reports.count == 1)
    #expect(report.contains(#"setValue(_:forKey: "title")"#))
    #expect(report.contains("Assign the property itself"))
  }
  #endif
}
