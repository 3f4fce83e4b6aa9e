// swift-tools-version:6.0
import PackageDescription

/// Where Debian puts the Cairo, Pango, GLib and libpng headers. `pkg-config
/// --cflags pangocairo` says the same plus `-pthread`, which SwiftPM refuses
/// with a warning, so the paths are listed here (both Debian architectures).
let cairoHeaderSearchPaths = [
    "/usr/include/cairo", "/usr/include/pango-1.0", "/usr/include/glib-2.0",
    "/usr/lib/x86_64-linux-gnu/glib-2.0/include", "/usr/lib/aarch64-linux-gnu/glib-2.0/include",
    "/usr/include/harfbuzz", "/usr/include/freetype2", "/usr/include/libpng16", "/usr/include/pixman-1",
    "/usr/include/fribidi",
]

/// Where Debian puts the headers of GTK 4, libadwaita, libshumate and GeoClue, beyond Cairo's (`pkg-config
/// --cflags gtk4 libadwaita-1 shumate-1.0 libgeoclue-2.0`, less `-pthread`): for the native app only.
let gtkHeaderSearchPaths = cairoHeaderSearchPaths + [
    "/usr/include/gtk-4.0", "/usr/include/gdk-pixbuf-2.0", "/usr/include/graphene-1.0",
    "/usr/lib/x86_64-linux-gnu/graphene-1.0/include", "/usr/lib/aarch64-linux-gnu/graphene-1.0/include",
    "/usr/include/libadwaita-1", "/usr/include/shumate-1.0", "/usr/include/libsoup-3.0", "/usr/include/gio-unix-2.0",
    "/usr/include/libgeoclue-2.0",
]

/// current-place: an offline "where am I right now?" engine over OpenStreetMap data.
/// Targets follow the layers of docs/ARCHITECTURE.md: Geo and Places at the bottom; PlaceStore (every store
/// handle: SQLite and PostgreSQL), OSMImport and MapRender over it; PlacesEngine, the one door to the store; PlacesAPI, the
/// wire; then Server and the CLI, which never import PlaceStore. C and C++ libraries live in `C…` targets.
let package = Package(
    name: "current-place",
    // iOS: the CurrentPlaceClient library, for apps (async URLSession needs iOS 15); the rest is Linux and macOS.
    platforms: [.macOS(.v15), .iOS(.v15)],
    products: [
        .executable(name: "current-place", targets: ["current-place"]),
        // The native app: GTK 4, libshumate and GeoClue. Its own executable, so that the CLI and the server need no GTK.
        .executable(name: "current-place-gtk", targets: ["current-place-gtk"]),
        .library(name: "Geo", targets: ["Geo"]),
        .library(name: "Places", targets: ["Places"]),
        .library(name: "PlaceStore", targets: ["PlaceStore"]),
        .library(name: "PlaceStoreBuilding", targets: ["PlaceStoreBuilding"]),
        .library(name: "OSMImport", targets: ["OSMImport"]),
        .library(name: "PlacesEngine", targets: ["PlacesEngine"]),
        .library(name: "PlacesEvaluation", targets: ["PlacesEvaluation"]),
        .library(name: "PlacesAPI", targets: ["PlacesAPI"]),
        .library(name: "MapRender", targets: ["MapRender"]),
        .library(name: "Location", targets: ["Location"]),
        .library(name: "CurrentPlaceClient", targets: ["CurrentPlaceClient"]),
        .library(name: "Crowd", targets: ["Crowd"]),
    ],
    targets: [
        // C libraries, each behind one target.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        .systemLibrary(name: "CLibPQ", path: "Sources/CLibPQ"),
        .systemLibrary(name: "CCairo", path: "Sources/CCairo"),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG"),
        .systemLibrary(name: "CGtk", path: "Sources/CGtk"),
        .systemLibrary(name: "CGeoClue", path: "Sources/CGeoClue"),
        // The one GObject subclass the native app needs (a libshumate data source): Swift cannot subclass GObject.
        .target(
            name: "CGtkTileSource",
            path: "Sources/CGtkTileSource",
            cSettings: [.unsafeFlags(gtkHeaderSearchPaths.map { "-I\($0)" })],
            linkerSettings: [.linkedLibrary("shumate-1.0"), .linkedLibrary("gio-2.0"), .linkedLibrary("gobject-2.0"),
                             .linkedLibrary("glib-2.0")]
        ),
        // The executables' allocator: jemalloc (see allocator.c for why).
        .target(name: "CAllocator", path: "Sources/CAllocator", linkerSettings: [.linkedLibrary("jemalloc")]),
        .target(name: "CMicroHTTPD", path: "Sources/CMicroHTTPD", linkerSettings: [.linkedLibrary("microhttpd")]),
        .target(
            name: "COsmium",
            path: "Sources/COsmium",
            cxxSettings: [
                .define("NDEBUG", .when(configuration: .release)),
            ],
            linkerSettings: [
                .linkedLibrary("z"), .linkedLibrary("deflate"), .linkedLibrary("bz2"), .linkedLibrary("expat"),
                .linkedLibrary("pthread"),
            ]
        ),

        // Pure Swift layers.
        .target(name: "Geo"),
        .target(name: "Places", dependencies: ["Geo"]),
        // The crowd's privacy: k-ary randomized response on the device, and the server's unbiased counts. Foundation
        // only, so that the engine, the evaluation and the client (iOS too) randomize and count with one code.
        .target(name: "Crowd"),
        // Where the data files are: PREFIX/share/current-place when installed, else the build tree's resource bundles.
        .target(name: "InstalledResources"),
        // The one way files are replaced (stores, tile packs, images, plots): written beside, flushed, renamed over.
        .target(name: "FileReplacement", dependencies: ["Places"]),
        // Both stores: SQLite (the default, one file) and PostgreSQL (libpq, for many servers).
        .target(name: "PlaceStore", dependencies: ["Geo", "Places", "FileReplacement", "Crowd", "CSQLite", "CLibPQ"]),
        // The building side of both stores: the writer (new store or update in place), the import's spool, packed
        // R*Trees and deferred text indexes, the OSM middle of updatable stores, and loading PostgreSQL.
        .target(name: "PlaceStoreBuilding", dependencies: ["Geo", "Places", "PlaceStore", "FileReplacement", "CSQLite", "CLibPQ"]),
        .target(name: "OSMImport", dependencies: ["Geo", "Places", "PlaceStore", "PlaceStoreBuilding", "COsmium"]),
        // The one door to the store: the likelihood model and the service every front end calls.
        // Its visit prior is fitted on real check-ins (Resources/visit-prior.json, see its provenance).
        .target(name: "PlacesEngine", dependencies: ["Geo", "Places", "PlaceStore", "MapRender", "InstalledResources", "Crowd"],
                resources: [.copy("Resources/visit-prior.json")]),
        // The evaluation: simulated people and real check-ins, metrics, plots, and the visit prior's fit.
        // Beside the engine, not in it: a server links none of it.
        .target(name: "PlacesEvaluation", dependencies: ["Geo", "Places", "PlacesEngine", "MapRender", "InstalledResources", "Crowd"],
                resources: [.copy("Resources/foursquare-crosswalk.tsv")]),
        // The wire: query parameters, request bodies and JSON answers, shared by the server and the CLI.
        .target(name: "PlacesAPI", dependencies: ["Geo", "Places", "PlacesEngine", "MapRender", "Crowd"]),
        .target(
            name: "MapRender",
            dependencies: ["Geo", "Places", "PlaceStore", "FileReplacement", "CCairo", "CPNG"],
            swiftSettings: [.unsafeFlags(cairoHeaderSearchPaths.flatMap { ["-Xcc", "-I\($0)"] })]
        ),
        .target(name: "Location", dependencies: ["Geo", "Places"]),
        // Gettext catalogs (.po) read at run time, with their plural rules: the apps' translations.
        .target(name: "Translations"),
        // What the apps on one device share: the person's pick history file (the terminal app and the native app).
        .target(name: "AppSupport", dependencies: ["Places", "PlaceStore", "PlacesAPI", "PlacesEngine", "FileReplacement"]),
        // The command lines' edge, shared by the CLI and the native app: options declared once, read once into
        // typed values, and refused with the same words (its own catalogs, po/LANG.po).
        .target(name: "CommandOptions", dependencies: ["Geo", "Places", "AppSupport", "Translations", "InstalledResources",
                                                       "FileReplacement"],
                resources: [.copy("po")]),
        // The HTTP client for apps (iOS, macOS, Linux): Foundation only, none of the layers above.
        .target(name: "CurrentPlaceClient", dependencies: ["Crowd"]),
        .target(
            name: "Server",
            dependencies: ["Geo", "Places", "PlacesEngine", "PlacesAPI", "MapRender", "Translations", "InstalledResources", "CMicroHTTPD",
                           "Crowd"],
            resources: [.copy("Web")]
        ),
        .executableTarget(
            name: "current-place",
            dependencies: [
                "Geo", "Places", "OSMImport", "PlacesEngine", "PlacesEvaluation", "PlacesAPI", "MapRender", "Server", "Location",
                "AppSupport", "CommandOptions", "Translations", "InstalledResources", "FileReplacement", "CAllocator", "Crowd",
            ],
            // The translations: gettext catalogs, one per language (po/LANG.po), and their template.
            resources: [.copy("po")]
        ),
        .executableTarget(
            name: "current-place-gtk",
            dependencies: ["Geo", "Places", "PlacesEngine", "MapRender", "Location", "AppSupport", "CommandOptions", "Translations",
                           "InstalledResources",
                           "CGtk", "CGeoClue",
                           "CGtkTileSource", "CAllocator"],
            resources: [.copy("po")],
            swiftSettings: [.unsafeFlags(gtkHeaderSearchPaths.flatMap { ["-Xcc", "-I\($0)"] })]
        ),

        // Benchmarks: synthetic stores and query latency (see docs/BENCHMARKS.md).
        .executableTarget(
            name: "current-place-bench",
            dependencies: ["Geo", "Places", "PlaceStore", "PlaceStoreBuilding", "PlacesEngine", "MapRender"]
        ),

        // A test tool: our reading of opening_hours values, line by line, for Tests/reference.
        .executableTarget(name: "opening-hours-status", dependencies: ["Places"], path: "Tests/ReferenceTools/OpeningHoursStatus"),

        // Tests: fixtures, temporary folders and the sample data live in TestSupport.
        .target(name: "TestSupport", dependencies: ["Geo"], path: "Tests/TestSupport"),
        .testTarget(name: "GeoTests", dependencies: ["Geo", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "PlacesTests", dependencies: ["Places", "PlacesAPI", "PlacesEngine", "Geo"]),
        .testTarget(name: "PlaceStoreTests", dependencies: ["PlaceStore", "PlaceStoreBuilding", "Places", "Geo", "TestSupport", "Crowd"]),
        .testTarget(name: "PlaceStoreBuildingTests", dependencies: ["PlaceStoreBuilding", "PlaceStore", "Places", "Geo", "TestSupport"]),
        .testTarget(
            name: "OSMImportTests",
            dependencies: ["OSMImport", "PlaceStore", "PlaceStoreBuilding", "Places", "Geo", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "PlacesEngineTests", dependencies: ["PlacesEngine", "PlacesEvaluation", "PlacesAPI", "MapRender", "OSMImport", "PlaceStore", "PlaceStoreBuilding", "Places", "Geo", "TestSupport"]),
        .testTarget(
            name: "MapRenderTests",
            dependencies: ["MapRender", "OSMImport", "PlaceStore", "Places", "Geo", "TestSupport"],
            exclude: ["Fixtures", "Golden"]
        ),
        .testTarget(name: "LocationTests", dependencies: ["Location", "Places", "Geo", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ServerTests", dependencies: ["Server", "PlacesAPI", "PlacesEngine", "OSMImport", "PlaceStore", "Places", "Geo", "TestSupport",
                                                    "Crowd"]),
        .testTarget(name: "CLITests", dependencies: ["PlaceStore", "Places", "Geo", "MapRender", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "CatalogTests", dependencies: ["current-place", "Translations"]),
        .testTarget(name: "CommandTests", dependencies: ["current-place"]),
        .testTarget(name: "CommandOptionsTests", dependencies: ["CommandOptions", "Places", "Geo", "Translations"]),
        .testTarget(name: "TranslationsTests", dependencies: ["Translations"]),
        .testTarget(name: "InstalledResourcesTests", dependencies: ["InstalledResources"]),
        .testTarget(name: "NativeAppTests", dependencies: ["current-place-gtk", "Places", "Translations"]),
        .testTarget(name: "CrowdTests", dependencies: ["Crowd", "Geo"]),
        .testTarget(name: "CurrentPlaceClientTests", dependencies: ["CurrentPlaceClient", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
