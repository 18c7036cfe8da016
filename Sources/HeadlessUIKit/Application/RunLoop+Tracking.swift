public import Foundation

extension RunLoop.Mode {
  /// The mode a run loop runs in while a control tracks a touch, as UIKit's
  /// `UITrackingRunLoopMode`; Foundation has it only on iOS, so the model declares it
  /// (inert: the model's run loops never enter it).
  public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
