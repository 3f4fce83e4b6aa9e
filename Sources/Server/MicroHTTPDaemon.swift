internal import CMicroHTTPD
import Foundation

/// Owns one libmicrohttpd daemon (epoll, a thread pool) and stops it in
/// `deinit`. Each request is read whole (bodies up to `maxBodyBytes`) and
/// answered on MHD's second call of the access handler, so keep-alive stays on.
final class MicroHTTPDaemon: @unchecked Sendable {
    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
    typealias Completion = @Sendable (_ request: HTTPRequest?, _ status: Int, _ bytes: Int, _ seconds: Double) -> Void

    private var daemon: OpaquePointer?
    let handler: Handler
    let completion: Completion
    let maxBodyBytes: Int
    /// The port bound (the one asked for, or the one the system chose for 0).
    private(set) var port: UInt16 = 0

    /// The state of one request between MHD's calls.
    final class Exchange {
        /// The route of the request's path, found once from the first call's URL.
        let route: Route
        /// The body limit of the request's route.
        let maxBodyBytes: Int
        var body = Data()
        var tooLarge = false
        let started = ContinuousClock.now
        var request: HTTPRequest?
        var status = 0
        var bytes = 0

        init(route: Route, maxBodyBytes: Int) {
            self.route = route
            self.maxBodyBytes = maxBodyBytes
        }
    }

    init(host: String, port: UInt16, threads: Int, connectionLimit: Int, perClientConnectionLimit: Int,
         timeoutSeconds: Int, maxBodyBytes: Int,
         handler: @escaping Handler, completion: @escaping Completion) throws {
        self.handler = handler
        self.completion = completion
        self.maxBodyBytes = maxBodyBytes
        var address = in_addr()
        guard inet_pton(AF_INET, host, &address) == 1 else {
            throw ServerError(.setting, "the host \(host.prefix(40)) is not an IPv4 address (e.g. 127.0.0.1)", parameter: "host")
        }
        var settings = cp_mhd_settings(address: address.s_addr, port: port, threads: UInt32(clamping: threads),
                                       connection_limit: UInt32(clamping: connectionLimit),
                                       per_ip_connection_limit: UInt32(clamping: perClientConnectionLimit),
                                       timeout_seconds: UInt32(clamping: timeoutSeconds),
                                       connection_memory_limit: 64 * 1024)
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let started = cp_mhd_start(&settings, MicroHTTPDaemon.access, context, MicroHTTPDaemon.completed, context) else {
            throw ServerError(.cannotListen, "cannot listen on \(host):\(port) (in use, or not allowed)")
        }
        daemon = started
        self.port = cp_mhd_port(started)
    }

    deinit {
        stop()
    }

    /// Stops accepting and waits for the threads to finish.
    func stop() {
        if let daemon {
            MHD_stop_daemon(daemon)
            self.daemon = nil
        }
    }

    private static let access: MHD_AccessHandlerCallback = { context, connection, url, method, _, uploadData, uploadSize, connectionContext in
        guard let context, let connection, let connectionContext, let uploadSize else { return .NO }
        let server = Unmanaged<MicroHTTPDaemon>.fromOpaque(context).takeUnretainedValue()
        guard let raw = connectionContext.pointee else {
            // First call: headers only. Keep state for the calls to come.
            let route = Route(path: url.map { String(cString: $0) } ?? "/")
            connectionContext.pointee = Unmanaged.passRetained(
                Exchange(route: route, maxBodyBytes: route.maxBodyBytes(configured: server.maxBodyBytes))).toOpaque()
            return .YES
        }
        let exchange = Unmanaged<Exchange>.fromOpaque(raw).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            if let uploadData, exchange.body.count + uploadSize.pointee <= exchange.maxBodyBytes {
                exchange.body.append(UnsafeRawPointer(uploadData).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee)
            } else {
                exchange.tooLarge = true
            }
            uploadSize.pointee = 0
            return .YES
        }
        let request = HTTPRequest(method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
                                  query: values(connection, .GET_ARGUMENT_KIND), headers: headerValues(connection),
                                  body: exchange.body, route: exchange.route,
                                  clientAddress: exchange.route == .confirm ? clientAddress(connection) : [])
        exchange.request = request
        let response = exchange.tooLarge
            ? HTTPError(413, "the request body is larger than \(exchange.maxBodyBytes) bytes").response
            : server.handler(request)
        exchange.status = response.status
        exchange.bytes = response.body.count
        return queue(response, on: connection)
    }

    /// The client's address (for the routes that limit by it).
    private static func clientAddress(_ connection: OpaquePointer) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = bytes.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { cp_mhd_client_address(connection, $0) } ?? 0 }
        return Array(bytes.prefix(count))
    }

    private static let completed: MHD_RequestCompletedCallback = { context, _, connectionContext, _ in
        guard let context, let connectionContext, let raw = connectionContext.pointee else { return }
        let server = Unmanaged<MicroHTTPDaemon>.fromOpaque(context).takeUnretainedValue()
        let exchange = Unmanaged<Exchange>.fromOpaque(raw).takeRetainedValue()
        connectionContext.pointee = nil
        let elapsed = (ContinuousClock.now - exchange.started).components
        server.completion(exchange.request, exchange.status, exchange.bytes,
                          Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }

    private static func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let made = response.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let made else { return .NO }
        for (name, value) in response.headers { MHD_add_response_header(made, name, value) }
        let result = MHD_queue_response(connection, UInt32(response.status), made)
        MHD_destroy_response(made)
        return result
    }

    /// Collects the values of one kind (query arguments or headers).
    private final class Collected {
        var values: [String: String] = [:]
        let lowercaseKeys: Bool
        init(lowercaseKeys: Bool) { self.lowercaseKeys = lowercaseKeys }
    }

    private static func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind, lowercaseKeys: Bool = false) -> [String: String] {
        let box = Collected(lowercaseKeys: lowercaseKeys)
        withExtendedLifetime(box) {
            _ = MHD_get_connection_values(connection, kind, { context, _, key, value in
                guard let context, let key else { return .YES }
                let box = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
                let name = String(cString: key)
                box.values[box.lowercaseKeys ? name.lowercased() : name] = value.map { String(cString: $0) } ?? ""
                return .YES
            }, Unmanaged.passUnretained(box).toOpaque())
        }
        return box.values
    }

    private static func headerValues(_ connection: OpaquePointer) -> [String: String] {
        values(connection, .HEADER_KIND, lowercaseKeys: true)
    }
}
