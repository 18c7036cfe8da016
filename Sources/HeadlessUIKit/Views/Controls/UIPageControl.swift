public import Foundation

/// A row of dots showing which of several pages is current, as UIKit's `UIPageControl`.
///
/// Modelled: ``currentPage`` stays within the pages; a tap on the control's right half goes to
/// the next page and on its left half to the previous one, and sends `.valueChanged` when the
/// page changed [DOC: `uikit/uipagecontrol`, a tap to either side of the current indicator
/// moves one page; INF: the model takes the middle as the current indicator, as the dots are
/// centred]. Setting ``currentPage`` sends nothing. Colours, images and styles are inert.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// How a page control's background looks, as UIKit's `UIPageControl.BackgroundStyle`; inert.
  public enum BackgroundStyle: Int, Sendable {
    /// A background while interacting.
    case automatic = 0
    /// A full background.
    case prominent = 1
    /// No background.
    case minimal = 2
  }

  /// The number of pages; 0 by default.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(numberOfPages, 0)
      currentPage = storedPage
    }
  }
  /// The current page, kept within the pages; 0 by default.
  open var currentPage: Int {
    get { storedPage }
    set { storedPage = max(0, min(newValue, numberOfPages - 1)) }
  }
  private var storedPage = 0
  /// Whether the dots are hidden when there is only one page; inert: the model draws no dots.
  open var hidesForSinglePage = false
  /// The colour of the other pages' dots; inert.
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current page's dot; inert.
  open var currentPageIndicatorTintColor: UIColor?
  /// The background's looks; inert.
  open var backgroundStyle: UIPageControl.BackgroundStyle = .automatic
  /// Whether dragging along the control scrubs through pages; inert.
  open var allowsContinuousInteraction = true
  /// The image of every page's indicator; inert.
  open var preferredIndicatorImage: UIImage?
  private var indicatorImages: [Int: UIImage] = [:]

  /// Returns the size the dots of a number of pages take: 26 points a page, 28 high [INF].
  ///
  /// - Parameter pageCount: The number of pages.
  /// - Returns: The size.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(pageCount, 0)) * 26, height: 28)
  }

  /// Sets the indicator image of a page; kept, inert.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - page: The page.
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    indicatorImages[page] = image
  }

  /// Returns the indicator image of a page.
  ///
  /// - Parameter page: The page.
  /// - Returns: The image, or `nil`.
  open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

  override var tapEvents: [UIControl.Event] { [.touchUpInside] }

  override func tapped(at point: CGPoint) -> [UIControl.Event] {
    let old = currentPage
    currentPage = point.x >= bounds.midX ? old + 1 : old - 1
    return currentPage == old ? [] : [.valueChanged]
  }
}
