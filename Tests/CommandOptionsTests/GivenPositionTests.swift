import CommandOptions
import Places
import Testing

/// `--at`: one grammar for `likely`, `pick` and every other reader of a typed position.
@Suite struct GivenPositionTests {
    @Test(arguments: ["60.17,24.94", "60.17, 24.94", " 60.17 ,24.94 ", "-90,180", "90,-180", "60,24,0", "60,24,100000", "60,24,5.5"])
    func positionsAreRead(text: String) {
        #expect(GivenPosition(text) != nil, "\(text)")
    }

    /// Issue 36: `59.0,,20.0` was refused by `likely` and read by `pick`; `59,20,5` was the reverse.
    @Test(arguments: ["59.0,,20.0", ",59,20", "59,20,", "59,20,,", "59", "", "-", ",", "59;20", "59,20,5,1", "91,0", "0,181",
                      "nan,0", "0,inf", "59,20,-1", "59,20,nan", "59,20,1e308", "59,20,100001", "1e999,0", "59,20,x"])
    func oddPositionsAreRefused(text: String) {
        #expect(GivenPosition(text) == nil, "\(text)")
    }

    @Test func theAccuracyIsKeptWhenWrittenAndOtherwiseNil() throws {
        #expect(try #require(GivenPosition("59,20,5")).accuracy == 5)
        #expect(try #require(GivenPosition("59,20")).accuracy == nil)
        #expect(LocationFix.defaultAccuracy == 20)
        // -0 is read as 0, not shown as "± -0 m".
        #expect(try #require(GivenPosition("59,20,-0")).accuracy?.sign == .plus)
        #expect(try #require(try Arguments(["--accuracy", "-0"], options: [CommonOptions.accuracy.spec]).value(CommonOptions.accuracy)).sign == .plus)
    }
}
