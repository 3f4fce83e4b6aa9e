import Foundation
import Location
import Places
import PlacesAPI
import PlacesEngine

/// Reads a file handle line by line without loading it whole.
struct LineReader {
    let handle: FileHandle
    private var splitter = LineSplitter()
    private var ready: [String] = []
    private var finished = false

    init(handle: FileHandle) {
        self.handle = handle
    }

    mutating func next() -> String? {
        while ready.isEmpty && !finished {
            let chunk = handle.availableData
            if chunk.isEmpty {
                finished = true
                if let rest = splitter.rest() { ready.append(rest) }
            } else {
                ready += splitter.append(chunk)
            }
        }
        return ready.isEmpty ? nil : ready.removeFirst()
    }
}
