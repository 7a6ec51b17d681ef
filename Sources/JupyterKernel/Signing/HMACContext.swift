import CCrypto

/// An HMAC-SHA256 keyed once (OpenSSL's EVP_MAC), copied for each message: fetching the
/// algorithm and setting the key per message would cost more than hashing the message.
final class HMACContext: @unchecked Sendable {
    private let template: OpaquePointer
    private let lock = Lock()

    /// Creates the keyed template; nil when OpenSSL cannot provide HMAC-SHA256.
    init?(key: [UInt8]) {
        guard let algorithm = EVP_MAC_fetch(nil, "HMAC", nil) else { return nil }
        defer { EVP_MAC_free(algorithm) }
        guard let context = EVP_MAC_CTX_new(algorithm) else { return nil }
        // An OSSL_PARAM keeps pointers to its name and value, which OpenSSL reads in
        // EVP_MAC_init: both must stay valid until then, so neither may be a temporary made
        // for one call (a string literal passed straight to the constructor is freed on return).
        var parameterName = Array("digest".utf8CString)
        var digestName = Array("SHA256".utf8CString)
        let status = parameterName.withUnsafeMutableBufferPointer { name -> Int32 in
            digestName.withUnsafeMutableBufferPointer { digest -> Int32 in
                var parameters = [OSSL_PARAM_construct_utf8_string(name.baseAddress, digest.baseAddress, 0),
                                  OSSL_PARAM_construct_end()]
                return key.withUnsafeBufferPointer { keyBuffer in
                    EVP_MAC_init(context, keyBuffer.baseAddress, keyBuffer.count, &parameters)
                }
            }
        }
        guard status == 1 else {
            EVP_MAC_CTX_free(context)
            return nil
        }
        template = context
    }

    deinit {
        EVP_MAC_CTX_free(template)
    }

    /// The raw 32-byte HMAC of the concatenation of `frames`, or nil when OpenSSL fails.
    func authenticationCode<Frames: Sequence>(of frames: Frames) -> [UInt8]? where Frames.Element == [UInt8] {
        lock.lock()
        let copy = EVP_MAC_CTX_dup(template)
        lock.unlock()
        guard let copy else { return nil }
        defer { EVP_MAC_CTX_free(copy) }
        for frame in frames {
            let status = frame.withUnsafeBufferPointer { EVP_MAC_update(copy, $0.baseAddress, $0.count) }
            guard status == 1 else { return nil }
        }
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length = 0
        guard EVP_MAC_final(copy, &output, &length, output.count) == 1 else { return nil }
        return Array(output.prefix(length))
    }
}
