internal import CPNG
internal import CCairo
import Foundation

extension Canvas {
    /// The image as PNG, through libpng's simplified API with its fast
    /// settings (speed over size, as tile servers choose). The canvas is
    /// written as opaque RGB: maps are drawn on a filled background.
    public func pngData() throws -> Data {
        let (width, height) = (self.width, self.height)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        try withPixels { pixels, stride in
            rgb.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    let line = pixels + row * stride
                    var o = row * width * 3
                    for column in 0..<width {
                        // Cairo ARGB32 is a native-endian 32-bit word: B, G, R, A in memory on little-endian.
                        let p = line + column * 4
                        out[o] = p[2]
                        out[o + 1] = p[1]
                        out[o + 2] = p[0]
                        o += 3
                    }
                }
            }
        }
        var image = png_image()
        image.version = png_uint_32(CPNG_image_version())
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = png_uint_32(CPNG_format_rgb())
        image.flags = png_uint_32(CPNG_flag_fast())
        var size: png_alloc_size_t = 0
        let stride = png_int_32(width * 3)
        guard png_image_write_to_memory(&image, nil, &size, 0, rgb, stride, nil) != 0, size > 0 else {
            throw MapError("libpng cannot size the PNG: \(PNGEncoderMessage.of(&image))")
        }
        var output = Data(count: Int(size))
        let written = output.withUnsafeMutableBytes { buffer in
            png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, rgb, stride, nil)
        }
        png_image_free(&image)
        guard written != 0 else { throw MapError("libpng cannot write the PNG: \(PNGEncoderMessage.of(&image))") }
        output.count = Int(size)
        return output
    }
}

/// libpng's message buffer inside `png_image`, as a Swift string.
enum PNGEncoderMessage {
    static func of(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// A decoded PNG as 8-bit RGB rows, for comparing images (golden tests).
public struct RGBImage: Sendable, Equatable {
    public let width: Int, height: Int
    /// width × height × 3 bytes, row by row.
    public let pixels: [UInt8]

    /// Decodes a PNG with libpng's simplified API.
    /// - Throws: ``MapError`` when the data is not a PNG libpng can read.
    public init(png: Data) throws {
        var image = png_image()
        image.version = png_uint_32(CPNG_image_version())
        let begun = png.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw MapError("not a readable PNG: \(PNGEncoderMessage.of(&image))") }
        image.format = png_uint_32(CPNG_format_rgb())
        var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 3)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw MapError("cannot decode the PNG: \(PNGEncoderMessage.of(&image))") }
        width = Int(image.width)
        height = Int(image.height)
        self.pixels = pixels
    }

    /// The colour at a pixel.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let i = (y * width + x) * 3
        return (pixels[i], pixels[i + 1], pixels[i + 2])
    }

    /// The share of pixels whose largest channel difference exceeds `tolerance` (0…255).
    public func differingShare(from other: RGBImage, tolerance: UInt8 = 16) -> Double {
        guard width == other.width, height == other.height else { return 1 }
        var differing = 0
        for index in stride(from: 0, to: pixels.count, by: 3) {
            let d = max(absDiff(pixels[index], other.pixels[index]), absDiff(pixels[index + 1], other.pixels[index + 1]),
                        absDiff(pixels[index + 2], other.pixels[index + 2]))
            if d > tolerance { differing += 1 }
        }
        return Double(differing) / Double(width * height)
    }

    private func absDiff(_ a: UInt8, _ b: UInt8) -> UInt8 { a > b ? a - b : b - a }
}

extension Canvas {
    /// The image as PNG through Cairo's own writer — the slower path that
    /// ``pngData()`` replaces; kept to compare the two in the benchmark.
    public func cairoPNGData() throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw MapError("Cairo cannot write the PNG") }
        return sink.data
    }
}
