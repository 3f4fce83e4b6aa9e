import Foundation
import PlaceStore

/// A temporary file for data that does not fit in memory, read and written
/// at offsets. It is unlinked as soon as it is made, so it never outlives
/// the process, even a killed one; the descriptor is closed when the object
/// goes away.
final class SpillFile {
    /// The folder the file was made in (for messages: the file has no name).
    let folder: String
    private let descriptor: Int32

    /// Makes an empty file in `folder`.
    /// - Throws: ``StoreError`` (`.io`) when the folder is missing or not writable.
    init(folder: String) throws(StoreError) {
        self.folder = folder
        var template = Array((folder + "/.current-place-spill-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw StoreError(.io, "cannot make a temporary file: \(String(cString: strerror(errno)))", path: folder)
        }
        self.descriptor = descriptor
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }

    deinit {
        close(descriptor)
    }

    /// Writes the bytes of `elements` at byte `offset`.
    /// - Throws: ``StoreError`` (`.io`), e.g. when the disk is full.
    func write<T: BitwiseCopyable>(_ elements: [T], at offset: Int) throws(StoreError) {
        try elements.withUnsafeBytes { bytes in
            Result { () throws(StoreError) in try write(bytes, at: offset) }
        }.get()
    }

    /// Reads `count` values of `T` (as ``write(_:at:)`` wrote them) from byte `offset`.
    /// - Throws: ``StoreError`` (`.io`) when the file is shorter or cannot be read.
    func read<T: BitwiseCopyable>(_: T.Type, count: Int, at offset: Int) throws(StoreError) -> [T] {
        var outcome: Result<Void, StoreError> = .success(())
        let values = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            outcome = Result { () throws(StoreError) in try read(into: UnsafeMutableRawBufferPointer(buffer), at: offset) }
            if case .success = outcome { initialized = count }
        }
        try outcome.get()
        return values
    }

    private func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(StoreError) {
        var done = 0
        while done < bytes.count {
            let written = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw failure("write", String(cString: strerror(errno))) }
            done += written
        }
    }

    private func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(StoreError) {
        var done = 0
        while done < buffer.count {
            let read = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { throw failure("read", read == 0 ? "it ends early" : String(cString: strerror(errno))) }
            done += read
        }
    }

    private func failure(_ operation: String, _ reason: String) -> StoreError {
        StoreError(.io, "cannot \(operation) a temporary file: \(reason)", path: folder)
    }
}
