public import Foundation

// Colors from hue, saturation and brightness, their components read back, and the drawing
// calls that set the current context's colors (inert).
extension UIColor {
  /// Creates a color from hue, saturation, brightness and alpha components between 0 and 1,
  /// converted to red, green and blue as UIKit's HSB model does [INF: the standard HSV to RGB
  /// conversion].
  ///
  /// - Parameters:
  ///   - hue: The hue, as a fraction of the color wheel.
  ///   - saturation: The saturation.
  ///   - brightness: The brightness.
  ///   - alpha: The opacity.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (min(max(hue, 0), 1) * 6).truncatingRemainder(dividingBy: 6)
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h)
    let f = h - CGFloat(sector)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Creates a color from a Core Graphics color's components (gray and alpha, or red, green,
  /// blue and alpha).
  ///
  /// - Parameter cgColor: The color.
  public convenience init(cgColor: CGColor) {
    let parts = cgColor.components ?? [0, 1]
    if parts.count >= 4 {
      self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    } else {
      self.init(white: parts.first ?? 0, alpha: parts.count > 1 ? parts[1] : 1)
    }
  }

  /// Reads the color's red, green, blue and alpha components (light appearance).
  ///
  /// - Parameters:
  ///   - red: Receives the red component.
  ///   - green: Receives the green component.
  ///   - blue: Receives the blue component.
  ///   - alpha: Receives the alpha.
  /// - Returns: `true`: every model color is in the RGB space.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = components[0]
    green?.pointee = components[1]
    blue?.pointee = components[2]
    alpha?.pointee = components[3]
    return true
  }

  /// Reads the color's hue, saturation, brightness and alpha (light appearance).
  ///
  /// - Parameters:
  ///   - hue: Receives the hue.
  ///   - saturation: Receives the saturation.
  ///   - brightness: Receives the brightness.
  ///   - alpha: Receives the alpha.
  /// - Returns: `true`.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let (r, g, b) = (components[0], components[1], components[2])
    let maximum = max(r, g, b)
    let delta = maximum - min(r, g, b)
    var h: CGFloat = 0
    if delta > 0 {
      if maximum == r {
        h = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
      } else if maximum == g {
        h = (b - r) / delta + 2
      } else {
        h = (r - g) / delta + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum == 0 ? 0 : delta / maximum
    brightness?.pointee = maximum
    alpha?.pointee = components[3]
    return true
  }

  /// Reads the color's white level and alpha (light appearance): the mean of its red, green
  /// and blue.
  ///
  /// - Parameters:
  ///   - white: Receives the white level.
  ///   - alpha: Receives the alpha.
  /// - Returns: `true`.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    white?.pointee = (components[0] + components[1] + components[2]) / 3
    alpha?.pointee = components[3]
    return true
  }

  /// Sets the current context's fill color (inert).
  public func setFill() {}
  /// Sets the current context's stroke color (inert).
  public func setStroke() {}
  /// Sets the current context's fill and stroke colors (inert).
  public func set() {}
}
