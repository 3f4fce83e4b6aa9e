import CGtk
import Foundation
import Geo
import Places
import PlacesEngine

/// The tutorial's screen: a map, a "Get Place" button and the list of likely
/// places; a pick closes the list and puts a marker on the map with the place's
/// name as its title and its address as its snippet. On a phone-sized window
/// the map sits above the list, on a desktop beside it. It shows what
/// ``CurrentPlaceFlow`` holds and tells it what the person did; every change is
/// also written to standard output, one line each, for logs and tests.
@MainActor
final class CurrentPlaceWindow {
    /// Below this width the list goes under the map (a phone held upright is 360 px wide).
    static let narrowWidth: Int32 = 600

    private let flow: CurrentPlaceFlow
    private let text: AppText
    private let window: UnsafeMutablePointer<GtkWidget>
    private let notice: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    private let panel: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private let map: OpaquePointer
    private let picksLayer: OpaquePointer
    private let meLayer: OpaquePointer
    private var isNarrow: Bool?
    /// The circle of an approximate fix's accuracy, sized to the map's zoom.
    private var accuracyRing: UnsafeMutablePointer<GtkWidget>?

    /// The window of `application`, `width`×`height`, over the map source `tiles`.
    init(application: UnsafeMutablePointer<GtkApplication>, flow: CurrentPlaceFlow, text: AppText, tiles: OpaquePointer,
         width: Int, height: Int) {
        self.flow = flow
        self.text = text
        gtk_widget_set_default_direction(text.isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        CurrentPlaceWindow.loadStyle()

        window = gtk_application_window_new(application)
        gtk_window_set_title(GLib.cast(window), text(.title))
        gtk_window_set_default_size(GLib.cast(window), Int32(width), Int32(height))

        let header = gtk_header_bar_new()
        let getPlace = gtk_button_new_with_label(text(.getPlace))
        gtk_widget_add_css_class(getPlace, "suggested-action")
        gtk_header_bar_pack_start(GLib.cast(header), getPlace)
        gtk_window_set_titlebar(GLib.cast(window), header)

        let simpleMap = shumate_simple_map_new()!
        map = simpleMap
        shumate_simple_map_set_map_source(simpleMap, GLib.cast(tiles))
        let viewport = shumate_simple_map_get_viewport(simpleMap)
        meLayer = shumate_marker_layer_new(viewport)
        picksLayer = shumate_marker_layer_new(viewport)
        shumate_simple_map_add_overlay_layer(simpleMap, GLib.cast(meLayer))
        shumate_simple_map_add_overlay_layer(simpleMap, GLib.cast(picksLayer))
        let mapWidget: UnsafeMutablePointer<GtkWidget> = GLib.cast(UnsafeMutableRawPointer(simpleMap))
        gtk_widget_set_hexpand(mapWidget, 1)
        gtk_widget_set_vexpand(mapWidget, 1)

        list = gtk_list_box_new()
        gtk_list_box_set_selection_mode(GLib.cast(list), GTK_SELECTION_BROWSE)
        gtk_widget_add_css_class(list, "navigation-sidebar")
        let scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(GLib.cast(scroller), list)
        gtk_scrolled_window_set_policy(GLib.cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scroller, 1)
        let listTitle = gtk_label_new(text(.listTitle))
        gtk_widget_add_css_class(listTitle, "heading")
        gtk_label_set_xalign(GLib.cast(listTitle), 0)
        gtk_widget_set_margin_start(listTitle, 12)
        gtk_widget_set_margin_top(listTitle, 8)
        panel = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        gtk_box_append(GLib.cast(panel), listTitle)
        gtk_box_append(GLib.cast(panel), scroller)
        gtk_widget_set_visible(panel, 0)

        content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_box_append(GLib.cast(content), mapWidget)
        gtk_box_append(GLib.cast(content), panel)

        notice = gtk_label_new(nil)
        gtk_label_set_wrap(GLib.cast(notice), 1)
        gtk_widget_add_css_class(notice, "notice")
        gtk_widget_set_visible(notice, 0)

        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(GLib.cast(root), notice)
        gtk_box_append(GLib.cast(root), content)
        gtk_window_set_child(GLib.cast(window), root)

        GLib.connect(UnsafeMutableRawPointer(getPlace), "clicked") { [weak self] in self?.getPlace() }
        GLib.connect(UnsafeMutableRawPointer(list), "row-activated", argument: { [weak self] row in
            self?.picked(Int(gtk_list_box_row_get_index(GLib.cast(row))))
        })
        GLib.connect(UnsafeMutableRawPointer(window), "notify::default-width", argument: { [weak self] _ in self?.layOut() })
        GLib.connect(UnsafeMutableRawPointer(viewport), "notify::zoom-level", argument: { [weak self] _ in self?.sizeRing() })
        layOut()
        moveMap()
    }

    /// Shows the window.
    func present() {
        gtk_window_present(GLib.cast(window))
    }

    /// Shows `message` above the map (nil: hides it).
    func show(notice message: String?) {
        gtk_label_set_text(GLib.cast(notice), message ?? "")
        gtk_widget_set_visible(notice, message == nil ? 0 : 1)
        if let message { Self.say("notice", message) }
    }

    /// The position changed: the map follows it at once, and the list when its answer comes (off the main thread).
    func located() {
        let fix = flow.fix
        refresh()
        Self.say("position", String(format: "%.6f,%.6f ±%.0f m %@ zoom %d", fix.coordinate.latitude, fix.coordinate.longitude,
                                    fix.horizontalAccuracy, flow.isDefaultLocation ? "default" : fix.isApproximate ? "approximate" : "precise",
                                    flow.zoom))
        if !flow.isDefaultLocation { show(notice: fix.isApproximate ? text(.approximate) : nil) }
        moveMap()
    }

    /// Asks the flow for the likely places (off the main thread) and fills the list when they come; then `done`.
    func refresh(then done: @escaping @MainActor () -> Void = {}) {
        flow.refresh { [weak self] error in
            guard let self else { return }
            if let error {
                show(notice: error.message)
            } else {
                fillList()
            }
            done()
        }
    }

    private func getPlace() {
        refresh { [weak self] in
            guard let self else { return }
            gtk_widget_set_visible(panel, 1)
            if let first = gtk_list_box_get_row_at_index(GLib.cast(list), 0) {
                gtk_list_box_select_row(GLib.cast(list), first)
                gtk_widget_grab_focus(GLib.cast(first))
            }
            Self.say("list", "shown")
        }
    }

    private func picked(_ index: Int) {
        let pick: CurrentPlaceFlow.Pick?
        do {
            pick = try flow.pick(index)
        } catch {
            show(notice: "\(error)")
            return
        }
        guard let pick else { return }
        gtk_widget_set_visible(panel, 0)
        Self.say("picked", "\(pick.title) | \(pick.snippet)")
        addMarker(pick)
        shumate_map_center_on(shumate_simple_map_get_map(map), pick.position.latitude, pick.position.longitude)
        // The tutorial refreshes the list after every pick (the pick, now in the history, leads it).
        refresh()
    }

    /// The list's rows: name, address and likelihood of each likely place.
    private func fillList() {
        while let row = gtk_list_box_get_row_at_index(GLib.cast(list), 0) {
            gtk_list_box_remove(GLib.cast(list), GLib.cast(row))
        }
        guard let answer = flow.answer else { return }
        var names: [String] = []
        for likely in answer.placeLikelihoods {
            let place = likely.place
            let shown = flow.name(of: place)
            // As the terminal and web apps write it: a likelihood under half a percent is "<1%", not "0%".
            let rounded = Int((likely.likelihood * 100).rounded())
            let percent = rounded < 1 ? "<1" : String(rounded)
            names.append("\(shown) \(percent)%")
            let row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
            gtk_widget_set_margin_top(row, 6)
            gtk_widget_set_margin_bottom(row, 6)
            gtk_widget_set_margin_start(row, 6)
            gtk_widget_set_margin_end(row, 6)
            let top = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
            let title = Self.label(shown, classes: ["heading"])
            gtk_widget_set_hexpand(title, 1)
            gtk_box_append(GLib.cast(top), title)
            gtk_box_append(GLib.cast(top), Self.label(text(.percent, ["value": percent]), classes: ["numeric", "dim-label"]))
            gtk_box_append(GLib.cast(row), top)
            if let address = place.formattedAddress, !address.isEmpty {
                gtk_box_append(GLib.cast(row), Self.label(address, classes: ["caption", "dim-label"]))
            }
            gtk_list_box_append(GLib.cast(list), row)
        }
        if answer.placeLikelihoods.isEmpty {
            gtk_list_box_append(GLib.cast(list), Self.label(text(answer.isApproximate ? .noAreas : .noPlaces), classes: ["dim-label"]))
        }
        Self.say("places", names.joined(separator: " | "))
    }

    private func addMarker(_ pick: CurrentPlaceFlow.Pick) {
        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_add_css_class(card, "pick-card")
        gtk_box_append(GLib.cast(card), Self.label(pick.title, classes: ["heading"]))
        if !pick.snippet.isEmpty { gtk_box_append(GLib.cast(card), Self.label(pick.snippet, classes: ["caption"])) }
        let pin = gtk_image_new_from_icon_name("mark-location-symbolic")
        gtk_image_set_pixel_size(GLib.cast(pin), 32)
        gtk_widget_add_css_class(pin, "pick-pin")
        let body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(GLib.cast(body), card)
        gtk_box_append(GLib.cast(body), pin)
        gtk_widget_set_halign(card, GTK_ALIGN_CENTER)
        // A marker's child is centred on its place: a bottom margin of the child's height puts the pin's tip there.
        var natural: Int32 = 0
        gtk_widget_measure(body, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
        gtk_widget_set_margin_bottom(body, natural)
        let marker = shumate_marker_new()!
        shumate_marker_set_child(marker, body)
        shumate_location_set_location(OpaquePointer(marker), pick.position.latitude, pick.position.longitude)
        shumate_marker_layer_add_marker(picksLayer, marker)
        Self.say("marker", String(format: "%.6f,%.6f %@ | %@", pick.position.latitude, pick.position.longitude, pick.title, pick.snippet))
    }

    /// Centres the map on the position at the tutorial's zoom and moves the "you are here" dot.
    private func moveMap() {
        let fix = flow.fix
        let shumateMap = shumate_simple_map_get_map(map)
        shumate_map_center_on(shumateMap, fix.coordinate.latitude, fix.coordinate.longitude)
        shumate_viewport_set_zoom_level(shumate_simple_map_get_viewport(map), Double(flow.zoom))
        shumate_marker_layer_remove_all(meLayer)
        accuracyRing = nil
        guard !flow.isDefaultLocation else { return }
        // An empty box, not a label: a label keeps a line's height and would draw the dot as an oval.
        let dot = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(dot, fix.isApproximate ? "me-area" : "me-dot")
        if fix.isApproximate {
            accuracyRing = dot
            sizeRing()
        } else {
            gtk_widget_set_size_request(dot, 14, 14)
        }
        let marker = shumate_marker_new()!
        shumate_marker_set_child(marker, dot)
        shumate_location_set_location(OpaquePointer(marker), fix.coordinate.latitude, fix.coordinate.longitude)
        shumate_marker_layer_add_marker(meLayer, marker)
    }

    /// An approximate fix's circle: its accuracy in pixels at the map's zoom (Web Mercator with 256-pixel
    /// tiles: 156,543.03 m per pixel at zoom 0 on the equator, times the cosine of the latitude).
    private func sizeRing() {
        guard let accuracyRing else { return }
        let zoom = shumate_viewport_get_zoom_level(shumate_simple_map_get_viewport(map))
        let metresPerPixel = 156_543.03392 * cos(flow.fix.coordinate.latitude * .pi / 180) / pow(2, zoom)
        let diameter = Int32(min(max(2 * flow.fix.horizontalAccuracy / metresPerPixel, 16), 4000))
        gtk_widget_set_size_request(accuracyRing, diameter, diameter)
    }

    /// Map above list on a narrow window, beside it on a wide one.
    private func layOut() {
        var width: Int32 = 0, height: Int32 = 0  // GTK 4.8 writes both
        gtk_window_get_default_size(GLib.cast(window), &width, &height)
        let narrow = width < Self.narrowWidth
        guard narrow != isNarrow else { return }
        isNarrow = narrow
        gtk_orientable_set_orientation(OpaquePointer(content), narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        gtk_widget_set_size_request(panel, narrow ? -1 : 340, narrow ? 320 : -1)
        Self.say("layout", narrow ? "narrow" : "wide")
    }

    private static func label(_ text: String, classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(GLib.cast(label), 0)
        gtk_label_set_wrap(GLib.cast(label), 1)
        for name in classes { gtk_widget_add_css_class(label, name) }
        return label
    }

    private static func loadStyle() {
        let css = """
            .notice { background: #fdf0c2; color: #3d3000; padding: 8px 12px; }
            .pick-card { background: white; color: #1c1c1c; border-radius: 8px; padding: 6px 10px;
                         box-shadow: 0 1px 4px rgba(0,0,0,0.4); }
            .pick-pin { color: #c01c28; }
            .me-dot { background: #3584e4; border: 3px solid white; border-radius: 9999px;
                      box-shadow: 0 0 3px rgba(0,0,0,0.5); }
            .me-area { background: rgba(53,132,228,0.2); border: 2px solid #3584e4; border-radius: 9999px; }
            """
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// One line on standard output: what changed, for logs and tests.
    static func say(_ event: String, _ detail: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data("\(event): \(detail)\n".utf8))
    }
}
