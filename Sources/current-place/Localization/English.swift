/// The command line in English: the source of the translation template
/// (`po/current-place.pot`), which every language's catalog (`po/LANG.po`) follows.
enum English {
    /// Messages with a count: the form for 1 and the form for any other count. Languages have their own forms.
    static let plurals: [Message: (one: String, other: String)] = [
        .polygons: ("{count} polygon, {area} m²", "{count} polygons, {area} m²"),
        .historyCount: ("{count} pick kept in {path}", "{count} picks kept in {path}"),
        .historyForgot: ("Forgot {count} pick: {path} is removed.", "Forgot {count} picks: {path} is removed."),
        .statsMoreTypes: ("… and {count} more type (see --json)", "… and {count} more types (see --json)"),
        .tilesWrote: ("wrote {path}: {count} tile, zoom {min}–{max}, in {seconds} s", "wrote {path}: {count} tiles, zoom {min}–{max}, in {seconds} s"),
        .updateRead: ("read {files} change file: {objects} objects, {distinct} distinct", "read {files} change files: {objects} objects, {distinct} distinct"),
    ]

    /// Every other message, each command's one-line summary and its `--help` text.
    static let table = LanguageTable(
        messages: [
            .position: "Position {lat}, {lon} ± {accuracy} m from {source}",
            .fix: "Fix {lat}, {lon} ± {accuracy} m",
            .approximate: " (approximate: areas, zoom 10)",
            .noPlace: "No place around this position in the store.",
            .noArea: "No area around this position in the store.",
            .noneOfThese: "None of these: {percent}",
            .positionUpdated: "Position updated.",
            .prompt: "Choose with 1–5 or ↑/↓, Enter to pick, r to refresh, q to quit.",
            .youPicked: "You picked:",
            .map: "Map: {path}",
            .noPosition: "No position ({reason}): showing the default location {lat}, {lon}, the centre of the map data.",
            .defaultLocation: "default location", .fixed: "fixed",
            .category: "category", .types: "types", .address: "address", .location: "location", .plusCode: "plus code",
            .footprint: "footprint", .phone: "phone", .website: "website", .openingHours: "opening hours",
            .wheelchair: "wheelchair", .brand: "brand", .wikidata: "wikidata", .names: "names",
            .sameAs: "also drawn as", .inside: "inside", .subDestinations: "contains", .entrances: "entrances",
            .tagline: "current-place — where am I right now? Offline, on OpenStreetMap data.",
            .overviewUsage: "usage: current-place [COMMAND] [OPTIONS]   (no command: the terminal app, `pick`)",
            .commandsHeading: "commands:",
            .overviewFooter: "Run `current-place COMMAND --help` for a command's options.\n--ui-lang xx, with any command: speak this language, whatever language --lang asks of the names.\nExit status: 0 ok, 1 failure, 2 usage error.",
            .unknownCommand: "unknown command \"{word}\"; commands: {commands}",
            .seeCommandHelp: "Run `current-place {command} --help` for usage.",
            .usageHeading: "usage:",
            .noPositionals: "{command} takes no positional arguments",
            .noArguments: "{command} takes no arguments",
            .notAPosition: "{option} \"{value}\" is not a position; write LAT,LON in degrees (latitude −90…90, longitude −180…180), e.g. 60.1699,24.9384",
            .gpsdAddress: "--gpsd \"{value}\" must be HOST:PORT with a port from 1 to 65535, e.g. 127.0.0.1:2947",
            .timeValue: "--time \"{value}\" must be a real date and time in ISO 8601, e.g. 2026-11-30T12:00:00+02:00",
            .fieldsValue: "--fields \"{value}\" names an unknown field; fields: {valid}, or *",
            .accuracyList: "--accuracy \"{value}\" must be a comma-separated list of metres above 0, e.g. 5,20,50",
            .seedValue: "--seed must be a whole number ≥ 0",
            .drawValue: "--draw \"{value}\" must name point, ground, footprint or popular, each at most once, e.g. point,ground",
            .scenarioValue: "--scenario \"{value}\" must name a, b or routine, each at most once, e.g. a,routine",
            .plotValue: "--plot \"{value}\" must name a folder for the charts, e.g. docs/plots (a name starting with - is written ./-name)",
            .plotNotAFolder: "--plot \"{value}\" is a file, not a folder for the charts",
            .plotNoParent: "--plot \"{value}\" cannot be made: {parent} is not an existing folder",
            .checkinsOptions: "{option} does not go with this kind of evaluation: --checkins takes --venues, --move-fixes (with --seed), --fold or --district (not both), --prior or --fit-prior (not both), --accuracy and --plot; the simulated people take --draw, --scenario, --samples, --seed, --people and --prior",
            .fileValue: "{option} \"{value}\" must name a file (a name starting with - is written ./-name)",
            .foldValue: "--fold \"{value}\" must be K/N with 1 ≤ K ≤ N ≤ 100, e.g. 1/2",
            .districtValue: "--district \"{value}\" must be K/N with N 2, 4 or 8 and 1 ≤ K ≤ N, e.g. 1/4",
            .peopleValue: "--people \"{value}\" must name a file for the simulated people, e.g. people.jsonl (a name starting with - is written ./-name)",
            .peopleIsAFolder: "--people \"{value}\" is a folder, not a file for the simulated people",
            .peopleNoParent: "--people \"{value}\" cannot be written: {parent} is not an existing folder",
            .importNeedsFile: "import needs at least one OSM file",
            .updateNeedsChanges: "update needs one or more OSM change files (.osc, .osc.gz, .osc.bz2) or --replication DIR",
            .updateFilesOrReplication: "give change files or --replication DIR, not both",
            .replicationValue: "--replication \"{value}\" must name a replication folder (holding state.txt) or a file:// URL",
            .middleNeeded: "with --db postgresql://…, {command} needs --middle FILE.sqlite: the updatable SQLite store that changes are applied to before PostgreSQL gets them",
            .middleValue: "--middle \"{value}\" must name an SQLite file (a name starting with - is written ./-name)",
            .middleOnlyPostgres: "--middle is for PostgreSQL stores (--db postgresql://…) with --updatable; an SQLite store keeps its OSM data itself",
            .atOrBatch: "use either --at or --batch, not both",
            .likelyNeedsAt: "likely needs --at LAT,LON (or --batch FILE)",
            .mapNeedsOutput: "map needs -o FILE.png, FILE.svg or FILE.pdf",
            .tilesNeedsOutput: "tiles needs -o FILE.mbtiles",
            .notAPlaceID: "\"{value}\" is not a place id; ids look like n123, w456 or r789",
            .mapNeedsCenter: "map needs --center LAT,LON or --place ID",
            .zoomValue: "--zoom must be a number from 0 to 19",
            .sizeValue: "--size \"{value}\" must be WIDTHxHEIGHT, each 1–2048, e.g. 600x400",
            .scaleValue: "--scale must be 1 or 2",
            .meValue: "--me \"{value}\" must be LAT,LON,ACCURACY with a valid position and an accuracy of 0 to 100000 m",
            .markerValue: "--marker \"{value}\" must be LAT,LON or LAT,LON,\"title\",\"snippet\" with a valid position",
            .oneSource: "give one position source: --at, --gpsd, --nmea or --gpx",
            .speedValue: "--speed must be a number above 0",
            .distanceFilterValue: "--distance-filter must be metres ≥ 0",
            .placeNeedsOneID: "place needs exactly one id, e.g. w123456",
            .searchNeedsText: "search needs some text to look for",
            .tileCacheValue: "--tile-cache must name an MBTiles file, not \"{value}\"",
            .tilesURLValue: "--tiles-url must contain {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png",
            .bboxValue: "--bbox \"{value}\" must be WEST,SOUTH,EAST,NORTH in degrees with west < east and south < north",
            .tilesNeedsZoom: "tiles needs --zoom MIN-MAX, e.g. 12-17",
            .zoomRangeValue: "--zoom \"{value}\" must be MIN-MAX with 0 ≤ MIN ≤ MAX ≤ {max}",
            .historyNoFile: "there is no history file: set XDG_DATA_HOME or HOME, or name one with --history",
            .historyFolder: "the history {path} is a folder, not a file",
            .historyNoFolder: "the history {path} cannot be made: its folder does not exist",
            .historyNotAHistory: "{path} is not a current-place history ({detail}); name a new file, or FILE.jsonl for JSON lines",
            .historyBadLine: "the history {path}: line {line} is not a pick ({detail})",
            .historyUnreadable: "cannot read the history {path}: {detail}",
            .historyCannotWrite: "cannot write the history {path}: {detail}",
            .storeMissing: "{path}: no place store here; import one first: current-place import FILE.osm.pbf --db {path}",
            .storeNotAStore: "{path}: not a current-place store",
            .storeSchema: "{path}: this store was written by another version of current-place; import the data again",
            .storeCorrupt: "{path}: the store is damaged; import the data again",
            .storeNotUpdatable: "{path}: this store was imported without --updatable, so it keeps no OSM data to apply changes to; import it again with --updatable",
            .storeBusy: "{path}: another import or update of this store is running; try again when it has finished",
            .importNoFile: "{path}: no such file",
            .importFolder: "{path}: is a folder, not an OSM file",
            .importUnreadable: "{path}: cannot be read (permissions)",
            .importUnknownType: "{path}: unknown file type; expected one of {types}",
            .importNotOSM: "{path}: not a readable OSM file ({detail})",
            .failed: "failed: {detail}",
            .explainInside: "inside its footprint",
            .explainWithinDisc: "within its {type} disc",
            .explainAway: "{distance} m away",
            .explainFootprint: "mapped footprint",
            .explainPoint: "point place",
            .explainOpen: "open then (×{factor})",
            .explainClosed: "closed then (×{factor})",
            .explainHoursUnknown: "hours unknown",
            .explainHoursUnreadable: "opening_hours unreadable from \"{part}\"",
            .explainHistory: "your picks here: {count} (×{factor})",
            .explainPrior: "prior {prior} ({reason})",
            .priorVisits: "{type} ({kinds}): visits per place ×{factor}",
            .factorSeparator: ", ",
            .priorHour: "people come to {kinds} at this hour ×{factor}",
            .priorWikidata: "on Wikidata ×{factor}",
            .priorBrand: "a brand ×{factor}",
            .priorFootprint: "footprint of {area} m² ×{factor}",
            .priorContained: "inside another place ×{factor}",
            .priorContents: "places inside it: {count} ×{factor}",
            .kindFood: "cafés and restaurants",
            .kindBar: "bars",
            .kindShop: "shops",
            .kindService: "banks and services",
            .kindOffice: "offices",
            .kindTransit: "stations and stops",
            .kindVehicle: "parking and fuel",
            .kindHotel: "hotels",
            .kindPark: "parks and squares",
            .kindGym: "gyms and sports grounds",
            .kindEducation: "schools and libraries",
            .kindHealth: "clinics and hospitals",
            .kindEntertainment: "theatres, museums and venues",
            .kindLandmark: "monuments and artworks",
            .kindCivic: "public offices",
            .kindWorship: "places of worship",
            .kindBuilding: "buildings",
            .kindLocality: "areas",
            .kindOther: "other places",
            .reasonNoFile: "{subject}: no such file or device",
            .reasonUnreadable: "{subject}: cannot be read (permissions?)",
            .reasonNotATrack: "{subject}: not a GPX file",
            .reasonNoPosition: "{subject}: no position in the file",
            .reasonUnreachable: "{subject}: no connection (is gpsd running?)",
            .reasonTimedOut: "{subject}: no position in time (no GPS fix yet?)",
            .reasonClosed: "{subject}: the connection closed",
            .reasonNoFix: "no fix within {seconds} s",
            .updateWrote: "updated {path}: {rebuilt} objects rebuilt, {removed} places removed, {written} written in {seconds} s ({rate} changes/s)",
            .updateSequence: "now at replication sequence {sequence}, data as of {time}",
            .updateUpToDate: "{path} is up to date with the replication folder",
            .statsUpdated: "updated",
            .statsReplication: "replication",
            .importRead: "read {path}: {nodes} nodes, {ways} ways, {relations} relations, {areas} areas",
            .importSkipped: "  skipped: {ways} ways with nodes missing from the file, {multipolygons} multipolygons with members missing from it",
            .importWrote: "wrote {path}: {places} places ({counts}), {features} map features",
            .importTime: "time: read {read} s, build {build} s, write {write} s",
            .importConflated: "one place, one entry: {merged} objects merged into another drawing of their place, {parts} made a station's parts, {contained} places lie in another ({skipped} same-name groups too large to merge)",
            .updateRelinked: "{count} places merged, split, or moved into or out of another",
            .importPostgres: "PostgreSQL: copied in {copy} s, indexed and swapped in {index} s",
            .updatePostgres: "PostgreSQL: {places} places and {features} map features changed in place in {seconds} s ({revisions} updates)",
            .batchUnreadable: "{path}: cannot be read (no such file or permissions)",
            .noSuchPlace: "no place with id {id} in {path}",
            .mapWrote: "wrote {path} ({width}×{height} px)",
            .searchNoMatch: "no places match \"{text}\"",
            .serving: "serving {path} on {url}",
            .reloaded: "reloaded {path}",
            .keptOldStore: "kept the old store: {detail}",
            .stopped: "stopped",
            .statsStore: "store",
            .statsSource: "source",
            .statsDataAsOf: "data as of",
            .statsImported: "imported",
            .statsImportedBy: "{date} by {generator}",
            .statsBBox: "bbox",
            .statsPlaces: "places",
            .statsFootprints: "footprints",
            .statsNames: "names",
            .statsNamesInOtherLanguages: "{count} in other languages",
            .statsByType: "by type:",
            .statsUnknown: "unknown",
            .tilesNoBBox: "the store has no bounding box; give --bbox",
            .tilesTooMany: "{count} tiles is more than {max}; choose a smaller box or zoom range",
            .progressLine: "{phase} {percent} · {rate} {unit}/s · {elapsed} elapsed · {left} left",
            .progressLineUnknown: "{phase} · {count} {unit} · {rate} {unit}/s · {elapsed} elapsed",
            .progressStarted: "{phase}: started",
            .progressFinished: "{phase}: {count} {unit} in {seconds} s",
            .progressDone: "{phase}: done in {seconds} s",
            .phaseRelations: "reading relations",
            .phaseRead: "reading",
            .phaseBuild: "building places",
            .phaseIndex: "indexing",
            .phaseTiles: "rendering tiles",
            .unitObjects: "objects",
            .unitTiles: "tiles",
        ],
        summaries: [
            "evaluate": "score the likelihood engine on simulated people against nearest-first and the ceiling",
            "import": "import OpenStreetMap files into a place store",
            "update": "apply OpenStreetMap change files to a store imported with --updatable",
            "likely": "the places a person at a position is most likely at",
            "map": "draw a static map with markers (PNG, SVG or PDF)",
            "pick": "the terminal app: your position, the 5 likely places, pick one (the default command)",
            "place": "show one place by its id (n123, w456, r789)",
            "search": "find places by name, in any language",
            "serve": "the web app and the JSON API over HTTP",
            "stats": "what a place store holds: counts by type, area, source, dates",
            "history": "the places you picked, kept on this computer: count them or forget them",
            "tiles": "render an offline tile pack (MBTiles 1.3)",
        ],
        help: [
            "evaluate": #"""
            Simulates people at known places: a place chosen uniformly, a point on its
            ground, a fix with Gaussian error of the given accuracy (radius of 68 %),
            and in scenario b a visit time inside its opening hours. Prints, side by
            side, the engine, the baseline "nearest place first" and the ceiling (the
            simulation's own generative model): top-1 and top-5 accuracy, mean
            reciprocal rank, expected calibration error (10 bins, over the five
            places shown), the same top-1/top-5 for people at places with footprints,
            and time per query. The same seed gives the same figures.

            Each draw, the way people are placed, has its own tables: point (at the
            place's mapped point ±3 m), ground (anywhere on the ground of its kind: the
            footprint or the kind's disc, the model's own shape), footprint (inside the
            footprint where there is one, else at the point ±3 m), popular (places
            chosen by popularity, Zipf with exponent 1, positions as ground). The
            ceiling is the generative model of ground: for the other draws it is no
            true ceiling.

              --draw LIST      draws, comma-separated or repeated (default: all four)
              --accuracy LIST  accuracies in metres (default 5,20,50)
              --samples N      simulated people per scenario and accuracy (default 2000)
              --seed S         random seed (default 1)
              --plot DIR       also draw charts into DIR (a new DIR is made, inside an existing
                               folder): reliability-DRAW-SCENARIO and topk-DRAW-SCENARIO,
                               each .png and .svg, e.g. topk-ground-a.png
              --people FILE    also write every simulated person of scenarios a and b into FILE,
                               one JSON line each: draw, scenario, accuracy, place (the true
                               place's id), lat, lon (the fix) and, in scenario b, time
              --checkins FILE  instead, score the engine on real check-ins (CSV with user_id,
                               venue_id, category, latitude, longitude, utc_offset_minutes,
                               utc_time): is the top answer's kind the person's? Against the
                               nearest place and the nearest open one, at each --accuracy
                               (default 20,50), without and with the time; per kind; and real
                               routines (revisits with and without the person's history)
              --venues FILE    also score which place (CSV with venue_id, name, latitude,
                               longitude): each named venue matched by name to the places near
                               it; is the top answer, or one of the five, the venue itself?
              --move-fixes     move each fix from the venue's position as a phone's of that
                               accuracy errs (seeded by --seed), the same for every method
              --fold K/N       score only fold K of N spatial blocks (about 500 m), e.g. 1/2
              --district K/N   score only district K of N (2, 4 or 8): the check-ins cut in halves
                               at their median, e.g. 1/4
              --prior FILE     rank with this visit prior instead of the shipped one
              --fit-prior OUT  first fit a visit prior on the check-ins (leaving --fold or
                               --district out) and write it to OUT, then score with it
              --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
            """#,
            "import": #"""
            Reads .osm.pbf, .osm, .osm.bz2 or .osm.gz files and writes a new place store.
            The store is built beside PATH and moved into place only when complete:
            a failed or interrupted import leaves the previous store as it was.

              --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
              --updatable      also keep the OSM data, so that `update` can apply change files
                               later (the store grows about 3.5-fold)
              --middle FILE    with a PostgreSQL --db and --updatable: keep the updatable
                               SQLite store here (what `update` applies changes to)
            """#,
            "update": #"""
            Applies OpenStreetMap change files (osmChange: .osc, .osc.gz, .osc.bz2, in the
            order given) to a store imported with --updatable: the places, addresses,
            names, search entries and map features of everything they touch are rebuilt,
            and the store answers as an import of the changed data would. The update is
            built on a copy of the store that replaces it only when complete: a running
            `serve` sees the old store or the new one, and a failed or interrupted update
            leaves the store as it was.

            With --replication, follows a replication folder (state.txt and
            000/000/001.osc.gz, as minutely and daily diff servers publish them): applies
            every change newer than the store and records the sequence number, which
            `stats` shows. A store imported from an extract starts after the newest change
            not newer than its data.

              --db PATH              the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
              --replication DIR      a replication folder, or a file:// URL naming one
              --middle FILE          with a PostgreSQL --db: the updatable SQLite store kept by
                                     `import --updatable --middle`; it is updated, then copied
                                     into PostgreSQL and swapped in whole
            """#,
            "history": #"""
            Your picks (place and time) are kept on this computer only, so that the places
            you often pick rank higher: by default in
            $XDG_DATA_HOME/current-place/history.sqlite (else ~/.local/share/current-place/history.sqlite).
            `pick` adds to it and `likely` reads it; --no-history on either keeps nothing.
            This command says how many picks are kept, and where.

              --history FILE   another file: FILE.jsonl holds JSON lines, any other name SQLite
              --forget         forget every pick: the file is removed
            """#,
            "likely": #"""
            Lists the places the person is most likely at, with their likelihood.
            Fixes of 1000 m accuracy or more are approximate: the answer is areas
            (neighbourhood, suburb, city) and the map should zoom to 10, not 15.

              --at LAT,LON     the position, in degrees
              --accuracy M     radius of 68 % confidence in metres (default 20)
              --time ISO8601   when the person is there, e.g. 2026-11-30T12:00:00+02:00;
                               places closed then become much less likely
              --lang xx        names in this language when the data has them
              --limit N        how many places, 1–20 (default 5)
              --fields a,b     fields of each place in JSON (default: id, displayName,
                               formattedAddress, location, primaryType, types; * = all)
              --json           print JSON (see docs/API.md)
              --explain        say why: distance, footprint, opening hours, prior
              --batch FILE|-   JSON lines of fixes in ({"lat":…,"lng":…,"accuracy":…,
                               "time":…,"limit":…,"lang":…,"fields":…}), one JSON answer
                               per line out, in order; a bad line gets an error object
              --history FILE   your picks: places you often pick rank higher (default
                               $XDG_DATA_HOME/current-place/history.sqlite; FILE.jsonl: JSON lines);
                               a --batch line's own "history" list stands instead
              --no-history     rank without your picks
              --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
            """#,
            "map": #"""
            Draws a map from the place store, like Google's Static Maps API. A marker
            is a pin with an info window showing its title and snippet; --me is the
            blue my-location dot with its accuracy circle. Every image carries
            "© OpenStreetMap contributors".

              --center LAT,LON  the middle of the map
              --place ID        centre on a place and mark it with its name and address
              --zoom Z          0–19 (default 16)
              --size WxH        in points, each 1–2048 (default 600x400)
              --scale 2         twice the pixels (default 1)
              --marker …        a marker; repeat for more
              --me LAT,LON,M    my location and its accuracy in metres
              --lang xx         labels in this language when the data has them
              -o, --output FILE where to write; the type follows the extension
              --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
            """#,
            "pick": #"""
            Shows the current fix and its source, the 5 places you are most likely at,
            and asks which one. A pick prints the place's details and writes a map with
            its marker and your position to a PNG (shown in the terminal when chafa is
            installed). Without a terminal it prints the list and exits.

            Position sources (one; default auto: gpsd on localhost if it answers,
            else no position, and the map's default location is used, with a notice):
              --at LAT,LON[,M]  a position you type (accuracy M metres, default 10)
              --gpsd [HOST:PORT] gpsd's JSON protocol (default 127.0.0.1:2947)
              --nmea PATH       NMEA 0183 from a log file or a serial device
              --gpx PATH        replay a GPX track; --speed X plays it X times faster

              --watch           keep listening: refresh when you move farther than the filter
              --distance-filter M  metres (default 50, like the tutorial)
              --approximate     coarsen the position like reduced accuracy (areas, zoom 10)
              --choose N        pick the N-th place without asking
              --lang xx         names in this language when the data has them
              --map FILE.png    where to write the map of a pick (default current-place-pick.png)

            Keys: 1–5 or ↑/↓ to choose, Enter to pick, r to refresh, q to quit.
              --history FILE    where your picks are kept (default
                                $XDG_DATA_HOME/current-place/history.sqlite; FILE.jsonl: JSON lines)
              --no-history      keep no picks and rank without them
              --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
            """#,
            "place": #"""
            Shows every stored detail of a place. IDs are the OSM object's type
            letter and number: n123 (node), w456 (way), r789 (relation).

              --lang xx        show the name in this language when the data has it
              --json           print JSON
              --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
            """#,
            "search": #"""
            Searches every name (all languages, short and official names, brand) and
            the address. Words match as prefixes; accents are ignored.
            When that finds too few places, words of three letters or more also match
            inside names ("rautatie" finds "Päärautatieasema"), after the others.

              --near LAT,LON   order by distance from this position
              --limit N        at most N results, 1–100 (default 10)
              --lang xx        show names in this language when the data has them
              --json           print JSON
              --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
            """#,
            "serve": #"""
            Serves the web app at /, the JSON API (/v1/currentPlace, /v1/places/{id},
            POST /v1/places:searchNearby), map tiles (/tiles/{z}/{x}/{y}.png, @2x),
            static maps (/staticmap), /healthz and /metrics, reading the store
            read-only. One access-log line per request on standard error (not with
            --quiet). Stops cleanly on Ctrl-C or SIGTERM. When an import or update
            replaces the store file, the server opens the new one within two seconds
            (SIGHUP at once); requests in flight finish on the old one.

              --host ADDRESS        IPv4 address to listen on (default 127.0.0.1)
              --port N              TCP port, 0 for any free one (default 8080)
              --threads N           worker threads (default: one per core)
              --default-location    where the map opens without a position (default: the store's centre)
              --tiles-url URL       an online tile server template instead of our tiles
              --max-connections N   open connections at most, all clients together (default 1000)
              --max-connections-per-client N
                                    open connections at most from one IP address (default 64, 0: no limit)
              --tile-cache FILE     keep rendered tiles in this MBTiles file (created if missing;
                                    current-place tiles can pre-fill it)
              --quiet               no access log
              --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
            """#,
            "stats": #"""
              --json           print JSON
              --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
            """#,
            "tiles": #"""
            Renders every tile of the box at the zooms into an MBTiles file that other
            map software can open (PNG tiles, XYZ rendered, stored in TMS rows as the
            spec says). At most 100 000 tiles.

              --bbox W,S,E,N    west, south, east, north in degrees (default: the store's box)
              --zoom MIN-MAX    zoom range, 0–19, e.g. 12-17
              --scale 2         512 px tiles (default 256 px)
              --threads N       rendering threads (default: one per core)
              -o, --output FILE the .mbtiles file to write
              --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
            """#,
        ]
    )
}
