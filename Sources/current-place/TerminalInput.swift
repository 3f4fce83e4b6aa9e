import Foundation

/// Keys the terminal app understands.
enum Key: Equatable {
    case digit(Int), up, down, enter, refresh, quit, other
}

/// Standard input in raw mode (no echo, no line buffering) while alive; the
/// terminal's settings come back in `deinit`.
final class RawTerminal {
    private var saved = termios()
    private let active: Bool

    init() {
        guard isatty(0) == 1, tcgetattr(0, &saved) == 0 else {
            active = false
            return
        }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        raw.c_cc.6 = 1  // VMIN
        raw.c_cc.5 = 0  // VTIME
        active = tcsetattr(0, TCSANOW, &raw) == 0
    }

    deinit {
        if active { tcsetattr(0, TCSANOW, &saved) }
    }

    /// Keys read but not yet taken: a paste or a fast typist sends several in one `read`.
    private var pending: [Key] = []

    /// The next key, or nil when none came within `timeout` seconds.
    func key(timeout: Double) -> Key? {
        if !pending.isEmpty { return pending.removeFirst() }
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(0, &bytes, bytes.count)
        guard count > 0 else { return .quit }
        pending = Key.decode(bytes[..<count])
        return pending.isEmpty ? nil : pending.removeFirst()
    }
}

extension Key {
    /// Every key in `bytes`, in order: digits, Enter (`\r`, `\n`, or `\r\n` as one), r, q (and Ctrl-C,
    /// Ctrl-D), and the arrows' escape sequences (`ESC [ A`, `ESC O A` in application mode); any other
    /// escape sequence is one `.other`, up to its final byte.
    static func decode(_ bytes: ArraySlice<UInt8>) -> [Key] {
        var keys: [Key] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): keys.append(.digit(Int(byte - UInt8(ascii: "0"))))
            case 13:
                if index < bytes.endIndex, bytes[index] == 10 { index += 1 }
                keys.append(.enter)
            case 10: keys.append(.enter)
            case UInt8(ascii: "r"), UInt8(ascii: "R"): keys.append(.refresh)
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4: keys.append(.quit)
            case 27 where index < bytes.endIndex && (bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")):
                index += 1
                // Parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
                while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
                guard index < bytes.endIndex else { keys.append(.other); break }
                let final = bytes[index]
                index += 1
                keys.append(final == UInt8(ascii: "A") ? .up : final == UInt8(ascii: "B") ? .down : .other)
            default: keys.append(.other)
            }
        }
        return keys
    }
}
