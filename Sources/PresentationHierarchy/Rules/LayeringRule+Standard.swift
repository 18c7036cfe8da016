extension LayeringRule {
  /// The rules every presentation hierarchy should keep: ``alertButtonsTakeTaps``,
  /// ``presentationsInUsableWindows``, ``keyWindowVisible``, ``noStaleTransitionViews`` and
  /// ``noPresentationWarnings``.
  public static let standard: [LayeringRule] = [
    .alertButtonsTakeTaps, .presentationsInUsableWindows, .keyWindowVisible,
    .noStaleTransitionViews, .noPresentationWarnings,
  ]

  /// Every button of a presented UIKit alert or action sheet (`_UIAlertControllerActionView`)
  /// takes the taps at its centre.
  public static let alertButtonsTakeTaps = LayeringRule(
    "alert buttons take taps", spelling: ".alertButtonsTakeTaps"
  ) { context in
    let hierarchy = context.hierarchy
    return hierarchy.nodes.indices.compactMap { index in
      let node = hierarchy[index]
      guard node.typeName == UIKitClassName.alertControllerActionView, !node.attributes.isHidden,
        let frame = node.attributes.frame
      else { return nil }
      let center = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
      let hit = hierarchy.hitTest(center)
      guard hit.map({ !hierarchy.subtree(of: index).contains($0) }) ?? true else { return nil }
      let name = node.attributes[extra: "label"].map { "button '\($0)'" } ?? "an alert button"
      let receiver = hit.map { "\(hierarchy[$0].displayName) receives them" } ?? "no view does"
      return LayeringViolation(
        rule: "alert buttons take taps", node: name,
        message: "a tap at its centre doesn't reach it: \(receiver)")
    }
  }

  /// Nothing is presented into a window that is hidden, transparent or doesn't take touches:
  /// the user could neither see nor dismiss it.
  public static let presentationsInUsableWindows = LayeringRule(
    "presentations land in usable windows", spelling: ".presentationsInUsableWindows"
  ) { context in
    let hierarchy = context.hierarchy
    return hierarchy.nodes.indices.compactMap { index in
      let node = hierarchy[index]
      guard node.role == .transition, let style = node.attributes.presentationStyle else {
        return nil
      }
      let window = hierarchy[hierarchy.window(of: index)]
      let problem: String? =
        window.attributes.isHidden
        ? "is hidden"
        : window.attributes.alpha < 0.01
          ? "is transparent"
          : !window.attributes.isUserInteractionEnabled ? "doesn't take touches" : nil
      guard let problem else { return nil }
      return LayeringViolation(
        rule: "presentations land in usable windows", node: hierarchy.presentedName(index),
        message: "presented (\(style)) into window \(window.displayName), which \(problem)")
    }
  }

  /// Each key window is visible: a hidden key window gets the keyboard and the next
  /// presentation a top-controller finder makes.
  public static let keyWindowVisible = LayeringRule(
    "the key window is visible", spelling: ".keyWindowVisible"
  ) { context in
    let hierarchy = context.hierarchy
    return hierarchy.windowIndices.compactMap { index in
      let window = hierarchy[index]
      guard window.attributes.isKey, window.attributes.isHidden || window.attributes.alpha < 0.01
      else { return nil }
      return LayeringViolation(
        rule: "the key window is visible", node: window.displayName,
        message: "is the key window but isn't visible")
    }
  }

  /// No transition view is left behind after its presentation ended (it has no `style=`), other
  /// than the root presentation's, the first view of its window.
  public static let noStaleTransitionViews = LayeringRule(
    "no stale transition views", spelling: ".noStaleTransitionViews"
  ) { context in
    let hierarchy = context.hierarchy
    return hierarchy.windowIndices.flatMap { window in
      hierarchy.children(of: window).dropFirst().compactMap { index in
        let node = hierarchy[index]
        guard node.role == .transition, node.attributes.presentationStyle == nil else {
          return nil
        }
        let content = hierarchy.subtree(of: index).count - 1
        return LayeringViolation(
          rule: "no stale transition views", node: node.displayName,
          message: "in window \(hierarchy[window].displayName) belongs to no presentation "
            + "(\(content) view\(content == 1 ? "" : "s") inside): a presentation ended and "
            + "left it on screen")
      }
    }
  }

  /// The step printed no UIKit presentation warning and raised no exception.
  public static let noPresentationWarnings = LayeringRule(
    "no UIKit presentation warnings", spelling: ".noPresentationWarnings"
  ) { context in
    context.step.messages.compactMap { message in
      let isPresentation = message.text.lowercased().contains("present")
      guard message.kind == .exception || isPresentation else { return nil }
      return LayeringViolation(
        rule: "no UIKit presentation warnings", node: nil,
        message: "UIKit printed \"\(message)\"")
    }
  }

  /// A landmark is in front of every presentation whenever it is on screen: name it by its
  /// identifier, or by your view type when no other node has it (`DolphinOverlay`).
  ///
  /// - Parameter landmarks: The identifiers or type names that must stay on top.
  /// - Returns: The rule.
  public static func alwaysOnTop(_ landmarks: String...) -> LayeringRule {
    let name = "always on top: " + landmarks.joined(separator: ", ")
    let arguments = landmarks.map { "\"\($0)\"" }.joined(separator: ", ")
    return LayeringRule(name, spelling: ".alwaysOnTop(\(arguments))") { context in
      let hierarchy = context.hierarchy
      let presentations = hierarchy.nodes.indices.filter {
        hierarchy[$0].role == .transition && hierarchy[$0].attributes.presentationStyle != nil
      }
      return landmarks.compactMap { landmark in
        guard let index = hierarchy.landmarkIndex(landmark) else { return nil }
        guard
          let cover = presentations.first(where: {
            !hierarchy.subtree(of: $0).contains(index) && !hierarchy.isInFront(index, of: $0)
          })
        else { return nil }
        return LayeringViolation(
          rule: name, node: landmark,
          message: "is behind the presentation of \(hierarchy.presentedName(cover))")
      }
    }
  }
}

extension Hierarchy {
  /// Names what a transition view presents: its first identified node, else its first child.
  func presentedName(_ transition: Int) -> String {
    let inside = subtree(of: transition).dropFirst()
    let named = inside.first { nodes[$0].identifier != nil } ?? inside.first ?? transition
    return nodes[named].displayName
  }

  /// The node with an identifier, else the only node of a type name; `nil` when none or
  /// several.
  func landmarkIndex(_ name: String) -> Int? {
    let identified = nodes.indices.filter { nodes[$0].identifier == name }
    if identified.count == 1 { return identified.first }
    let typed = nodes.indices.filter { nodes[$0].typeName == name }
    return identified.isEmpty && typed.count == 1 ? typed.first : nil
  }
}
