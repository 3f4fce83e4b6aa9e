/// Every sentence the command line shows, by key. English is in `English.swift`; the other languages are
/// gettext catalogs (`po/LANG.po`), where a message's key is its context. Placeholders are `{name}`.
enum Message: String, CaseIterable, Sendable {
    // The terminal app and `likely`.
    case position, fix, approximate, noPlace, noArea, noneOfThese, positionUpdated, prompt, youPicked, map, noPosition
    case defaultLocation, fixed
    // Place details.
    case sameAs, inside, subDestinations, entrances
    case category, types, address, location, plusCode, footprint, phone, website, openingHours, wheelchair, brand
    case wikidata, names, polygons
    // The overview (`current-place --help`) and the lines around every usage error.
    case tagline, overviewUsage, commandsHeading, overviewFooter, unknownCommand, seeCommandHelp, usageHeading
    // Usage errors (exit 2).
    case noPositionals, noArguments, notAPosition
    case gpsdAddress, timeValue, fieldsValue, accuracyList, seedValue, drawValue, scenarioValue
    case plotValue, plotNotAFolder, plotNoParent, peopleValue, peopleIsAFolder, peopleNoParent, answersValue, answersIsAFolder,
        answersNoParent
    case checkinsOptions, crowdOptions, crowdNeeded, fileValue, foldValue, districtValue, outputIsInput, outputNameTooLong
    case importNeedsFile, updateNeedsChanges, updateFilesOrReplication, replicationValue, middleNeeded, middleValue, middleOnlyPostgres
    case atOrBatch, likelyNeedsAt, mapNeedsOutput, tilesNeedsOutput, notAPlaceID, mapNeedsCenter, zoomValue, sizeValue
    case scaleValue, meValue, markerValue, oneSource, speedValue, distanceFilterValue, placeNeedsOneID, searchNeedsText
    case tilesURLValue, tileCacheValue, bboxValue, tilesNeedsZoom, zoomRangeValue
    case historyNoFile, historyFolder, historyNoFolder, historyNotAHistory, historyBadLine
    // The history file (exit 1 when it cannot be read or written), and what `history` reports.
    case historyUnreadable, historyCannotWrite, historyCount, historyForgot
    // Failures (exit 1).
    case storeMissing, storeNotAStore, storeSchema, storeCorrupt, storeNotUpdatable, storeBusy, failed
    case importNoFile, importFolder, importUnreadable, importUnknownType, importNotOSM
    // `likely --explain`.
    case explainInside, explainWithinDisc, explainAway, explainFootprint, explainPoint, explainOpen, explainClosed
    case explainHoursUnknown, explainHoursUnreadable, explainHistory, explainPrior
    case priorVisits, priorHour, priorWikidata, priorBrand, priorFootprint, priorContained, priorContents, factorSeparator
    case kindFood, kindBar, kindShop, kindService, kindOffice, kindTransit, kindVehicle, kindHotel, kindPark, kindGym, kindEducation, kindHealth, kindEntertainment, kindLandmark, kindCivic, kindWorship, kindBuilding, kindLocality, kindOther
    // Why the terminal app has no position.
    case reasonNoFile, reasonUnreadable, reasonNotATrack, reasonNoPosition, reasonUnreachable, reasonTimedOut, reasonClosed
    case reasonNoFix
    // What commands report: import, map, search, place, serve, stats, tiles, likely --batch.
    case updateRead, updateWrote, updateSequence, updateUpToDate, statsUpdated, statsReplication
    case importRead, importSkipped, importWrote, importTime, importConflated, updateRelinked, importPostgres, updatePostgres, batchUnreadable, noSuchPlace, mapWrote, searchNoMatch
    case serving, reloaded, keptOldStore, stopped
    case statsStore, statsSource, statsDataAsOf, statsImported, statsImportedBy, statsBBox, statsPlaces, statsFootprints
    case statsNames, statsNamesInOtherLanguages, statsByType, statsMoreTypes, statsUnknown
    case tilesNoBBox, tilesTooMany, tilesWrote
    // Progress of import and tiles (standard error).
    case progressLine, progressLineUnknown, progressStarted, progressFinished, progressDone
    case phaseRelations, phaseRead, phaseBuild, phaseIndex, phaseTiles, unitObjects, unitTiles
}

/// English's words for each command: its one-line summary and its `--help` text (without the usage lines,
/// which are the same in every language). The messages are ``English/text(_:)``.
struct LanguageTable: Sendable {
    let summaries: [String: String]
    let help: [String: String]
}

/// A message's English: one sentence, or the two forms of one with a count (the form for 1 and for any other).
enum MessageText: Sendable, Equatable {
    case sentence(String)
    case counted(one: String, other: String)

    /// The sentence, or the form for any other count.
    var text: String {
        switch self {
        case .sentence(let text): text
        case .counted(_, let other): other
        }
    }
}
