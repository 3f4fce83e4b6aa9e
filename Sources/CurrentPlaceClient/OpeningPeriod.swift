import Foundation

/// One stretch of time a place is open, like Google's `OpeningHours.Period`.
public struct OpeningPeriod: Sendable, Hashable, Codable {
    /// A moment of the week.
    public struct Point: Sendable, Hashable, Codable {
        /// The day, 0 (Sunday) to 6 (Saturday).
        public var day: Int
        /// The hour, 0–23 (24 for the end of the day).
        public var hour: Int
        /// The minute, 0–59.
        public var minute: Int

        /// Creates a moment.
        public init(day: Int, hour: Int, minute: Int) {
            self.day = day
            self.hour = hour
            self.minute = minute
        }
    }

    /// When it opens.
    public var open: Point
    /// When it closes; nil for a place open around the clock.
    public var close: Point?

    /// Creates a period.
    public init(open: Point, close: Point? = nil) {
        self.open = open
        self.close = close
    }
}
