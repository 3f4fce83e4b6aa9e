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

    /// The next key, or nil when none came within `timeout` seconds.
    func key(timeout: Double) -> Key? {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 8)
        let count = read(0, &bytes, bytes.count)
        guard count > 0 else { return .quit }
        switch bytes[0] {
        case UInt8(ascii: "1")...UInt8(ascii: "9"): return .digit(Int(bytes[0] - UInt8(ascii: "0")))
        case 10, 13: return .enter
        case UInt8(ascii: "r"), UInt8(ascii: "R"): return .refresh
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4: return .quit
        case 27 where count >= 3 && bytes[1] == UInt8(ascii: "["):
            return bytes[2] == UInt8(ascii: "A") ? .up : bytes[2] == UInt8(ascii: "B") ? .down : .other
        default: return .other
        }
    }
}
