public import HeadlessUIKit

/// Something a user can do to the app: tap an element, swipe a sheet down, or an action your
/// test names.
public struct ExplorerAction: Hashable, Sendable, CustomStringConvertible {
  /// The step label a recording gives the action, such as `tap openCover`.
  public let label: String
  /// The Swift statement that replays it in a test, such as `try app.tap("openCover")`.
  public let swiftStatement: String
  private let perform: @MainActor @Sendable (UIApplication) throws -> Void

  /// Creates an action your test names.
  ///
  /// - Parameters:
  ///   - label: The step label, unique among the actions.
  ///   - swiftStatement: The statement that replays it in a test.
  ///   - perform: Does it; throws when it can't be done in the current state.
  public init(
    _ label: String, swiftStatement: String,
    perform: @escaping @MainActor @Sendable (UIApplication) throws -> Void
  ) {
    self.label = label
    self.swiftStatement = swiftStatement
    self.perform = perform
  }

  /// Taps the on-screen element with an accessibility identifier (or label), as
  /// `UIApplication.tap(_:)` does.
  ///
  /// - Parameter element: The identifier or label.
  /// - Returns: The action.
  public static func tap(_ element: String) -> ExplorerAction {
    ExplorerAction("tap \(element)", swiftStatement: "try app.tap(\(Self.literal(element)))") {
      try $0.tap(element)
    }
  }

  /// Swipes the front-most sheet down, as `UIApplication.swipeDownToDismiss()` does.
  public static let swipeDownToDismiss = ExplorerAction(
    "swipe the sheet down", swiftStatement: "try app.swipeDownToDismiss()"
  ) { try $0.swipeDownToDismiss() }

  /// Does the action.
  @MainActor
  func run(in app: UIApplication) throws {
    try perform(app)
  }

  public var description: String { label }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.label == rhs.label }

  public func hash(into hasher: inout Hasher) { hasher.combine(label) }

  /// A Swift string literal of a value.
  static func literal(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
