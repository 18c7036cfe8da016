import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Every view, table and gesture symbol compiles as apps spell it (a compile probe per symbol).
@MainActor
struct UIKitViewsSpellingTests {
  @Test("Labels, images, nibs and activity indicators are spelled as apps spell them")
  func viewSpelling() {
    let label = UILabel()
    label.text = "Title"
    label.attributedText = NSAttributedString(string: "Styled")
    label.font = .systemFont(ofSize: 15)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    label.numberOfLines = 0
    label.lineBreakMode = .byWordWrapping
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    label.isEnabled = false
    #expect(label.text == "Styled" && label.intrinsicContentSize.width > 0)
    for alignment in [NSTextAlignment.left, .right, .justified, .natural] {
      label.textAlignment = alignment
    }
    for mode in [
      NSLineBreakMode.byCharWrapping, .byClipping, .byTruncatingHead,
      .byTruncatingTail, .byTruncatingMiddle,
    ] {
      label.lineBreakMode = mode
    }
    _ = UILabel(frame: .zero)

    let image = UIImage(named: "logo")
    let imageView = UIImageView(image: image)
    imageView.highlightedImage = UIImage(systemName: "star.fill")
    imageView.isHighlighted = true
    imageView.image = UIImage(data: Data([1]))
    _ = UIImageView(image: image, highlightedImage: nil)
    _ = UIImageView(frame: .zero)
    #expect(image?.size == .zero)

    let nib = UINib(nibName: "Cell", bundle: nil)
    let (objects, _) = ModelReports.capture { nib.instantiate(withOwner: nil, options: nil) }
    #expect(objects.isEmpty)
    _ = UINib.OptionsKey(rawValue: "key").rawValue

    let spinner = UIActivityIndicatorView(style: .large)
    spinner.color = .white
    spinner.style = .medium
    _ = UIActivityIndicatorView(frame: .zero)
    _ = UIActivityIndicatorView()
    #expect(spinner.hidesWhenStopped)
  }

  @Test("Scroll views, tables and cells are spelled as apps spell them")
  func tableSpelling() {
    let scroll = UIScrollView()
    scroll.contentSize = CGSize(width: 100, height: 1000)
    scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    scroll.isScrollEnabled = false
    scroll.bounces = false
    scroll.showsVerticalScrollIndicator = false
    scroll.showsHorizontalScrollIndicator = false
    scroll.isPagingEnabled = true
    scroll.setContentOffset(.zero, animated: true)
    #expect(scroll.adjustedContentInset.top == 8)
    _ = UIScrollView(frame: .zero)

    let table = UITableView(frame: .zero, style: .insetGrouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "nib")
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 60
    table.allowsSelection = true
    table.tableHeaderView = UIView()
    table.tableFooterView = UIView()
    table.separatorStyle = .none
    table.reloadData()
    #expect(table.style == .insetGrouped && table.numberOfSections == 0)
    #expect(table.numberOfRows(inSection: 0) == 0 && table.visibleCells.isEmpty)
    #expect(table.indexPathsForVisibleRows == [] && table.indexPathForSelectedRow == nil)
    let path = IndexPath(row: 0, section: 0)
    #expect(table.rect(forRowAt: path) == .zero && table.cellForRow(at: path) == nil)
    table.selectRow(at: path, animated: false, scrollPosition: .middle)
    table.scrollToRow(at: path, at: .bottom, animated: false)
    table.scrollToRow(at: path, at: .top, animated: false)
    table.deselectRow(at: path, animated: true)
    _ = table.dequeueReusableCell(withIdentifier: "cell")
    _ = UITableView(frame: .zero)
    _ = UITableView()
    for style in [UITableView.Style.plain, .grouped] { _ = style }

    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    cell.imageView?.image = UIImage(systemName: "person")
    cell.accessoryType = .checkmark
    cell.accessoryView = UISwitchStandIn()
    cell.selectionStyle = .none
    cell.contentView.addSubview(UIView())
    cell.setSelected(true, animated: false)
    cell.isHighlighted = true
    cell.prepareForReuse()
    #expect(table.indexPath(for: cell) == nil && cell.isSelected)
    #expect(UITableViewCell(style: .default, reuseIdentifier: "a").detailTextLabel == nil)
    for style in [UITableViewCell.CellStyle.value1, .value2] { _ = style }
    for type in [
      UITableViewCell.AccessoryType.none, .disclosureIndicator,
      .detailDisclosureButton, .detailButton,
    ] {
      cell.accessoryType = type
    }
    for style in [UITableViewCell.SelectionStyle.blue, .gray, .default] {
      cell.selectionStyle = style
    }
    for style in [UITableViewCell.SeparatorStyle.singleLine, .singleLineEtched] {
      table.separatorStyle = style
    }
    var item = IndexPath(item: 2, section: 1)
    item.item = 3
    item.row = 4
    item.section = 0
    #expect(item.item == 4 && item.section == 0)
  }

  @Test("Gesture recognizers are spelled as apps spell them")
  func gestureSpelling() {
    let view = UIView()
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    tap.numberOfTouchesRequired = 1
    tap.cancelsTouchesInView = false
    tap.delaysTouchesBegan = true
    tap.delaysTouchesEnded = false
    tap.isEnabled = true
    tap.name = "double"
    tap.delegate = nil
    view.addGestureRecognizer(tap)
    #expect(tap.view === view && view.gestureRecognizers?.count == 1)
    #expect(tap.state == .possible && tap.numberOfTouches == 0)
    _ = tap.location(in: view)
    tap.reset()
    let pan = UIPanGestureRecognizer()
    pan.minimumNumberOfTouches = 1
    pan.maximumNumberOfTouches = 2
    pan.setTranslation(.zero, in: view)
    _ = pan.translation(in: view)
    _ = pan.velocity(in: view)
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = [.up, .down]
    swipe.numberOfTouchesRequired = 1
    let press = UILongPressGestureRecognizer()
    press.minimumPressDuration = 1
    press.numberOfTapsRequired = 0
    press.numberOfTouchesRequired = 1
    press.allowableMovement = 5
    let states: [UIGestureRecognizer.State] = [.began, .changed, .ended, .cancelled, .failed]
    #expect(!states.contains(.recognized) || UIGestureRecognizer.State.recognized == .ended)
    _ = UIGestureRecognizer()
    view.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
    let delegate = GestureDelegate()
    #expect(delegate.gestureRecognizerShouldBegin(tap))
    #expect(
      !delegate.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: pan))
  }
}

// MARK: - Fixtures

/// A view an accessory could be.
private final class UISwitchStandIn: UIView {}

/// A delegate that keeps every default.
@MainActor
private final class GestureDelegate: UIGestureRecognizerDelegate {}
