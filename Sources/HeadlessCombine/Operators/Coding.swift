#if !canImport(Combine)
public import Foundation

/// A type that defines methods for decoding, as Combine's `TopLevelDecoder`.
public protocol TopLevelDecoder<Input> {
  /// The type this decoder accepts.
  associatedtype Input

  /// Decodes an instance of the indicated type.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - from: The encoded input.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's error when the input does not decode.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A type that defines methods for encoding, as Combine's `TopLevelEncoder`.
public protocol TopLevelEncoder<Output> {
  /// The type this encoder produces.
  associatedtype Output

  /// Encodes an instance of the indicated type.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: The encoded output.
  /// - Throws: The encoder's error when the value does not encode.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {
  /// JSON decoders decode data.
  public typealias Input = Data
}

extension JSONEncoder: TopLevelEncoder {
  /// JSON encoders produce data.
  public typealias Output = Data
}

extension PropertyListDecoder: TopLevelDecoder {
  /// Property list decoders decode data.
  public typealias Input = Data
}

extension PropertyListEncoder: TopLevelEncoder {
  /// Property list encoders produce data.
  public typealias Output = Data
}

extension Publishers {
  /// A publisher that decodes elements received from an upstream publisher, using a given
  /// decoder, as Combine's `Publishers.Decode`.
  ///
  /// An element that does not decode ends the stream with the decoder's error.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    /// Any error: the upstream's or the decoder's.
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    private let decoder: Coder

    /// Creates a publisher that decodes elements received from an upstream publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - decoder: The decoder that decodes the elements.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    /// Attaches a subscriber: it receives each element decoded.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, S.Failure == any Error {
      let decoder = decoder
      upstream.receive(
        subscriber: throwingLink(AnySubscriber(subscriber)) {
          try decoder.decode(Output.self, from: $0)
        })
    }
  }

  /// A publisher that encodes elements received from an upstream publisher, using a given
  /// encoder, as Combine's `Publishers.Encode`.
  ///
  /// An element that does not encode ends the stream with the encoder's error.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    /// The encoder's output.
    public typealias Output = Coder.Output
    /// Any error: the upstream's or the encoder's.
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    private let encoder: Coder

    /// Creates a publisher that encodes elements received from an upstream publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - encoder: The encoder that encodes the elements.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    /// Attaches a subscriber: it receives each element encoded.
    public func receive<S: Subscriber>(subscriber: S)
    where Coder.Output == S.Input, S.Failure == any Error {
      let encoder = encoder
      upstream.receive(
        subscriber: throwingLink(AnySubscriber(subscriber)) { try encoder.encode($0) })
    }
  }
}

/// A link that sends each value transformed, or ends the stream with the error the transform
/// throws (cancelling the upstream); the upstream's failure passes on as any error.
func throwingLink<Input, Failure: Error, Output>(
  _ downstream: AnySubscriber<Output, any Error>, _ transform: @escaping (Input) throws -> Output
) -> OperatorLink<Input, Failure, Output, any Error> {
  OperatorLink(
    downstream,
    onValue: { link, value in
      do {
        return link.send(try transform(value))
      } catch {
        link.finish(.failure(error))
        return .none
      }
    },
    onCompletion: { link, completion in
      switch completion {
      case .finished: link.finish(.finished)
      case .failure(let error): link.finish(.failure(error))
      }
    })
}

extension Publisher {
  /// Decodes the output from the upstream using a specified decoder, as Combine's
  /// `decode(type:decoder:)`.
  ///
  /// ```swift
  /// subject.decode(type: Post.self, decoder: JSONDecoder())
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode each element into.
  ///   - decoder: The decoder.
  /// - Returns: A publisher that decodes each element and publishes the result.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder>
  where Output == Coder.Input {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}

extension Publisher where Output: Encodable {
  /// Encodes the output from upstream using a specified encoder, as Combine's
  /// `encode(encoder:)`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Returns: A publisher that encodes each element and publishes the result.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}
#endif
