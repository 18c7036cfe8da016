import Foundation
import SnapshotReview
import SnapshotStorage
import Testing

struct RenderCommandTests {
  /// Real recordings of the seed app (copied from `Snapshots/`, so that a change to the model
  /// doesn't move these pictures) and the pictures expected of them.
  @Test(
    "render draws real snapshot files byte for byte as the fixtures",
    arguments: [
      (input: "ZStackDolphin.txt", step: nil, picture: "ZStackDolphin.svg"),
      (input: "SeparateWindowDolphin.txt", step: 3, picture: "SeparateWindowDolphin-step3.svg"),
    ] as [(input: String, step: Int?, picture: String)])
  func fixtures(input: String, step: Int?, picture: String) async throws {
    let package = try TemporaryPackage()
    let stepArguments = step.map { ["--step", "\($0)"] } ?? []
    let result = try await SnapshotsProcess.run(
      ["render", PictureFixtures.url(input).path] + stepArguments, in: package.root)
    #expect(result.status == 0, "\(result.errors)")
    let fixtures = "Tests/SnapshotReviewTests/Fixtures/Pictures/"
    try PictureFixtures.expect(
      result.output, matches: picture,
      rerecord: "swift run snapshots render \(fixtures)\(input) "
        + stepArguments.map { $0 + " " }.joined() + "--output \(fixtures)\(picture)")
    #expect(PictureFixtures.isWellFormedXML(result.output))
  }

  @Test("every reference under Snapshots/ renders, twice the same, naming its windows and nodes")
  func everyRealSnapshot() async throws {
    let snapshots = PictureFixtures.packageRoot.appendingPathComponent("Snapshots")
    let files = SnapshotFiles().references(under: snapshots).filter { $0.pathExtension == "txt" }
    try #require(files.count > 10)
    let package = try TemporaryPackage()
    let workspace = try ReviewWorkspace.find(from: package.root, environment: [:])
    for file in files {
      let first = try await SnapshotsProcess.run(["render", file.path], in: package.root)
      #expect(first.status == 0, "\(file.lastPathComponent): \(first.errors)")
      // Drawn again in this process, whose hashing seed is not the subprocess's: no dictionary
      // or set order reaches the picture.
      let second = try RenderCommand.run(arguments: [file.path], workspace: workspace)
      #expect(
        first.output == second.standardOutput, "\(file.lastPathComponent) renders differently")
      #expect(PictureFixtures.isWellFormedXML(first.output), "\(file.lastPathComponent)")
      let text = try String(contentsOf: file, encoding: .utf8)
      for identifier in Self.identifiers(in: text) {
        // A node's label, or a window's header.
        #expect(
          first.output.contains(">#\(identifier)<")
            || first.output.contains(" #\(identifier)</text>"),
          "\(file.lastPathComponent): #\(identifier)")
      }
      for (windows, steps) in Self.windowCounts(in: text) {
        #expect(
          first.output.contains("window \(windows) of \(windows)"),
          "\(file.lastPathComponent): step \(steps) has \(windows) windows")
      }
    }
  }

  /// The plain identifiers (`#word`) of a snapshot text.
  static func identifiers(in text: String) -> Set<String> {
    var result: Set<String> = []
    for line in text.split(separator: "\n")
    where !line.hasPrefix("front-to-back:") && !line.hasPrefix("## ") {
      for word in line.split(separator: " ") where word.hasPrefix("#") && !word.contains("\"") {
        result.insert(String(word.dropFirst()))
      }
    }
    return result
  }

  /// The number of windows of each step, with the step's number.
  static func windowCounts(in text: String) -> [(windows: Int, step: Int)] {
    var counts: [(windows: Int, step: Int)] = []
    for line in text.split(separator: "\n") {
      if line.hasPrefix("## step ") {
        counts.append((0, counts.count + 1))
      } else if line.hasPrefix("window "), !counts.isEmpty {
        counts[counts.count - 1].windows += 1
      }
    }
    return counts
  }

  @Test("text is escaped for XML, and controls and direction overrides are shown, not applied")
  func escaping() async throws {
    let package = try TemporaryPackage()
    try package.write(
      "hostile.txt",
      """
      presentation-snapshot 1
      test: A&B/<script>

      ## step 1: "\\"quoted\\" <label> & 'more'\\u{202E}"
      front-to-back: a<b>&'c'
      window "UIWindow<\\"W\\">" key level=normal frame=0,0,390,844
        transition UITransitionView style=o&o presenter=P<'Q'>
          content Image #a<b>&'c' frame=10,10,100,20 label="x\\u{1}y"

      """)
    let result = try await package.run("render", "hostile.txt")
    #expect(result.status == 0, "\(result.errors)")
    let svg = result.output
    #expect(PictureFixtures.isWellFormedXML(svg))
    #expect(svg.contains("#a&lt;b&gt;&amp;&#39;c&#39;"))
    #expect(svg.contains("UIWindow&lt;&quot;W&quot;&gt;"))
    #expect(svg.contains("&quot;quoted&quot; &lt;label&gt; &amp; &#39;more&#39;\\u{202E}"))
    #expect(svg.contains("o&amp;o from P&lt;&#39;Q&#39;&gt;"))
    #expect(svg.contains("A&amp;B/&lt;script&gt;"))
    #expect(!svg.contains("<script"))
    #expect(!svg.unicodeScalars.contains("\u{202E}"))
    #expect(!svg.unicodeScalars.contains("\u{1}"))
  }

  @Test("one step, or every step one under another; --output writes a file, creating folders")
  func stepsAndOutput() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Self.twoSteps)
    let all = try await package.run("render", Fixture.referencePath)
    #expect(all.status == 0)
    #expect(all.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(all.output.contains(">step 1 of 2: launch<"))
    #expect(all.output.contains(">step 2 of 2: present cover<"))
    let one = try await package.run("render", Fixture.referencePath, "--step=2")
    #expect(!one.output.contains(">step 1 of 2"))
    #expect(one.output.contains(">step 2 of 2: present cover<"))
    let written = try await package.run(
      "render", Fixture.referencePath, "--step", "2", "--output", "pictures/toast.svg")
    #expect(written.status == 0)
    #expect(written.output == "Wrote pictures/toast.svg.\n")
    #expect(package.read("pictures/toast.svg") == one.output)
    let dash = try await package.run(
      "render", Fixture.referencePath, "--step", "2", "--output", "-")
    #expect(dash.output == one.output)
    #expect(!package.exists(Fixture.referencePath + ".svg"))
  }

  @Test("each window is a panel with its place and badges; taps are marked")
  func panelsAndTapMarks() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Self.twoSteps)
    let svg = try await package.run("render", Fixture.referencePath, "--step", "2").output
    #expect(svg.contains(">window 1 of 2 · back<"))
    #expect(svg.contains(">window 2 of 2 · front<"))
    #expect(svg.contains(">level normal<"))
    #expect(svg.contains(">level alert<"))
    #expect(svg.contains(">key<"))
    #expect(svg.contains(">not key<"))
    #expect(svg.contains(">interaction off<"))
    // The toast's window lets taps through to the cover; the cover takes its own.
    #expect(svg.contains(">#toast</tspan><tspan fill=\"#b03a2e\"> taps → #cover in window 1<"))
    #expect(svg.contains(">#cover</tspan><tspan fill=\"#1e8449\"> ✓<"))
    // The button is under the opaque cover.
    #expect(svg.contains(">#open</tspan><tspan fill=\"#b03a2e\"> taps → #cover</tspan>"))
    #expect(svg.contains("> (covered)<"))
    // The key to the layers, cut to the panel's width.
    #expect(svg.contains(">2 UITransitionView overFullScreen from UIVie…<"))
  }

  @Test("hidden windows and nodes are dashed and say so; levels, alpha and wrapped badges")
  func hiddenAndOdd() async throws {
    let package = try TemporaryPackage()
    try package.write(
      "odd.txt",
      """
      presentation-snapshot 1

      ## step 1: odd windows
      front-to-back: ghost, faded, plain
      window UIWindow level=-5
        view UIView #plain frame=20,20,100,100
      window UIWindow hidden level=1500 alpha=0.5 frame=0,0,390,844
        transition UITransitionView
          view UIView #ghost frame=50,300,200,100
      window UIWindow key level=normal frame=0,0,390,844
        transition UITransitionView alpha=0.5
          view UIView #faded hidden frame=50,500,200,100

      """)
    let result = try await package.run("render", "odd.txt")
    #expect(result.status == 0, "\(result.errors)")
    let svg = result.output
    // No test name in the file: the heading is the file's path.
    #expect(svg.contains(">odd.txt</text>"))
    #expect(svg.contains(">level -5<"))
    #expect(svg.contains(">level 1500<"))
    #expect(svg.contains(">alpha 0.5<"))
    #expect(svg.contains(">hidden<"))
    #expect(svg.contains("<g opacity=\"0.45\">"))
    #expect(svg.contains("stroke=\"#333333\" stroke-width=\"1.5\" stroke-dasharray=\"4,3\""))
    #expect(svg.contains("stroke=\"#9a9a9a\" stroke-width=\"1\" stroke-dasharray=\"3,2\""))
    #expect(svg.contains(">#faded</tspan>"))
    #expect(svg.contains("> (hidden)<"))
    #expect(svg.contains(">1 UITransitionView (alpha 0.5)<"))
    // The window without a frame fills the screen the others state.
    #expect(
      svg.contains("<rect x=\"24\" y=\"163\" width=\"260\" height=\"562.67\" fill=\"#ffffff\""))
  }

  static let twoSteps = """
    presentation-snapshot 1
    test: AppTests/ToastTests/toast

    ## step 1: launch
    front-to-back: toast, open
    window UIWindow key level=normal frame=0,0,390,844
      transition UITransitionView
        controller UIViewController
          content Button #open frame=100,400,80,40
    window UIWindow level=alert interaction=off frame=0,0,390,844
      transition UITransitionView
        content Text #toast frame=100,700,190,40

    ## step 2: present cover
    front-to-back: toast, cover, open
    window UIWindow key level=normal frame=0,0,390,844
      transition UITransitionView
        controller UIViewController
          content Button #open frame=100,400,80,40
      transition UITransitionView style=overFullScreen presenter=UIViewController
        content Color #cover opaque
    window UIWindow level=alert interaction=off frame=0,0,390,844
      transition UITransitionView
        content Text #toast frame=100,700,190,40

    """

  @Test(
    "render usage errors exit with 2 and name the file and the valid steps",
    arguments: [
      ([], "expected the snapshot file to draw"),
      (["missing.txt"], "no such file: 'missing.txt'"),
      (["Snapshots"], "'Snapshots' is a folder; give one snapshot file"),
      (
        ["toast.txt", "--step", "two"],
        "'two' is not a step number for 'toast.txt': it has steps 1 to 2"
      ),
      (["toast.txt", "--step", "3"], "'toast.txt' has no step 3: it has steps 1 to 2"),
      (["toast.txt", "--step", "0"], "'toast.txt' has no step 0: it has steps 1 to 2"),
      (["toast.txt", "--step=-1"], "'toast.txt' has no step -1: it has steps 1 to 2"),
      (["toast.txt", "--step"], "option '--step' needs a value"),
      (["toast.txt", "other.txt"], "unexpected argument 'other.txt'"),
    ] as [([String], String)])
  func usageErrors(arguments: [String], message: String) async throws {
    let package = try TemporaryPackage()
    try package.write("toast.txt", Self.twoSteps)
    try package.write("Snapshots/.keep", "")
    let result = try await SnapshotsProcess.run(["render"] + arguments, in: package.root)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("snapshots render: \(message)\n"), "\(result.errors)")
    #expect(result.errors.contains("USAGE: snapshots render FILE [--step N] [--output PATH]"))
    #expect(result.output.isEmpty)
  }

  @Test("a file that can't be parsed fails with 1 and says where, as 'check' does")
  func unparsable() async throws {
    let package = try TemporaryPackage()
    try package.write("broken.txt", Fixture.broken)
    let result = try await package.run("render", "broken.txt")
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("snapshots render: broken.txt:5:1: "))
    let single = try TemporaryPackage()
    try single.write("one.txt", Fixture.reference)
    let outOfRange = try await single.run("render", "one.txt", "--step", "2")
    #expect(outOfRange.errors.contains("'one.txt' has no step 2: its only step is 1"))
  }
}
