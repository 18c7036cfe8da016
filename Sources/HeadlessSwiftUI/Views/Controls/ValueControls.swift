public import Foundation

/// A control for selecting from a set of values, as SwiftUI's `Picker`.
///
/// One leaf, captured as `Picker`, in the default (menu) style: its title's text and a
/// chevron wide (24 points), or less when offered less, and one line of text high [INF]. Its
/// options are not evaluated; choosing one is not modelled.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label

  /// Creates a picker with a label view.
  ///
  /// - Parameters:
  ///   - selection: The selected value.
  ///   - content: The options, each tagged with its value.
  ///   - label: The label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }

  /// Creates a picker with a label view given first.
  ///
  /// - Parameters:
  ///   - selection: The selected value.
  ///   - label: The label.
  ///   - content: The options, each tagged with its value.
  @available(iOS, deprecated: 100000.0, message: "Use Picker(selection:content:label:)")
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.label = label
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Picker where Label == Text {
  /// Creates a picker with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - selection: The selected value.
  ///   - content: The options, each tagged with its value.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }

  /// Creates a picker with a text label, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - selection: The selected value.
  ///   - content: The options, each tagged with its value.
  public init(
    _ title: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(title.text, selection: selection, content: content)
  }
}

extension Picker: PrimitiveView {
  /// The chevron's width beside the menu's text [INF].
  static var chevronWidth: Double { 24 }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let text = context.labelText(label)
    return [
      context.controlNode(
        "Picker", text: text, width: .ideal(estimatedWidth(text) + Self.chevronWidth),
        height: .fixed(ViewNode.lineHeight))
    ]
  }
}

/// A control for selecting a date, as SwiftUI's `DatePicker`.
///
/// One leaf, captured as `DatePicker`, in the default (compact) style: as wide as it is
/// offered (its label, the default spacing and a 190-point date button, when unspecified) and
/// 34 points high [INF: the compact date button's height]. Choosing a date is not modelled.
public struct DatePicker<Label: View>: View {
  /// The date and time parts a date picker shows, as SwiftUI's `DatePickerComponents`.
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let label: Label

  public var body: Never { primitiveBody(of: Self.self) }
}

extension DatePicker where Label == Text {
  /// Creates a date picker with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - selection: The selected date.
  ///   - displayedComponents: The parts shown; inert.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, label: Text(title))
  }

  /// Creates a date picker with a text label, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - selection: The selected date.
  ///   - displayedComponents: The parts shown; inert.
  public init(
    _ title: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(title.text, selection: selection, displayedComponents: displayedComponents)
  }
}

extension DatePicker: PrimitiveView {
  /// The compact date button's size [INF].
  static var buttonSize: Size { Size(width: 190, height: 34) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let text = context.labelText(label)
    return [
      context.controlNode(
        "DatePicker", text: text,
        width: .fill(
          ideal: estimatedWidth(text) + ViewNode.defaultSpacing + Self.buttonSize.width),
        height: .fixed(Self.buttonSize.height))
    ]
  }
}

/// The date and time parts a date picker shows, as SwiftUI's `DatePickerComponents`; inert.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt

  /// Creates components from a raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for selecting a value from a range, as SwiftUI's `Slider`.
///
/// One leaf, captured as `Slider`: as wide as it is offered (100 points when unspecified) and
/// 31 points high [INF: `UISlider`'s height]. Dragging it is not modelled.
public struct Slider<Label: View, ValueLabel: View>: View {
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider for a value in a range.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init()
  }

  /// Creates a slider for a value in a range, in steps.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - step: The step between values.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init()
  }
}

extension Slider: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [context.controlNode("Slider", text: "", width: .fill(ideal: 100), height: .fixed(31))]
  }
}

/// A control that increments and decrements a value, as SwiftUI's `Stepper`.
///
/// One leaf, captured as `Stepper`: as wide as it is offered (its label, the default spacing
/// and a 94-point stepper, when unspecified) and 32 points high, a `UIStepper`'s size [INF:
/// `UIStepper`'s intrinsic size, 94 × 32]. Tapping its halves is not modelled.
public struct Stepper<Label: View>: View {
  let label: Label

  /// Creates a stepper for a value in a range, with a label view.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - step: The step.
  ///   - label: The label.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// Creates a stepper that runs an action for each step, with a label view; stepping is not
  /// modelled, so the actions never run.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - onIncrement: What runs when the plus button is tapped, or `nil` to disable it.
  ///   - onDecrement: What runs when the minus button is tapped, or `nil` to disable it.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// Creates a stepper that runs an action for each step, with the label last; deprecated for
  /// ``init(label:onIncrement:onDecrement:onEditingChanged:)``, which it is.
  ///
  /// - Parameters:
  ///   - onIncrement: What runs when the plus button is tapped, or `nil` to disable it.
  ///   - onDecrement: What runs when the minus button is tapped, or `nil` to disable it.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  ///   - label: The label.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)"
  )
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Stepper where Label == Text {
  /// Creates a stepper that runs an action for each step, with a text label; stepping is not
  /// modelled, so the actions never run.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - onIncrement: What runs when the plus button is tapped, or `nil` to disable it.
  ///   - onDecrement: What runs when the minus button is tapped, or `nil` to disable it.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }

  /// Creates a stepper that runs an action for each step, with a text label from a localized
  /// key (what a string literal passes); stepping is not modelled, so the actions never run.
  ///
  /// - Parameters:
  ///   - titleKey: The label's text.
  ///   - onIncrement: What runs when the plus button is tapped, or `nil` to disable it.
  ///   - onDecrement: What runs when the minus button is tapped, or `nil` to disable it.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      titleKey.text, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper for a value in a range, with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - step: The step.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }

  /// Creates a stepper for a value in a range, with a text label, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - step: The step.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  public init<V: Strideable>(
    _ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(title.text, value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper for an unbounded value, with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - value: The value.
  ///   - step: The step.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }

  /// Creates a stepper for an unbounded value, with a text label, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - value: The value.
  ///   - step: The step.
  ///   - onEditingChanged: What runs when editing begins and ends; inert.
  public init<V: Strideable>(
    _ title: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(title.text, value: value, step: step, onEditingChanged: onEditingChanged)
  }
}

extension Stepper: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let text = context.labelText(label)
    return [
      context.controlNode(
        "Stepper", text: text,
        width: .fill(ideal: estimatedWidth(text) + ViewNode.defaultSpacing + 94),
        height: .fixed(32))
    ]
  }
}
