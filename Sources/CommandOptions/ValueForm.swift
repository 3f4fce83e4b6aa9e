/// What an option's value must look like, as the message for a value that does not says it. Each case is
/// one sentence in ``OptionText``, in every language the apps speak.
public enum ValueForm: Sendable, Hashable {
    /// `LAT,LON` or `LAT,LON,ACCURACY`: degrees, and metres from 0 to ``maximumAccuracy``.
    case position(maximumAccuracy: Double)
    /// `LAT,LON` in degrees.
    case coordinate
    /// A number of metres from 0 to the maximum.
    case metres(maximum: Double)
    /// A number (seconds, a factor …) from `minimum` to `maximum`.
    case number(minimum: Double, maximum: Double)
    /// A whole number from `minimum` to `maximum`.
    case wholeNumber(minimum: Int, maximum: Int)
    /// A language code such as `en`, `fr` or `pt-BR`.
    case language
    /// A path that names a file (not empty, not `-`, not a folder's `dir/`).
    case file
    /// A store: a file's path or a `postgresql://` URL; `detail` says what is wrong with this one.
    case store(detail: String)
    /// An `http://` or `https://` URL with `{z}`, `{x}` and `{y}`.
    case tileURL
    /// `WIDTHxHEIGHT` in pixels, each from `minimum` to `maximum`.
    case pixelSize(minimum: Int, maximum: Int)
}
