import Foundation
import InstalledResources

/// The web app's files (package resources) and Debian's Leaflet, served by
/// name only: a path is answered only if it names a file we listed at start,
/// so `..`, encoded or not, can never reach anything else.
struct StaticFiles: Sendable {
    private let files: [String: (data: Data, type: String)]

    init(leafletDirectory: String) throws {
        var files: [String: (Data, String)] = [:]
        guard let web = ResourceFolder.current.url(installed: "web", bundled: { Bundle.module.url(forResource: "Web", withExtension: nil) })
        else {
            throw ServerError(.missingFile, "the web app's files are missing (\(ResourceFolder.current.installed.map { "\($0.path)/web" } ?? "the Server resources of the build"))")
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: web.path)) ?? [] {
            let url = web.appendingPathComponent(name)
            if let data = try? Data(contentsOf: url) {
                files["/static/\(name)"] = (data, StaticFiles.contentType(of: name))
                if name == "index.html" { files["/"] = (data, StaticFiles.contentType(of: name)) }
            }
        }
        files["/static/messages.js"] = (try WebMessages.module(catalogs: web.appendingPathComponent("po")),
                                        StaticFiles.contentType(of: "messages.js"))
        let leaflet = URL(fileURLWithPath: leafletDirectory)
        for name in ["leaflet.js", "leaflet.css"] {
            if let data = try? Data(contentsOf: leaflet.appendingPathComponent(name)) {
                files["/leaflet/\(name)"] = (data, StaticFiles.contentType(of: name))
            }
        }
        let images = leaflet.appendingPathComponent("images")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: images.path)) ?? [] where name.hasSuffix(".png") {
            if let data = try? Data(contentsOf: images.appendingPathComponent(name)) {
                files["/leaflet/images/\(name)"] = (data, "image/png")
            }
        }
        guard files["/leaflet/leaflet.js"] != nil else {
            throw ServerError(.missingFile, "Leaflet is not installed at \(leafletDirectory) (apt-get install libjs-leaflet)")
        }
        self.files = files
    }

    func response(for path: String) throws -> HTTPResponse {
        guard let file = files[path] else { throw HTTPError(404, "no such file: \(path)") }
        return HTTPResponse(headers: [("Content-Type", file.type), ("Cache-Control", "no-cache"),
                                      ("X-Content-Type-Options", "nosniff")], body: file.data)
    }

    static func contentType(of name: String) -> String {
        switch URL(fileURLWithPath: name).pathExtension {
        case "html": return "text/html; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "png": return "image/png"
        case "svg": return "image/svg+xml"
        case "json": return "application/json"
        default: return "application/octet-stream"
        }
    }
}
