/// The HID usage codes of a USB keyboard's keys, as UIKit's `UIKeyboardHIDUsage`
/// [DOC: `uikit/uikeyboardhidusage`]: the raw values are the USB HID usage table's, as
/// Apple's pages list them (`keyboardA` is 4).
///
/// The model declares the keys apps match on: letters, digits, Return, Escape, Delete, Tab,
/// the space bar, the arrows, the navigation keys and the modifiers.
public enum UIKeyboardHIDUsage: Int, Sendable {
  /// The A key.
  case keyboardA = 4
  /// The B key.
  case keyboardB = 5
  /// The C key.
  case keyboardC = 6
  /// The D key.
  case keyboardD = 7
  /// The E key.
  case keyboardE = 8
  /// The F key.
  case keyboardF = 9
  /// The G key.
  case keyboardG = 10
  /// The H key.
  case keyboardH = 11
  /// The I key.
  case keyboardI = 12
  /// The J key.
  case keyboardJ = 13
  /// The K key.
  case keyboardK = 14
  /// The L key.
  case keyboardL = 15
  /// The M key.
  case keyboardM = 16
  /// The N key.
  case keyboardN = 17
  /// The O key.
  case keyboardO = 18
  /// The P key.
  case keyboardP = 19
  /// The Q key.
  case keyboardQ = 20
  /// The R key.
  case keyboardR = 21
  /// The S key.
  case keyboardS = 22
  /// The T key.
  case keyboardT = 23
  /// The U key.
  case keyboardU = 24
  /// The V key.
  case keyboardV = 25
  /// The W key.
  case keyboardW = 26
  /// The X key.
  case keyboardX = 27
  /// The Y key.
  case keyboardY = 28
  /// The Z key.
  case keyboardZ = 29
  /// The 1 key.
  case keyboard1 = 30
  /// The 2 key.
  case keyboard2 = 31
  /// The 3 key.
  case keyboard3 = 32
  /// The 4 key.
  case keyboard4 = 33
  /// The 5 key.
  case keyboard5 = 34
  /// The 6 key.
  case keyboard6 = 35
  /// The 7 key.
  case keyboard7 = 36
  /// The 8 key.
  case keyboard8 = 37
  /// The 9 key.
  case keyboard9 = 38
  /// The 0 key.
  case keyboard0 = 39
  /// Return (Enter).
  case keyboardReturnOrEnter = 40
  /// Escape.
  case keyboardEscape = 41
  /// Delete (Backspace).
  case keyboardDeleteOrBackspace = 42
  /// Tab.
  case keyboardTab = 43
  /// The space bar.
  case keyboardSpacebar = 44
  /// Home.
  case keyboardHome = 74
  /// Page Up.
  case keyboardPageUp = 75
  /// Delete Forward.
  case keyboardDeleteForward = 76
  /// End.
  case keyboardEnd = 77
  /// Page Down.
  case keyboardPageDown = 78
  /// Right Arrow.
  case keyboardRightArrow = 79
  /// Left Arrow.
  case keyboardLeftArrow = 80
  /// Down Arrow.
  case keyboardDownArrow = 81
  /// Up Arrow.
  case keyboardUpArrow = 82
  /// The left Control key.
  case keyboardLeftControl = 224
  /// The left Shift key.
  case keyboardLeftShift = 225
  /// The left Option key.
  case keyboardLeftAlt = 226
  /// The left Command key.
  case keyboardLeftGUI = 227
  /// The right Control key.
  case keyboardRightControl = 228
  /// The right Shift key.
  case keyboardRightShift = 229
  /// The right Option key.
  case keyboardRightAlt = 230
  /// The right Command key.
  case keyboardRightGUI = 231
}
