import Foundation

/// One set of points on a ``Chart`` panel: a line (solid or dashed) with optional
/// markers, or bars standing on the bottom of the panel.
public struct ChartSeries: Sendable {
    /// How the points are drawn.
    public enum Style: Sendable {
        /// Points joined in order by a line `width` pixels wide (0: no line, markers only),
        /// dashed by `dash` (lengths on, off, … in pixels; empty: solid), with an optional marker on each point.
        case line(width: Double, dash: [Double] = [], marker: Marker? = nil)
        /// A bar per point, `width` x-axis units wide and centred on the point's x, from the
        /// bottom of the panel up to its y.
        case bars(width: Double)
    }

    /// A circle drawn on each point of a line.
    public struct Marker: Sendable {
        /// How the circle is painted.
        public enum Fill: Sendable {
            /// Filled in the series colour, with a thin white rim.
            case solid
            /// White inside a ring in the series colour.
            case hollow
            /// A ring in the series colour only: what is under it shows through.
            case ring
        }

        /// Radius in pixels for a point whose ``Point/markerScale`` is 1.
        public let radius: Double
        /// How the circle is painted.
        public let fill: Fill

        /// Creates a marker.
        public init(radius: Double, fill: Fill = .solid) {
            self.radius = radius
            self.fill = fill
        }
    }

    /// A data point.
    public struct Point: Sendable, Equatable {
        /// The value on the x axis.
        public let x: Double
        /// The value on the y axis.
        public let y: Double
        /// The marker's radius is ``Marker/radius`` times this (e.g. to show a count by the marker's size).
        public let markerScale: Double

        /// Creates a point.
        public init(x: Double, y: Double, markerScale: Double = 1) {
            self.x = x
            self.y = y
            self.markerScale = markerScale
        }
    }

    /// The legend's text (it may hold a line break); nil keeps the series out of the legend.
    public let name: String?
    /// The colour of the line, markers or bars.
    public let color: Color
    /// The points, in drawing order.
    public let points: [Point]
    /// How they are drawn.
    public let style: Style

    /// Creates a series.
    public init(name: String?, color: Color, points: [Point], style: Style) {
        self.name = name
        self.color = color
        self.points = points
        self.style = style
    }
}
