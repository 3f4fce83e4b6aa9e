internal import CPNG
internal import CCairo
import Foundation

extension Canvas {
    /// The image as PNG, through libpng's simplified API. The canvas is
    /// written as opaque RGB: maps are drawn on a filled background.
    /// - Parameter fast: libpng's fast settings, speed over size, as tile servers
    ///   choose (the default); false compresses harder, for files that are kept.
    public func pngData(fast: Bool = true) throws -> Data {
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
        image.flags = fast ? png_uint_32(CPNG_flag_fast()) : 0
        var size: png_alloc_size_t = 0
        let stride = png_int_32(width * 3)
        guard png_image_write_to_memory(&image, nil, &size, 0, rgb, stride, nil) != 0, size > 0 else {
            throw MapError(.renderFailure, "libpng cannot size the PNG: \(PNGEncoderMessage.of(&image))")
        }
        var output = Data(count: Int(size))
        let written = output.withUnsafeMutableBytes { buffer in
            png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, rgb, stride, nil)
        }
        png_image_free(&image)
        guard written != 0 else { throw MapError(.renderFailure, "libpng cannot write the PNG: \(PNGEncoderMessage.of(&image))") }
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
