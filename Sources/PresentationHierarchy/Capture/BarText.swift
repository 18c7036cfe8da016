/// The words of a bar a reviewer reads, as node attributes.
///
/// A headless and a device capture write the same: a navigation bar's `title`, a tab bar's
/// `tabs` (its items' titles in order, an untitled one as `(untitled)`) and `selected` item. A
/// renamed screen or a swapped tab then shows in a snapshot's diff.
public enum BarText {
  /// A navigation bar's attributes: its top item's title, when it has one.
  ///
  /// - Parameter title: The top item's title.
  /// - Returns: `title`, or nothing.
  public static func navigationBar(title: String?) -> [(key: String, value: String)] {
    guard let title, !title.isEmpty else { return [] }
    return [("title", title)]
  }

  /// A tab bar's attributes: its items' titles and the selected item's, when any item has a
  /// title (untitled items alone say nothing a reviewer reads).
  ///
  /// - Parameters:
  ///   - items: The items' titles, in order.
  ///   - selected: The selected item's title.
  /// - Returns: `tabs` and `selected`, or nothing.
  public static func tabBar(items: [String?], selected: String?) -> [(key: String, value: String)] {
    guard items.contains(where: { !($0 ?? "").isEmpty }) else { return [] }
    let titles = items.map { ($0 ?? "").isEmpty ? "(untitled)" : $0 ?? "" }
    var text = [(key: "tabs", value: titles.joined(separator: ", "))]
    if let selected, !selected.isEmpty { text.append(("selected", selected)) }
    return text
  }
}
