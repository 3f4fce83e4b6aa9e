internal import CCairo
import Foundation

extension Canvas {
    /// The image as PNG through Cairo's own writer — the slower path that
    /// ``pngData()`` replaces; kept to compare the two in the benchmark.
    package func cairoPNGData() throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw MapError(.renderFailure, "Cairo cannot write the PNG") }
        return sink.data
    }
}
