public import Foundation

extension Image: nonisolated Transferable {
  /// An image exports as PNG data, which the model can't make: it draws no pixels, so the
  /// export fails with an error that says so.
  nonisolated public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .png) { image in
      throw ImageExportError()
    }
  }
}

/// The error an image's export fails with: the model draws no pixels.
struct ImageExportError: Error, CustomStringConvertible {
  var description: String { "the headless model draws no pixels, so an Image exports no PNG data" }
}

/// A button that presents the share sheet, as SwiftUI's `ShareLink`.
///
/// Modelled: a tap presents UIKit's `UIActivityViewController` with the items from the
/// hosting controller that holds the link, anchored on the link; UIKit's rules make it a sheet
/// on compact width (iPhone) and a popover on regular width (iPad). Tests finish it with
/// `UIApplication.completeActivity(_:completed:)`. The subject, message and previews are kept
/// by nothing the model shows (inert).
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
  Label: View, Data.Element: Transferable
{
  let items: [Any]
  let label: Label

  init(sharing items: Data, label: Label) {
    self.items = items.map { $0 as Any }
    self.label = label
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ShareLink: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = ViewNode(.view("ShareLink"), path: context.path)
    node.children = context.child("label").resolve(label)
    let stored = context.graph.storage(
      at: context.path, label: "isPresented", default: StateBox(false))
    let box = (stored as? StateBox<Bool>) ?? StateBox(false)
    let isPresented = Binding(get: { box.value }, trackedSet: { box.value = $0 })
    var modifier = PresentationModifier(
      kind: .share, isPresented: isPresented, content: { AnyView(EmptyView()) })
    modifier.activityItems = items
    node.presentations.append(modifier)
    guard context.environment.isEnabled else { return [node] }  // See `View.disabled(_:)`.
    node.action = { isPresented.wrappedValue = true }
    return [node]
  }
}

/// The label a `ShareLink` shows when you give none, as SwiftUI's `DefaultShareLinkLabel`: a
/// `Label` titled "Share", or with the title you pass, and the share icon.
public struct DefaultShareLinkLabel: View {
  let title: String

  public var body: Never { primitiveBody(of: Self.self) }
}

extension DefaultShareLinkLabel: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // The system-standard share label: "Share" with the square-and-arrow-up symbol [INF: the
    // title and symbol name as SwiftUI's label shows them on iOS].
    context.resolve(HeadlessSwiftUI.Label(title, systemImage: "square.and.arrow.up"))
  }
}

/// How an item shows in the share sheet's preview, as SwiftUI's `SharePreview`; inert: the
/// model's share sheet shows no preview.
public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {
  let title: String
}

extension SharePreview where Image == Never, Icon == Never {
  /// Creates a preview with a title (inert).
  ///
  /// - Parameter titleKey: The title, from a localized key (what a string literal passes).
  public init(_ titleKey: LocalizedStringKey) {
    title = titleKey.text
  }

  /// Creates a preview with a title (inert).
  ///
  /// - Parameter title: The title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.title = String(title)
  }
}

extension SharePreview where Icon == Never {
  /// Creates a preview with a title and an image (inert).
  ///
  /// - Parameters:
  ///   - titleKey: The title, from a localized key (what a string literal passes).
  ///   - image: The image.
  public init(_ titleKey: LocalizedStringKey, image: Image) {
    title = titleKey.text
  }

  /// Creates a preview with a title and an image (inert).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) {
    self.title = String(title)
  }
}

extension SharePreview where Image == Never {
  /// Creates a preview with a title and an icon (inert).
  ///
  /// - Parameters:
  ///   - titleKey: The title, from a localized key (what a string literal passes).
  ///   - icon: The icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {
    title = titleKey.text
  }

  /// Creates a preview with a title and an icon (inert).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) {
    self.title = String(title)
  }
}

extension SharePreview {
  /// Creates a preview with a title, an image and an icon (inert).
  ///
  /// - Parameters:
  ///   - titleKey: The title, from a localized key (what a string literal passes).
  ///   - image: The image.
  ///   - icon: The icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    title = titleKey.text
  }

  /// Creates a preview with a title, an image and an icon (inert).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - icon: The icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.title = String(title)
  }
}

// MARK: - Default labels

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  /// Creates a link with the standard label that shares a string.
  ///
  /// - Parameters:
  ///   - item: The string to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  public init(item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(title: "Share"))
  }

  /// Creates a link with the standard label that shares a URL.
  ///
  /// - Parameters:
  ///   - item: The URL to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  public init(item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(title: "Share"))
  }

  /// Creates a link titled from a localized key (what a string literal passes) that shares a
  /// string.
  ///
  /// - Parameters:
  ///   - titleKey: The label's title.
  ///   - item: The string to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<String> {
    self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(title: titleKey.text))
  }

  /// Creates a link titled from a localized key (what a string literal passes) that shares a
  /// URL.
  ///
  /// - Parameters:
  ///   - titleKey: The label's title.
  ///   - item: The URL to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<URL> {
    self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(title: titleKey.text))
  }

  /// Creates a titled link that shares a string.
  ///
  /// - Parameters:
  ///   - title: The label's title.
  ///   - item: The string to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: String, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<String> {
    self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(title: String(title)))
  }

  /// Creates a titled link that shares a URL.
  ///
  /// - Parameters:
  ///   - title: The label's title.
  ///   - item: The URL to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<URL> {
    self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(title: String(title)))
  }
}

extension ShareLink
where
  PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel,
  Data.Element == URL
{
  /// Creates a link with the standard label that shares URLs.
  ///
  /// - Parameters:
  ///   - items: The URLs to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  public init(items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(sharing: items, label: DefaultShareLinkLabel(title: "Share"))
  }
}

extension ShareLink
where
  PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel,
  Data.Element == String
{
  /// Creates a link with the standard label that shares strings.
  ///
  /// - Parameters:
  ///   - items: The strings to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  public init(items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(sharing: items, label: DefaultShareLinkLabel(title: "Share"))
  }
}

// MARK: - Custom labels

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  /// Creates a link with your label that shares a string.
  ///
  /// - Parameters:
  ///   - item: The string to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  ///   - label: The label.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<String> {
    self.init(sharing: CollectionOfOne(item), label: label())
  }

  /// Creates a link with your label that shares a URL.
  ///
  /// - Parameters:
  ///   - item: The URL to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  ///   - label: The label.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<URL> {
    self.init(sharing: CollectionOfOne(item), label: label())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
  /// Creates a link with your label that shares URLs.
  ///
  /// - Parameters:
  ///   - items: The URLs to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  ///   - label: The label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(sharing: items, label: label())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
  /// Creates a link with your label that shares strings.
  ///
  /// - Parameters:
  ///   - items: The strings to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  ///   - label: The label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(sharing: items, label: label())
  }
}

// MARK: - Previews

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Creates a link with the standard label that shares an item with a preview (the preview
  /// is inert).
  ///
  /// - Parameters:
  ///   - item: The item to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  ///   - preview: How the item shows in the share sheet (inert).
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(title: "Share"))
  }

  /// Creates a link with the standard label that shares items with previews (the previews are
  /// inert).
  ///
  /// - Parameters:
  ///   - items: The items to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  ///   - preview: How each item shows in the share sheet (inert).
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(sharing: items, label: DefaultShareLinkLabel(title: "Share"))
  }
}

extension ShareLink {
  /// Creates a link with your label that shares an item with a preview (the preview is
  /// inert).
  ///
  /// - Parameters:
  ///   - item: The item to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  ///   - preview: How the item shows in the share sheet (inert).
  ///   - label: The label.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {
    self.init(sharing: CollectionOfOne(item), label: label())
  }

  /// Creates a link with your label that shares items with previews (the previews are
  /// inert).
  ///
  /// - Parameters:
  ///   - items: The items to share.
  ///   - subject: A subject for activities that have one (inert).
  ///   - message: A message for activities that have one (inert).
  ///   - preview: How each item shows in the share sheet (inert).
  ///   - label: The label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(sharing: items, label: label())
  }
}
