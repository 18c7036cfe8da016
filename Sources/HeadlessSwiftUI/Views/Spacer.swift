/// Space that grows along its stack's axis, as SwiftUI's `Spacer`; it takes no width in a
/// `VStack` (no height in an `HStack`) unless a frame gives it some.
public struct Spacer: View {
  /// The least length it takes; the default spacing (8 points) when `nil`.
  public var minLength: CGFloat?

  /// Creates a spacer.
  ///
  /// - Parameter minLength: The least length it takes.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Spacer: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [ViewNode(.spacer(minLength: minLength.map(Double.init)), path: context.path)]
  }
}
