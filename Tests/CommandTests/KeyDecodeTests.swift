import Testing

@testable import current_place

/// The terminal app's keys: every key of a read counts, however many came together.
@Suite struct KeyDecodeTests {
    private func keys(_ text: String) -> [Key] { Key.decode(ArraySlice(Array(text.utf8))) }

    @Test func aBurstOfArrowsAndEnterIsEveryKey() {
        #expect(keys("\u{1B}[B\u{1B}[B\u{1B}[B\r") == [.down, .down, .down, .enter])
        #expect(keys("\u{1B}[A2\n") == [.up, .digit(2), .enter])
    }

    @Test func applicationModeAndModifiedArrowsAreArrows() {
        #expect(keys("\u{1B}OA\u{1B}OB") == [.up, .down])
        #expect(keys("\u{1B}[1;5A") == [.up])
    }

    @Test func carriageReturnAndLineFeedAreOneEnter() {
        #expect(keys("\r\n") == [.enter])
        #expect(keys("\r\r") == [.enter, .enter])
    }

    @Test func otherSequencesAndBytesAreOneOtherEach() {
        #expect(keys("\u{1B}[3~x") == [.other, .other])
        #expect(keys("\u{1B}") == [.other])
        #expect(keys("\u{1B}[") == [.other])
        #expect(keys("rq\u{03}\u{04}") == [.refresh, .quit, .quit, .quit])
        #expect(keys("") == [])
    }
}
