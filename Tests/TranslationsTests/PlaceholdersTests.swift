import Testing
import Translations

/// `{name}` placeholders, filled in one pass for the command line, the native app and the options' words.
@Suite struct PlaceholdersTests {
    @Test func eachPlaceholderIsFilledOnceAndValuesAreNotReadAgain() {
        #expect(Placeholders.fill("{a} and {b}", ["a": "1", "b": "2"]) == "1 and 2")
        // A value holding another placeholder (typed by a person) stays as it was, whatever the order.
        #expect(Placeholders.fill("{value} must be {form}", ["value": "{form}", "form": "a code"]) == "{form} must be a code")
        #expect(Placeholders.fill("{a}{a}", ["a": "x"]) == "xx")
        // Braces that name no value, and unclosed ones, are kept.
        #expect(Placeholders.fill("a URL with {z}, {x} and {y}", [:]) == "a URL with {z}, {x} and {y}")
        #expect(Placeholders.fill("{a", ["a": "x"]) == "{a")
        #expect(Placeholders.fill("{{a}}", ["a": "x"]) == "{x}")
        #expect(Placeholders.fill("", ["a": "x"]) == "")
    }
}
