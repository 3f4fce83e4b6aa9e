internal import CPNG
import Foundation

/// A decoded PNG as 8-bit RGB rows, for comparing images (golden tests).
package struct RGBImage: Sendable, Equatable {
    package let width: Int, height: Int
    /// width × height × 3 bytes, row by row.
    package let pixels: [UInt8]

    /// Decodes a PNG with libpng's simplified API.
    /// - Throws: ``MapError`` when the data is not a PNG libpng can read.
    package init(png: Data) throws {
        var image = png_image()
        image.version = png_uint_32(CPNG_image_version())
        let begun = png.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw MapError(.renderFailure, "not a readable PNG: \(PNGEncoderMessage.of(&image))") }
        image.format = png_uint_32(CPNG_format_rgb())
        var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 3)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw MapError(.renderFailure, "cannot decode the PNG: \(PNGEncoderMessage.of(&image))") }
        width = Int(image.width)
        height = Int(image.height)
        self.pixels = pixels
    }

    /// The colour at a pixel.
    package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let i = (y * width + x) * 3
        return (pixels[i], pixels[i + 1], pixels[i + 2])
    }

    /// The share of pixels whose largest channel difference exceeds `tolerance` (0…255).
    package func differingShare(from other: RGBImage, tolerance: UInt8 = 16) -> Double {
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
