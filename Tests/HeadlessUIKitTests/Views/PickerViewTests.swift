import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Picker views: counts from the data source, selection from code and from a user's pick, row
/// sizes and row views from the delegate, and the picker's size.
@MainActor
struct PickerViewTests {
  /// A data source and delegate of two components, sizes and flavours, that records picks.
  private final class Menu: UIPickerViewDataSource, UIPickerViewDelegate {
    var sizes = ["S", "M", "L"]
    let flavours = ["Vanilla", "Mint"]
    var picks: [String] = []
    var labels: [Int: UILabel] = [:]

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      component == 0 ? sizes.count : flavours.count
    }

    func pickerView(
      _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
      NSAttributedString(string: component == 0 ? sizes[row] : flavours[row])
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      picks.append(component == 0 ? sizes[row] : flavours[row])
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
      component == 0 ? 100 : 200
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    {
      component == 0 ? sizes[row] : flavours[row]
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
      component == 0 ? 44 : 32
    }
  }

  /// A delegate that gives a label for each row, reusing the one it is handed.
  private final class Labels: UIPickerViewDelegate {
    var made = 0

    func pickerView(
      _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
      reusing view: UIView?
    ) -> UIView {
      if let view { return view }
      made += 1
      let label = UILabel()
      label.text = "Row \(row)"
      return label
    }
  }

  @Test("[DOC] Counts come from the data source and are cached until a reload")
  func countsAndReloads() {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
    #expect(picker.numberOfComponents == 0)
    #expect(picker.selectedRow(inComponent: 0) == -1)
    let menu = Menu()
    picker.dataSource = menu
    picker.delegate = menu
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(picker.numberOfRows(inComponent: 1) == 2)
    #expect(picker.numberOfRows(inComponent: 5) == 0)
    menu.sizes = ["S"]
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    picker.reloadComponent(0)
    #expect(picker.numberOfRows(inComponent: 0) == 1)
    menu.sizes = []
    picker.reloadAllComponents()
    #expect(picker.numberOfRows(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 0) == -1)
    #expect(picker.selectedRow(inComponent: 1) == 0)
  }

  @Test("[DOC] selectRow(_:inComponent:animated:) selects without calling the delegate")
  func selectingFromCode() {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
    let menu = Menu()
    picker.dataSource = menu
    picker.delegate = menu
    picker.selectRow(2, inComponent: 0, animated: false)
    picker.selectRow(1, inComponent: 1, animated: true)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(picker.selectedRow(inComponent: 1) == 1)
    #expect(menu.picks.isEmpty)
    picker.selectRow(7, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    menu.sizes = ["S"]
    picker.reloadComponent(0)
    #expect(picker.selectedRow(inComponent: 0) == 0)
  }

  @Test("[DOC] A user's pick selects the row and calls pickerView(_:didSelectRow:inComponent:)")
  func userPick() throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    let picker = UIPickerView(frame: CGRect(x: 0, y: 400, width: 390, height: 216))
    picker.accessibilityIdentifier = "order"
    let menu = Menu()
    picker.dataSource = menu
    picker.delegate = menu
    root.view.addSubview(picker)
    #expect(try app.pickRow(1, inComponent: 1, of: "order") === picker)
    try app.pickRow(2, inComponent: 0, of: "order")
    #expect(menu.picks == ["Mint", "L"])
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(picker.selectedRow(inComponent: 1) == 1)
    #expect(throws: GestureError.self) { try app.pickRow(3, inComponent: 0, of: "order") }
    #expect(throws: GestureError.self) { try app.pickRow(0, inComponent: 0, of: "missing") }
    #expect(menu.picks.count == 2)
    #expect(picker.subviews.isEmpty)
  }

  @Test("[DOC] Row sizes and row views come from the delegate; none without one")
  func rowSizesAndViews() {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
    let menu = Menu()
    picker.dataSource = menu
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 150, height: 32))
    picker.delegate = menu
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 44))
    #expect(menu.pickerView(picker, titleForRow: 0, forComponent: 0) == "S")
    #expect(picker.rowSize(forComponent: 1).width == 200)
    #expect(picker.rowSize(forComponent: 4) == .zero)
    #expect(picker.view(forRow: 0, forComponent: 0) == nil)
    #expect(
      menu.pickerView(picker, attributedTitleForRow: 1, forComponent: 0)?.string == "M")
    let labels = Labels()
    picker.delegate = labels
    let first = picker.view(forRow: 1, forComponent: 0) as? UILabel
    #expect(first?.text == "Row 1")
    #expect(picker.view(forRow: 1, forComponent: 0) === first)
    #expect(labels.made == 1)
    #expect(picker.view(forRow: 9, forComponent: 0) == nil)
    #expect(first?.superview == nil)
  }

  @Test("[INF] A picker is 216 points high by nature and keeps the frame it is given")
  func size() {
    let picker = UIPickerView(frame: CGRect(x: 10, y: 20, width: 320, height: 180))
    #expect(picker.frame == CGRect(x: 10, y: 20, width: 320, height: 180))
    #expect(picker.intrinsicContentSize.height == 216)
    #expect(picker.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    weak var gone: Menu?
    do {
      let menu = Menu()
      gone = menu
      picker.dataSource = menu
      picker.delegate = menu
    }
    #expect(gone == nil && picker.dataSource == nil && picker.delegate == nil)
  }
}
