/// Each command's `--help` text in English, below its usage lines (which are the same in every language):
/// part of the template (`po/current-place.pot`), with the context `help COMMAND`.
extension English {
    /// The help text of each command, by its word.
    static let help: [String: String] = [
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
          --scenario LIST  scenarios a, b and routine (with the person's history), comma-separated
                           or repeated (default: all)
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
          --answers FILE   also write what the engine and nearest-first answered for every
                           check-in into FILE, one JSON line each: line, venue, kind,
                           accuracy, time, lat, lon (the fix), places (the venue's), engine
                           (its first ten, with likelihoods) and nearest (the five nearest)
          --crowd-split F  instead, the crowd: the first F of the check-ins by time (e.g. 0.6)
                           are confirmed, randomized as devices do, the rest judged; needs --venues
          --crowd-share S  the share of people who confirm (default 0.25)
          --epsilon E      each confirmation's ε (default 2)
          --fit-crowd      first fit the crowd's mixture on the check-ins outside --district
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
          --lang xx        the language of these lines (as --ui-lang)
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
          --crowd FILE     rank with a copy of a server's crowd (other people's confirmations),
                           read only; a postgresql:// URL reads a shared one
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
          --at LAT,LON[,M]  a position you type (accuracy M metres, default 20)
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
          --crowd FILE      rank with a copy of a server's crowd (other people's confirmations),
                            read only; this app sends no confirmations
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
          --crowd FILE          count confirmations (POST /v1/currentPlace:confirm) in this crowd
                                file, made if missing, or a postgresql:// URL many servers share;
                                docs/PRIVACY.md says what is kept
          --crowd-limit N       confirmations an hour from one address (default 30, 0: no limit)
          --epsilon E           the randomizing clients are asked for, 0.1–10 (default 2)
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
          --lang xx         labels in this language when the data has them
          -o, --output FILE the .mbtiles file to write
          --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)
        """#,
    ]
}
