import Foundation
import HeadlessCombine
import Testing

/// Combine's `decode(type:decoder:)` and `encode(encoder:)` with Foundation's coders as
/// `TopLevelDecoder` and `TopLevelEncoder`.
@MainActor
struct CodingOperatorsTests {
  @Test("decode(type:decoder:) decodes each element and fails on one that does not decode")
  func decode() {
    var cancellables = Set<AnyCancellable>()
    let payloads = PassthroughSubject<Data, ProbeError>()
    let log = PipelineLog<Post>()
    payloads.decode(type: Post.self, decoder: JSONDecoder())
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    payloads.send(Data(#"{"id":1,"title":"Hello"}"#.utf8))
    payloads.send(Data("not json".utf8))
    payloads.send(Data(#"{"id":2,"title":"Lost"}"#.utf8))
    #expect(log.values == [Post(id: 1, title: "Hello")])
    #expect(log.completions.count == 1 && log.completions[0].hasPrefix("failure("))

    let upstreamFailure = PipelineLog<Post>()
    Fail<Data, ProbeError>(error: ProbeError()).decode(type: Post.self, decoder: JSONDecoder())
      .sink(receiveCompletion: { upstreamFailure.complete($0) }, receiveValue: { _ in })
      .store(in: &cancellables)
    #expect(upstreamFailure.completions == ["failure(ProbeError)"])
  }

  @Test("encode(encoder:) and Encode then Decode make a round trip")
  func roundTrip() throws {
    var cancellables = Set<AnyCancellable>()
    let post = Post(id: 7, title: "Round")
    let encode = Publishers.Encode(upstream: Just(post), encoder: PropertyListEncoder())
    let decode = Publishers.Decode<_, Post, _>(upstream: encode, decoder: PropertyListDecoder())
    #expect(decode.upstream.upstream.output == post)
    var decoded: [Post] = []
    decode.sink(receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
      .store(in: &cancellables)
    #expect(decoded == [post])

    var json: [String] = []
    Just(post).encode(encoder: JSONEncoder())
      .sink(
        receiveCompletion: { _ in },
        receiveValue: { json.append(String(decoding: $0, as: UTF8.self)) }
      )
      .store(in: &cancellables)
    #expect(try JSONDecoder().decode(Post.self, from: Data(json[0].utf8)) == post)
    #expect(try decodeWith(JSONDecoder(), Data(json[0].utf8)) == post)
    #expect(try JSONDecoder().decode(Post.self, from: encodeWith(JSONEncoder(), post)) == post)
  }

  /// Decodes through the protocol, as generic app code does.
  private func decodeWith<Coder: TopLevelDecoder>(_ coder: Coder, _ input: Coder.Input) throws
    -> Post
  {
    try coder.decode(Post.self, from: input)
  }

  /// Encodes through the protocol, as generic app code does.
  private func encodeWith<Coder: TopLevelEncoder>(_ coder: Coder, _ post: Post) throws
    -> Coder.Output
  {
    try coder.encode(post)
  }
}

// MARK: - Fixtures

/// A value apps decode from a feed.
private struct Post: Codable, Equatable {
  var id: Int
  var title: String
}
