import Testing
import Translations

/// Plural rules as gettext's catalogs write them, evaluated as C would.
@Suite struct PluralRuleTests {
    @Test func russianHasOneFewAndMany() throws {
        let rule = try PluralRule(header: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
        #expect(rule.count == 3)
        #expect([1, 21, 101].map(rule.form) == [0, 0, 0])
        #expect([2, 3, 4, 22, 104].map(rule.form) == [1, 1, 1, 1, 1])
        #expect([0, 5, 11, 12, 14, 25, 111].map(rule.form) == [2, 2, 2, 2, 2, 2, 2])
    }

    @Test func arabicHasSixForms() throws {
        let rule = try PluralRule(header: "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);")
        #expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103].map(rule.form) == [0, 1, 2, 3, 3, 4, 4, 5, 5, 3])
    }

    @Test func frenchAndEnglishAndOneForm() throws {
        #expect([0, 1, 2].map(try PluralRule(header: "nplurals=2; plural=(n > 1);").form) == [0, 0, 1])
        #expect([0, 1, 2].map(PluralRule.english.form) == [1, 0, 1])
        #expect([0, 1, 7].map(try PluralRule(header: "nplurals=1; plural=0;").form) == [0, 0, 0])
        #expect(try PluralRule(header: "nplurals=2; plural=!(n==1);").form(for: 1) == 0)
    }

    @Test func aFormOutsideTheRulesCountIsTheLast() throws {
        #expect(try PluralRule(header: "nplurals=2; plural=n;").form(for: 9) == 1)
        #expect(try PluralRule(header: "nplurals=2; plural=n%0;").form(for: 9) == 0)
    }

    @Test(arguments: [
        "", "nplurals=0; plural=0;", "nplurals=2;", "nplurals=x; plural=0;", "nplurals=2; plural=(n==1;",
        "nplurals=2; plural=n==1 ? 0;", "nplurals=2; plural=m;", "nplurals=2; plural=n===1;", "nplurals=2; plural=9999999999;",
        "nplurals=2; plural=;",
    ])
    func malformedHeadersAreRefused(header: String) {
        #expect(throws: TranslationError.self) { try PluralRule(header: header) }
    }
}
