import Foundation
import PlacesEngine

/// The methods the routine scenario compares.
public enum RoutineMethod: String, Sendable, CaseIterable {
    /// The engine given the person's earlier visits, each with the fix it was made at (as the apps keep them).
    case engineWithHistory = "engine + history"
    /// The engine given the same visits without their fixes (a history of places and times).
    case engineWithBarePicks = "engine + bare picks"
    /// The same engine without them.
    case engine
    /// Nearest place first.
    case nearest
}

/// Which visits a row of the routine scenario counts.
public enum RoutineVisitKind: String, Sendable, CaseIterable {
    /// Visits to one of the person's habitual places.
    case habitual
    /// Visits to places the person had never been to.
    case new
    /// Every visit.
    case all
}
