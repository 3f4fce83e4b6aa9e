import Dispatch
import Foundation

/// `map` over all cores: the input is cut into one contiguous chunk per
/// core and the results come back in input order.
enum ParallelMap {
    /// One result array per chunk in raw memory: each chunk writes only its
    /// own slot, and the slots are read only after `concurrentPerform` returns.
    private final class Slots<T>: @unchecked Sendable {
        let chunks: UnsafeMutableBufferPointer<[T]>
        init(count: Int) {
            chunks = .allocate(capacity: count)
            chunks.initialize(repeating: [])
        }
        deinit {
            chunks.deinitialize()
            chunks.deallocate()
        }
    }

    static func map<T: Sendable, R: Sendable>(_ input: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let chunkCount = max(1, min(System.coreCount, input.count / 256))
        guard chunkCount > 1 else { return input.map(transform) }
        let slots = Slots<R>(count: chunkCount)
        let chunkSize = (input.count + chunkCount - 1) / chunkCount
        input.withUnsafeBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let range = chunk * chunkSize..<min(input.count, (chunk + 1) * chunkSize)
                slots.chunks[chunk] = buffer[range].map(transform)
            }
        }
        return slots.chunks.flatMap { $0 }
    }
}

/// Facts about the machine.
enum System {
    /// Cores available to this process.
    static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }
}
