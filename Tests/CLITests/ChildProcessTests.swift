import Foundation
import TestSupport
import Testing

/// The helper every process test stands on must see a child end when the child ends.
@Suite(.timeLimit(.minutes(1))) struct ChildProcessTests {
    /// A child that leaves a background process behind (as `tmux new-session -d` leaves its server) is seen to
    /// end at once. `Process.waitUntilExit()` waits here until the background process ends too: Foundation
    /// watches a socket that the background process inherited.
    @Test func aChildThatLeavesABackgroundProcessIsSeenToEnd() throws {
        let start = ContinuousClock.now
        let result = try runProcess("/bin/sh", ["-c", "sleep 20 & echo started; exit 3"], timeout: 15)
        #expect(result.status == 3)
        #expect(result.standardOutput == "started\n")
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func aChildThatDoesNotEndIsKilledAtTheDeadline() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let child = try ChildProcess("/bin/sleep", ["60"], outputIn: folder)
        #expect(throws: SupportError.self) { try child.waitForExit(timeout: 0.5) }
        #expect(try child.waitForExit(timeout: 5) == SIGKILL)
        #expect(!child.isRunning)
    }
}
