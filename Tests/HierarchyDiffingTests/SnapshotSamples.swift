/// Snapshot texts in the presentation snapshot format.
enum SnapshotSamples {
  /// Two steps, the second with quoted type names and identifiers.
  static let twoSteps = """
    presentation-snapshot 1
    test: ExamplesTests/MascotOverlay/zStackMascotFallsUnderCover

    ## step 1: launch
    front-to-back: mascot, tabs
    window UIWindow #main key level=normal
      transition UITransitionView
        controller UIHostingController<RootView>
          content ZStack
            controller UITabBarController #tabs
            content Image #mascot frame=274,648,100,100

    ## step 2: "present cover"
    front-to-back: cover, mascot, tabs
    window UIWindow key level=normal
      transition UITransitionView style=overFullScreen
        hosting "_UIHostingView<ModifiedContent<AnyView, RootModifier>>" #"my id"
          content Color #cover

    """
}
