import SafariServices
import UIKit

/// A screen that opens its help page in Safari's view controller, as apps write it with
/// `import SafariServices`.
final class HelpViewController: UIViewController, SFSafariViewControllerDelegate {
  private(set) var closedHelp = false

  func showHelp() {
    guard let url = URL(string: "https://example.com/help") else { return }
    let configuration = SFSafariViewController.Configuration()
    configuration.entersReaderIfAvailable = true
    let safari = SFSafariViewController(url: url, configuration: configuration)
    safari.delegate = self
    safari.preferredControlTintColor = .systemBlue
    safari.dismissButtonStyle = .done
    present(safari, animated: true)
  }

  func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    closedHelp = true
  }
}
