import PresentationHierarchy

extension UIApplication {
  /// Drags the front-most sheet to one of its detents, as a user drags its grabber: the sheet
  /// rests there, its delegate's `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
  /// is told [DOC: called after a user changes the detent, not after the app sets it], and
  /// SwiftUI content is evaluated again (a `presentationDetents(_:selection:)` binding follows).
  ///
  /// Dragging to the detent the sheet already rests at changes nothing and tells no one.
  ///
  /// - Parameter identifier: The detent, one of the sheet's active detents.
  /// - Returns: The sheet's presentation controller.
  /// - Throws: ``GestureError`` when the front-most presentation isn't a sheet or has no such
  ///   active detent.
  @discardableResult
  public func dragSheet(to identifier: UISheetPresentationController.Detent.Identifier) throws
    -> UISheetPresentationController
  {
    try asShared { try dragFrontSheet(to: identifier) }
  }

  /// Moves the front-most sheet to a detent, as ``dragSheet(to:)`` describes.
  private func dragFrontSheet(to identifier: UISheetPresentationController.Detent.Identifier)
    throws -> UISheetPresentationController
  {
    guard let presented = frontPresentation, let style = presented.resolvedPresentationStyle
    else {
      throw GestureError(
        message: "Drag sheet: nothing is presented in the front-most window that takes touches.")
    }
    guard style.isSheet, let sheet = presented.sheetPresentationController else {
      throw GestureError(
        message: "Drag sheet: the front-most presentation, \(presented.messageDescription), is "
          + "\(style.name), which has no detents.")
    }
    let geometry = profile.geometry
    let full = profile.device.screen.height - geometry.sheetTopInset
    let active = sheet.activeDetents(full: full, bottomInset: geometry.safeAreaBottom)
    guard active.contains(where: { $0.detent.identifier == identifier }) else {
      let names = active.map { "'\($0.detent.identifier.rawValue)'" }.joined(separator: ", ")
      throw GestureError(
        message: "Drag sheet: \(presented.messageDescription) has no active detent "
          + "'\(identifier.rawValue)'; its detents are \(names). Set the sheet's `detents` "
          + "(SwiftUI: `.presentationDetents`) to include it.")
    }
    let before = sheet.restingDetent(full: full, bottomInset: geometry.safeAreaBottom)
    guard before.detent.identifier != identifier else { return sheet }
    sheet.selectedDetentIdentifier = identifier
    (sheet.delegate as? any UISheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    evaluateContent()
    return sheet
  }
}
