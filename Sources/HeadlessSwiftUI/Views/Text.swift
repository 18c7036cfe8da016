/// A line of text, as SwiftUI's `Text`.
///
/// Captures show it as `Text`; its size is estimated (8 points a character, 20 a line), since
/// the model has no fonts.
public struct Text: View {
  let string: String

  /// Creates a text from a string.
  ///
  /// - Parameter content: The string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    string = String(content)
  }

  /// Creates a text from a string, not localised.
  ///
  /// - Parameter content: The string.
  public init(verbatim content: String) {
    string = content
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Text: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [
      ViewNode(
        .leaf(Leaf(typeName: "Text", text: string, sizing: .text(string))), path: context.path)
    ]
  }
}

/// A text with an icon, as SwiftUI's `Label`; shown as `Label`, sized as its text plus an icon.
///
/// Generic over its title and icon views as SwiftUI's is; the model builds only the text and
/// image label (`Title == Text`, `Icon == Image`), the one its initializers create.
public struct Label<Title: View, Icon: View>: View {
  let title: String
  /// The title and icon views of a label made with ``init(title:icon:)``.
  private var views: (title: Title, icon: Icon)?

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Label {
  /// Creates a label from a title view and an icon view: the icon, then the title, in a row
  /// [INF: the default label style's spacing is not documented; a stack's default is used].
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = ""
    views = (title(), icon())
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a system image.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The SF Symbol's name.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.title = String(title)
  }

  /// Creates a label with an image from the asset catalog.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image's name.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String) {
    self.title = String(title)
  }

  /// Creates a label with a system image, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The SF Symbol's name.
  public init(_ titleKey: LocalizedStringKey, systemImage: String) {
    title = titleKey.text
  }

  /// Creates a label with an image from the asset catalog, from a localized key (what a string
  /// literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image's name.
  public init(_ titleKey: LocalizedStringKey, image: String) {
    title = titleKey.text
  }
}

extension Label: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    if let views {
      return context.child("label").resolve(
        HStack {
          views.icon
          views.title
        })
    }
    return [
      ViewNode(
        .leaf(Leaf(typeName: "Label", text: title, sizing: .text("  " + title))),
        path: context.path)
    ]
  }
}
