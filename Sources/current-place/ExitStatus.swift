import Foundation

/// How the program ends: 0 ok, 1 the work failed, 2 the command line was wrong.
enum ExitStatus: Int32 {
    case success = 0, failure = 1, usage = 2
}
