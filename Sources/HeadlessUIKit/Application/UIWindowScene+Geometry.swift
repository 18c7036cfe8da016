extension UIWindowScene {
  /// The geometry a window scene asks the system for, as UIKit's
  /// `UIWindowScene.GeometryPreferences`: an abstract superclass of each platform's preferences.
  @preconcurrency @MainActor
  open class GeometryPreferences {
    init() {}
  }

  /// Asks the system to change the scene's geometry, such as its interface orientation.
  ///
  /// Inert in the model: the scene keeps the orientation of the app's profile, since the model
  /// never rotates; the error handler isn't called.
  ///
  /// - Parameters:
  ///   - geometryPreferences: The geometry asked for.
  ///   - errorHandler: Called by UIKit when the request fails.
  public func requestGeometryUpdate(
    _ geometryPreferences: UIWindowScene.GeometryPreferences,
    errorHandler: ((any Error) -> Void)? = nil
  ) {}
}

extension UIWindowScene.GeometryPreferences {
  /// The geometry an iOS window scene asks for, as UIKit's
  /// `UIWindowScene.GeometryPreferences.iOS`; inert, as
  /// ``UIWindowScene/requestGeometryUpdate(_:errorHandler:)`` is.
  // swift-format-ignore: TypeNamesShouldBeCapitalized
  @preconcurrency @MainActor
  open class iOS: UIWindowScene.GeometryPreferences {
    /// The orientations asked for; `nil` asks for none.
    public var interfaceOrientations: UIInterfaceOrientationMask?

    /// Creates preferences that ask for nothing.
    public override init() {
      super.init()
    }

    /// Creates preferences that ask for some orientations.
    ///
    /// - Parameter interfaceOrientations: The orientations.
    public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
      self.init()
      self.interfaceOrientations = interfaceOrientations
    }
  }
}
