import Testing
import StrictJSON

@Suite("Decimal formatting")
struct DecimalFormatTests {
    static let threeDigits: [(value: Double, text: String)] = [
        (0, "0.0"),
        (-0.0, "0.0"),
        (24, "24.0"),
        (-24, "-24.0"),
        (120.833333, "120.833"),
        (-12.5, "-12.5"),
        (0.1, "0.1"),
        (0.1 + 0.2, "0.3"),
        (0.0005, "0.001"),  // the Double is 0.00050000000000000001...
        (-0.0005, "-0.001"),
        (-0.0004, "0.0"),  // rounds to zero: never "-0.0"
        (0.0004999, "0.0"),
        (2.0 / 3.0, "0.667"),
        (-2.0 / 3.0, "-0.667"),
        (1.0 / 3.0 * 3.0, "1.0"),
        (1.0 / 3.0, "0.333"),
        (0.0625, "0.063"),  // an exact tie rounds away from zero
        (-0.0625, "-0.063"),
        (1.0005, "1.0"),  // the Double is 1.000499999999999944...
        (0.9995, "1.0"),  // the Double is 0.999500000000000055...
        (999.9995, "1000.0"),
        (2.675, "2.675"),
        (123_456_789.123456, "123456789.123"),
        (1e15, "1000000000000000.0"),
        (1e15 + 0.125, "1000000000000000.125"),
        (4_503_599_627_370_495.5, "4503599627370495.5"),
        (9_007_199_254_740_992, "9007199254740992.0"),
        (1e20, "100000000000000000000.0"),
        (-1e20, "-100000000000000000000.0"),
        (1e23, "99999999999999991611392.0"),
        (0x1p70, "1180591620717411303424.0"),
        (.leastNonzeroMagnitude, "0.0"),
        (-.leastNonzeroMagnitude, "0.0"),
        (.leastNormalMagnitude, "0.0"),
    ]

    @Test(arguments: threeDigits)
    func threeDecimals(value: Double, text: String) {
        #expect(DecimalFormat.format(value, fractionDigits: 3) == text)
        #expect(DecimalFormat().format(value) == text)
    }

    static let otherDigits: [(value: Double, digits: Int, text: String)] = [
        (2.5, 0, "3.0"),
        (-2.5, 0, "-3.0"),
        (0.5, 0, "1.0"),
        (0.49999999999999994, 0, "0.0"),
        (-0.4, 0, "0.0"),
        (0.125, 2, "0.13"),
        (-0.125, 2, "-0.13"),
        (2.675, 2, "2.67"),  // the Double is 2.67499999999999982...
        (0.1, 18, "0.100000000000000006"),
        (0.1, 17, "0.10000000000000001"),
        (0x1p-60, 18, "0.000000000000000001"),
        (5e-19, 18, "0.000000000000000001"),
        (.leastNonzeroMagnitude, 18, "0.0"),
        (1.5, 1, "1.5"),
        (1.25, 1, "1.3"),
    ]

    @Test(arguments: otherDigits)
    func otherPrecisions(value: Double, digits: Int, text: String) {
        #expect(DecimalFormat(fractionDigits: digits).format(value) == text)
    }

    /// Random values checked against Python's `Decimal(x).quantize(..., ROUND_HALF_UP)`.
    static let oracle: [(bits: UInt64, digits: Int, text: String)] = [
        (0x412B_55E5_7143_8094, 0, "895731.0"),
        (0xBF16_6AA9_BB8A_0F5C, 1, "0.0"),
        (0xBF66_016A_45FC_084C, 3, "-0.003"),
        (0xC022_800B_6191_FCD0, 0, "-9.0"),
        (0xC269_09A7_56EA_5863, 3, "-860289152850.762"),
        (0xC269_A9C3_F268_40B2, 1, "-881778987842.0"),
        (0x3F82_53D9_A4FB_A4CF, 2, "0.01"),
        (0x3EF0_2B6E_DB54_9634, 0, "0.0"),
        (0xBFDA_EE15_394B_34DC, 3, "-0.421"),
        (0xBFE9_6789_0358_E204, 1, "-0.8"),
        (0xC004_6A98_BE0D_27CC, 1, "-2.6"),
        (0xBFB2_5B97_CC8B_4500, 1, "-0.1"),
        (0x4260_2307_D991_33A6, 0, "554457549962.0"),
        (0xC2B9_2D92_E6A2_4EBC, 3, "-27683528811086.734"),
        (0x3FD9_78A6_4C7A_2EA0, 3, "0.398"),
        (0x42D1_0F2C_DBB8_2F72, 2, "75027499114685.78"),
        (0xC2C3_4975_6B5D_C559, 3, "-42412447021962.695"),
        (0x3F2F_47FC_B1F8_7180, 3, "0.0"),
        (0xC125_3DBD_DC81_F4E6, 0, "-696031.0"),
        (0xC26A_D258_D10A_23FD, 2, "-921585485905.12"),
        (0xC113_842D_1A3B_80A2, 3, "-319755.276"),
        (0x42AD_10D2_1BB3_64E0, 0, "15979040856498.0"),
        (0x3F7B_D9A4_1FAD_AD1E, 3, "0.007"),
        (0x42C1_EBBE_3EF0_E4D2, 3, "39408413565385.641"),
        (0xC0C2_9A0B_6E1E_38B3, 18, "-9524.089298036275067716"),
        (0xC0F7_84F5_BDA5_FAF7, 9, "-96335.358800869"),
        (0xC0B8_A2CB_0A1A_3FCF, 18, "-6306.793122902467985114"),
        (0x3D6B_3A67_2007_96D4, 18, "0.00000000000077387"),
        (0x3E5B_E460_C84B_D40D, 6, "0.0"),
    ]

    @Test(arguments: oracle)
    func matchesAnExactDecimalOracle(bits: UInt64, digits: Int, text: String) {
        #expect(DecimalFormat(fractionDigits: digits).format(Double(bitPattern: bits)) == text)
    }

    @Test func largestFiniteValuePrintsAllItsDigits() {
        let expected = "17976931348623157081452742373170435679807056752584499659891747680315726078002853876058955"
            + "86327668781715404589535143824642343213268894641827684675467035375169860499105765512820762454900903893"
            + "28944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250"
            + "404026184124858368.0"
        #expect(DecimalFormat.format(.greatestFiniteMagnitude) == expected)
        #expect(DecimalFormat.format(-.greatestFiniteMagnitude) == "-" + expected)
    }

    @Test func integersUpToTwoToTheFiftyThreeAreExact() {
        var value: Int64 = 1
        while value < 1 << 53 {
            #expect(DecimalFormat.format(Double(value)) == "\(value).0")
            if value < 1 << 52 {
                #expect(DecimalFormat.format(Double(-value) - 0.5) == "-\(value).5")
            }
            value = value * 3 + 1
        }
    }
}
