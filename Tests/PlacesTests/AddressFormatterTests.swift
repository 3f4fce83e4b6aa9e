import Places
import Testing

@Suite struct AddressFormatterTests {
    @Test(arguments: [
        (AddressComponents(houseNumber: "5", street: "Mannerheimintie", postcode: "00100", city: "Helsinki", countryCode: "FI"),
         "Mannerheimintie 5, 00100 Helsinki"),
        (AddressComponents(houseNumber: "12", street: "Unter den Linden", postcode: "10117", city: "Berlin", countryCode: "DE"),
         "Unter den Linden 12, 10117 Berlin"),
        (AddressComponents(houseNumber: "5", street: "Rue de Rivoli", postcode: "75001", city: "Paris", countryCode: "FR"),
         "5 Rue de Rivoli, 75001 Paris"),
        (AddressComponents(houseNumber: "1600", street: "Pennsylvania Avenue NW", postcode: "20500", city: "Washington",
                           state: "DC", countryCode: "US"),
         "1600 Pennsylvania Avenue NW, Washington, DC 20500"),
        (AddressComponents(houseNumber: "10", street: "Downing Street", postcode: "SW1A 2AA", city: "London", countryCode: "GB"),
         "10 Downing Street, London SW1A 2AA"),
        (AddressComponents(houseNumber: "7", street: "Тверская улица", postcode: "125009", city: "Москва", countryCode: "RU"),
         "Тверская улица, 7, Москва, 125009"),
        (AddressComponents(houseNumber: "12", street: "Atatürk Caddesi", postcode: "34357", suburb: "Beşiktaş",
                           city: "İstanbul", countryCode: "TR"),
         "Atatürk Caddesi No:12, 34357 Beşiktaş/İstanbul"),
        (AddressComponents(houseNumber: "1578", street: "Avenida Paulista", postcode: "01310-200", suburb: "Bela Vista",
                           city: "São Paulo", state: "SP", countryCode: "BR"),
         "Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200"),
        (AddressComponents(houseNumber: "12", street: "شارع التحرير", postcode: "12611", suburb: "الدقي", city: "الجيزة",
                           countryCode: "EG"),
         "12 شارع التحرير، الدقي، الجيزة 12611"),
        // Missing parts drop out with their separators.
        (AddressComponents(street: "Kaivokatu", city: "Helsinki", countryCode: "FI"), "Kaivokatu, Helsinki"),
        (AddressComponents(city: "Helsinki"), "Helsinki"),
        (AddressComponents(suburb: "Kamppi", countryCode: "FI"), "Kamppi"),
    ])
    func formatsByCountry(address: AddressComponents, expected: String) {
        #expect(AddressFormatter.format(address) == expected)
    }

    @Test func emptyAddressHasNoLine() {
        #expect(AddressFormatter.format(AddressComponents()) == nil)
        #expect(AddressFormatter.format(AddressComponents(countryCode: "FI")) == nil)
    }

    @Test(arguments: [
        ("FI", AddressConvention.europe), ("fr", .france), ("US", .unitedStates), ("GB", .unitedKingdom),
        ("RU", .russia), ("TR", .turkey), ("BR", .brazil), ("SA", .arabic), ("EG", .arabic), ("ZZ", .europe),
    ])
    func conventionByCountry(code: String, convention: AddressConvention) {
        #expect(AddressConvention(countryCode: code) == convention)
    }

    @Test func streetLineNamesAnAddressPlace() {
        #expect(AddressFormatter.streetLine(AddressComponents(houseNumber: "3", street: "Kaivokatu", countryCode: "FI")) == "Kaivokatu 3")
        #expect(AddressFormatter.streetLine(AddressComponents(houseNumber: "3", street: "Rue X", countryCode: "FR")) == "3 Rue X")
    }

    @Test func fillingKeepsStreetAndNumberTogether() {
        let building = AddressComponents(houseNumber: "52", street: "Aleksanterinkatu", postcode: "00100", city: "Helsinki")
        let shopOnOtherStreet = AddressComponents(street: "Keskuskatu")
        #expect(shopOnOtherStreet.filling(from: building).houseNumber == nil)
        #expect(AddressComponents().filling(from: building) == building)
        #expect(AddressComponents(street: "Aleksanterinkatu").filling(from: building).houseNumber == "52")
    }
}
