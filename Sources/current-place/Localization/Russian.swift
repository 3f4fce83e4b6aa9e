/// The command line in Russian. Keys and placeholders as in `English.swift`.
enum Russian {
    static let table = LanguageTable(
        messages: [
            .position: "Местоположение {lat}, {lon} ± {accuracy} м, источник: {source}",
            .fix: "Координаты {lat}, {lon} ± {accuracy} м",
            .approximate: " (приблизительно: районы, масштаб 10)",
            .noPlace: "Рядом с этим местом в базе нет ни одного места.",
            .noArea: "Рядом с этим местом в базе нет ни одного района.",
            .noneOfThese: "Ни одно из этих: {percent}",
            .positionUpdated: "Местоположение обновлено.",
            .prompt: "Выбор: 1–5 или ↑/↓, Enter — выбрать, r — обновить, q — выход.",
            .youPicked: "Вы выбрали:",
            .map: "Карта: {path}",
            .noPosition: "Местоположение неизвестно ({reason}): показано место по умолчанию {lat}, {lon}, центр данных карты.",
            .defaultLocation: "место по умолчанию", .fixed: "введено вручную",
            .category: "категория", .types: "типы", .address: "адрес", .location: "координаты", .plusCode: "plus code",
            .footprint: "контур", .phone: "телефон", .website: "сайт", .openingHours: "часы работы",
            .wheelchair: "доступ для колясок", .brand: "бренд", .wikidata: "wikidata", .names: "названия",
            .polygons: "многоугольников: {count}, {area} м²",
            .tagline: "current-place — где я сейчас? Офлайн, на данных OpenStreetMap.",
            .overviewUsage: "использование: current-place [COMMAND] [OPTIONS]   (без команды: терминальное приложение, `pick`)",
            .commandsHeading: "команды:",
            .overviewFooter: "Параметры команды: `current-place COMMAND --help`.\nКод завершения: 0 — успех, 1 — сбой, 2 — ошибка использования.",
            .unknownCommand: "неизвестная команда «{word}»; команды: {commands}",
            .seeCommandHelp: "Справка по использованию: `current-place {command} --help`.",
            .usageHeading: "использование:",
            .unknownOption: "неизвестный параметр {option}",
            .needsValue: "для {option} нужно указать значение",
            .wholeNumberInRange: "значение {option} должно быть целым числом от {min} до {max}, а не «{value}»",
            .noPositionals: "команда {command} не принимает позиционных аргументов",
            .noArguments: "команда {command} не принимает аргументов",
            .notAPosition: "{option} «{value}» — не координаты; укажите LAT,LON в градусах (широта −90…90, долгота −180…180), например 60.1699,24.9384",
            .fixedPosition: "--at «{value}»: нужно LAT,LON или LAT,LON,ACCURACY с допустимыми координатами и точностью в метрах ≥ 0",
            .gpsdAddress: "--gpsd «{value}»: нужно HOST:PORT с портом от 1 до 65535, например 127.0.0.1:2947",
            .accuracyValue: "--accuracy «{value}»: нужно число метров от 0 до 100000",
            .timeValue: "--time «{value}»: нужны существующие дата и время в формате ISO 8601, например 2026-11-30T12:00:00+02:00",
            .langValue: "--lang «{value}» — не код языка (например, en или pt-BR)",
            .fieldsValue: "--fields «{value}» содержит неизвестное поле; поля: {valid} или *",
            .accuracyList: "--accuracy «{value}»: нужен список значений в метрах больше 0 через запятую, например 5,20,50",
            .seedValue: "значение --seed должно быть целым числом ≥ 0",
            .drawValue: "--draw «{value}»: допустимы point, ground, footprint или popular, каждый не более одного раза, например point,ground",
            .scenarioValue: "--scenario «{value}»: допустимы a, b или routine, каждый не более одного раза, например a,routine",
            .plotValue: "--plot «{value}»: укажите папку для графиков, например docs/plots (имя, начинающееся с -, пишется как ./-имя)",
            .plotNotAFolder: "--plot «{value}» — это файл, а не папка для графиков",
            .plotNoParent: "--plot «{value}»: папку нельзя создать — {parent} не существует или это не папка",
            .checkinsOptions: "{option} не подходит к этому виду оценки: --checkins принимает --fold, --prior или --fit-prior (не оба), --accuracy и --plot; смоделированные люди принимают --draw, --scenario, --samples, --seed и --people, --prior",
            .fileValue: "{option} «{value}»: укажите файл (имя, начинающееся с -, пишется как ./-имя)",
            .foldValue: "--fold «{value}»: нужно K/N, где 1 ≤ K ≤ N ≤ 100, например 1/2",
            .peopleValue: "--people «{value}»: укажите файл для смоделированных людей, например people.jsonl (имя, начинающееся с -, пишется как ./-имя)",
            .peopleIsAFolder: "--people «{value}» — это папка, а не файл для смоделированных людей",
            .peopleNoParent: "--people «{value}»: файл нельзя записать — {parent} не существует или это не папка",
            .importNeedsFile: "для import нужен хотя бы один файл OSM",
            .updateNeedsChanges: "для update нужны файлы изменений OSM (.osc, .osc.gz, .osc.bz2) или --replication DIR",
            .updateFilesOrReplication: "укажите файлы изменений или --replication DIR, но не то и другое",
            .replicationValue: "--replication \"{value}\" должен указывать папку репликации (с state.txt) или URL file://",
            .middleNeeded: "с --db postgresql://… для {command} нужен --middle FILE.sqlite: обновляемая база SQLite, к которой применяются изменения, прежде чем они попадут в PostgreSQL",
            .middleValue: "--middle \"{value}\" должен указывать файл SQLite (имя, начинающееся с -, пишется как ./-name)",
            .middleOnlyPostgres: "--middle нужен только для баз PostgreSQL (--db postgresql://…) с --updatable; база SQLite сама хранит данные OSM",
            .atOrBatch: "укажите либо --at, либо --batch, но не оба сразу",
            .likelyNeedsAt: "для likely нужен --at LAT,LON (или --batch FILE)",
            .mapNeedsOutput: "для map нужен -o FILE.png, FILE.svg или FILE.pdf",
            .tilesNeedsOutput: "для tiles нужен -o FILE.mbtiles",
            .notAPlaceID: "«{value}» — не идентификатор места; идентификаторы выглядят как n123, w456 или r789",
            .mapNeedsCenter: "для map нужен --center LAT,LON или --place ID",
            .zoomValue: "значение --zoom должно быть числом от 0 до 19",
            .sizeValue: "--size «{value}»: нужно WIDTHxHEIGHT, каждая сторона 1–2048, например 600x400",
            .scaleValue: "значение --scale должно быть 1 или 2",
            .meValue: "--me «{value}»: нужно LAT,LON,ACCURACY с допустимыми координатами и точностью от 0 до 100000 м",
            .markerValue: "--marker «{value}»: нужно LAT,LON или LAT,LON,\"title\",\"snippet\" с допустимыми координатами",
            .oneSource: "укажите один источник местоположения: --at, --gpsd, --nmea или --gpx",
            .speedValue: "значение --speed должно быть числом больше 0",
            .distanceFilterValue: "значение --distance-filter должно быть числом метров ≥ 0",
            .placeNeedsOneID: "для place нужен ровно один идентификатор, например w123456",
            .searchNeedsText: "для search нужен текст для поиска",
            .tileCacheValue: "--tile-cache должен указывать файл MBTiles, а не \"{value}\"",
            .tilesURLValue: "значение --tiles-url должно содержать {z}, {x} и {y}, например https://tile.openstreetmap.org/{z}/{x}/{y}.png",
            .bboxValue: "--bbox «{value}»: нужно WEST,SOUTH,EAST,NORTH в градусах, где WEST < EAST и SOUTH < NORTH",
            .tilesNeedsZoom: "для tiles нужен --zoom MIN-MAX, например 12-17",
            .zoomRangeValue: "--zoom «{value}»: нужно MIN-MAX, где 0 ≤ MIN ≤ MAX ≤ {max}",
            .historyOrNoHistory: "укажите либо --history, либо --no-history, но не оба",
            .historyValue: "--history «{value}» должен называть файл: FILE.jsonl для строк JSON, любое другое имя — для истории SQLite",
            .historyNoFile: "файла истории нет: задайте XDG_DATA_HOME или HOME или укажите файл через --history",
            .historyFolder: "история {path} — это папка, а не файл",
            .historyNoFolder: "историю {path} нельзя создать: её папки не существует",
            .historyNotAHistory: "{path} — не история current-place ({detail}); укажите новый файл или FILE.jsonl для строк JSON",
            .historyBadLine: "история {path}: строка {line} — не выбор места ({detail})",
            .historyUnreadable: "не удаётся прочитать историю {path}: {detail}",
            .historyCannotWrite: "не удаётся записать историю {path}: {detail}",
            .historyCount: "сохранено выборов: {count}, файл {path}",
            .historyForgot: "Забыто выборов: {count}; файл {path} удалён.",
            .storeMissing: "{path}: здесь нет базы мест; сначала импортируйте её: current-place import FILE.osm.pbf --db {path}",
            .storeNotAStore: "{path}: это не база current-place",
            .storeSchema: "{path}: эта база записана другой версией current-place; импортируйте данные заново",
            .storeCorrupt: "{path}: база повреждена; импортируйте данные заново",
            .storeNotUpdatable: "{path}: база импортирована без --updatable и не хранит данных OSM для изменений; импортируйте её заново с --updatable",
            .storeBusy: "{path}: идёт другой импорт или обновление этой базы; повторите, когда он закончится",
            .importNoFile: "{path}: нет такого файла",
            .importFolder: "{path}: это папка, а не файл OSM",
            .importUnreadable: "{path}: не удаётся прочитать (права доступа)",
            .importUnknownType: "{path}: неизвестный тип файла; ожидается один из: {types}",
            .importNotOSM: "{path}: не читается как файл OSM ({detail})",
            .failed: "ошибка: {detail}",
            .explainInside: "внутри контура",
            .explainWithinDisc: "в пределах типичного радиуса ({type})",
            .explainAway: "{distance} м",
            .explainFootprint: "контур на карте",
            .explainPoint: "точка на карте",
            .explainOpen: "открыто в это время (×{factor})",
            .explainClosed: "закрыто в это время (×{factor})",
            .explainHoursUnknown: "часы работы неизвестны",
            .explainHoursUnreadable: "opening_hours не прочитаны начиная с «{part}»",
            .explainHistory: "ваши выборы здесь: {count} (×{factor})",
            .explainPrior: "априорно {prior} ({reason})",
            .priorVisits: "{type}, из группы {kinds}: посещений на место ×{factor}",
            .factorSeparator: ", ",
            .priorHour: "посещаемость {kinds} в этот час ×{factor}",
            .priorWikidata: "есть в Wikidata ×{factor}",
            .priorBrand: "сетевой бренд ×{factor}",
            .priorFootprint: "площадь {area} м² ×{factor}",
            .kindFood: "кафе и ресторанов",
            .kindBar: "баров",
            .kindShop: "магазинов",
            .kindService: "банков и служб",
            .kindOffice: "офисов",
            .kindTransit: "станций и остановок",
            .kindVehicle: "парковок и заправок",
            .kindHotel: "гостиниц",
            .kindPark: "парков и площадей",
            .kindGym: "спортзалов и площадок",
            .kindEducation: "школ и библиотек",
            .kindHealth: "клиник и больниц",
            .kindEntertainment: "театров, музеев и залов",
            .kindLandmark: "памятников и произведений искусства",
            .kindCivic: "госучреждений",
            .kindWorship: "мест богослужения",
            .kindBuilding: "зданий",
            .kindLocality: "районов",
            .kindOther: "других мест",
            .reasonNoFile: "{subject}: нет такого файла или устройства",
            .reasonUnreadable: "{subject}: не удаётся прочитать (права доступа?)",
            .reasonNotATrack: "{subject}: это не файл GPX",
            .reasonNoPosition: "{subject}: в файле нет ни одного местоположения",
            .reasonUnreachable: "{subject}: нет соединения (gpsd запущен?)",
            .reasonTimedOut: "{subject}: местоположение не получено вовремя (GPS ещё не определил координаты?)",
            .reasonClosed: "{subject}: соединение закрыто",
            .reasonNoFix: "координаты не получены за {seconds} с",
            .updateRead: "прочитано файлов изменений: {files}; объектов: {objects}, различных: {distinct}",
            .updateWrote: "база {path} обновлена: перестроено объектов: {rebuilt}, удалено мест: {removed}, записано: {written} за {seconds} с ({rate} изменений/с)",
            .updateSequence: "номер репликации теперь {sequence}, данные на {time}",
            .updateUpToDate: "база {path} уже соответствует папке репликации",
            .statsUpdated: "обновлена",
            .statsReplication: "репликация",
            .importRead: "прочитан файл {path}: точек: {nodes}, линий: {ways}, отношений: {relations}, площадных объектов: {areas}",
            .importWrote: "записана база {path}: мест: {places} ({counts}), объектов карты: {features}",
            .importTime: "время: чтение {read} с, сборка {build} с, запись {write} с",
            .importPostgres: "PostgreSQL: копирование {copy} с, индексы и замена {index} с",
            .updatePostgres: "PostgreSQL: изменено на месте мест: {places}, объектов карты: {features} за {seconds} с (обновлений: {revisions})",
            .batchUnreadable: "{path}: не удаётся прочитать (нет такого файла или нет прав доступа)",
            .noSuchPlace: "в базе {path} нет места с идентификатором {id}",
            .mapWrote: "записан файл {path} ({width}×{height} px)",
            .searchNoMatch: "по запросу «{text}» мест не найдено",
            .serving: "база {path} доступна по адресу {url}",
            .reloaded: "база {path} открыта заново",
            .keptOldStore: "оставлена прежняя база: {detail}",
            .stopped: "сервер остановлен",
            .statsStore: "база",
            .statsSource: "источник",
            .statsDataAsOf: "данные на",
            .statsImported: "импортирована",
            .statsImportedBy: "{date} программой {generator}",
            .statsBBox: "границы",
            .statsPlaces: "места",
            .statsFootprints: "контуры",
            .statsNames: "названия",
            .statsNamesInOtherLanguages: "на других языках: {count}",
            .statsByType: "по типам:",
            .statsMoreTypes: "… и ещё типов: {count} (см. --json)",
            .statsUnknown: "неизвестно",
            .tilesNoBBox: "у базы нет ограничивающей рамки; укажите --bbox",
            .tilesTooMany: "тайлов: {count}, это больше {max}; выберите область поменьше или более узкий диапазон масштабов",
            .tilesWrote: "записан файл {path}: тайлов: {count}, масштабы {min}–{max}, за {seconds} с",
            .progressLine: "{phase} {percent} · {rate} {unit}/с · прошло {elapsed} · осталось {left}",
            .progressLineUnknown: "{phase} · {unit}: {count} · {rate} {unit}/с · прошло {elapsed}",
            .progressStarted: "{phase}: начало",
            .progressFinished: "{phase}: {unit}: {count} за {seconds} с",
            .progressDone: "{phase}: готово за {seconds} с",
            .phaseRelations: "чтение отношений",
            .phaseRead: "чтение",
            .phaseBuild: "сборка мест",
            .phaseIndex: "индексы",
            .phaseTiles: "отрисовка тайлов",
            .unitObjects: "объектов",
            .unitTiles: "тайлов",
        ],
        summaries: [
            "evaluate": "оценить движок вероятностей на смоделированных людях в сравнении с «сначала ближайшее» и верхней границей",
            "import": "импортировать файлы OpenStreetMap в базу мест",
            "update": "применить файлы изменений OpenStreetMap к базе, импортированной с --updatable",
            "likely": "места, где человек в данной точке находится вероятнее всего",
            "map": "нарисовать статическую карту с маркерами (PNG, SVG или PDF)",
            "pick": "терминальное приложение: ваше местоположение, 5 вероятных мест, выбор одного (команда по умолчанию)",
            "place": "показать место по идентификатору (n123, w456, r789)",
            "search": "найти места по названию на любом языке",
            "serve": "веб-приложение и JSON API по HTTP",
            "stats": "что содержит база мест: число мест по типам, область, источник, даты",
            "history": "места, которые вы выбирали, хранятся на этом компьютере: сосчитать или забыть их",
            "tiles": "отрисовать офлайн-пакет тайлов (MBTiles 1.3)",
        ],
        help: [
            "evaluate": #"""
            Моделирует людей в известных местах: место выбирается равновероятно, точка —
            на его территории, координаты — с гауссовой ошибкой заданной точности
            (радиус 68 %), а в сценарии b ещё и время визита в часы работы места.
            Выводит рядом показатели движка, базового варианта «сначала ближайшее место»
            и верхней границы (собственной порождающей модели симуляции): точность top-1
            и top-5, средний обратный ранг, ожидаемую ошибку калибровки (10 интервалов,
            по пяти показанным местам), те же top-1/top-5 для людей в местах с контурами
            и время на запрос. При одном и том же зерне получаются одни и те же числа.

            Для каждого способа размещения людей (draw) — свои таблицы: point (в
            отмеченной точке места ±3 м), ground (в любом месте территории его вида:
            контур или круг вида, собственная форма модели), footprint (внутри контура,
            если он есть, иначе в точке ±3 м), popular (места выбираются по
            популярности, закон Ципфа с показателем 1, положение — как в ground).
            Верхняя граница — порождающая модель ground: для других способов это уже
            не настоящая верхняя граница.

              --draw LIST      способы размещения через запятую или повтором опции
                               (по умолчанию все четыре)
              --accuracy LIST  точности в метрах (по умолчанию 5,20,50)
              --samples N      число смоделированных людей на сценарий и точность
                               (по умолчанию 2000)
              --seed S         зерно генератора случайных чисел (по умолчанию 1)
              --plot DIR       также рисует графики в папке DIR (новая папка создаётся
                               внутри существующей): reliability-DRAW-SCENARIO и
                               topk-DRAW-SCENARIO, каждый в .png и .svg, например topk-ground-a.png
              --people FILE    также записывает каждого смоделированного человека сценариев a и b
                               в FILE, по строке JSON: draw, scenario, accuracy, place (id
                               настоящего места), lat, lon (координата) и в сценарии b time
              --checkins FILE  вместо этого оценить движок на настоящих отметках (CSV с user_id,
                               venue_id, category, latitude, longitude, utc_offset_minutes,
                               utc_time): того ли рода первый ответ, что и место человека?
                               В сравнении с ближайшим местом и ближайшим открытым, при каждой
                               --accuracy (по умолчанию 20,50), без времени и со временем;
                               по родам мест; и настоящие привычки (повторные визиты)
              --fold K/N       оценивать только часть K из N пространственных блоков (около 500 м), напр. 1/2
              --prior FILE     ранжировать с этим априорным распределением визитов вместо встроенного
              --fit-prior OUT  сначала подобрать априорное распределение визитов по отметкам
                               (без --fold), записать его в OUT и оценить с ним
              --db PATH        база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
            """#,
            "import": #"""
            Читает файлы .osm.pbf, .osm, .osm.bz2 или .osm.gz и записывает новую базу
            мест. База собирается рядом с PATH и занимает его место, только когда
            готова: неудачный или прерванный импорт оставляет прежнюю базу как есть.

              --db PATH        база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
              --updatable      хранить и данные OSM, чтобы `update` мог потом применять
                               файлы изменений (база вырастает примерно в 3,5 раза)
              --middle FILE    при --db PostgreSQL и --updatable: хранить здесь обновляемую
                               базу SQLite (к ней `update` применяет изменения)
            """#,
            "update": #"""
            Применяет файлы изменений OpenStreetMap (osmChange: .osc, .osc.gz, .osc.bz2,
            в заданном порядке) к базе, импортированной с --updatable: места, адреса,
            названия, поисковые записи и объекты карты всего, чего касаются изменения,
            перестраиваются, и база отвечает так же, как импорт изменённых данных.
            Обновление собирается в копии базы, которая заменяет её только целиком:
            работающий `serve` видит старую базу или новую, а неудачное или прерванное
            обновление оставляет базу как есть.

            С --replication следует папке репликации (state.txt и 000/000/001.osc.gz, как
            их публикуют серверы минутных и суточных изменений): применяет все изменения
            новее базы и записывает номер, который показывает `stats`. База из выгрузки
            начинает после последнего изменения, не более нового, чем её данные.

              --db PATH              база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
              --replication DIR      папка репликации или URL file://
              --middle FILE          при --db PostgreSQL: обновляемая база SQLite из
                                     `import --updatable --middle`; она обновляется, затем
                                     копируется в PostgreSQL и подменяется целиком
            """#,
            "history": #"""
            Ваши выборы (место и время) хранятся только на этом компьютере, чтобы места,
            которые вы часто выбираете, стояли выше: по умолчанию в
            $XDG_DATA_HOME/current-place/history.sqlite (иначе ~/.local/share/current-place/history.sqlite).
            `pick` добавляет в неё, `likely` читает её; --no-history у любой из них ничего не хранит.
            Эта команда сообщает, сколько выборов сохранено и где.

              --history FILE   другой файл: FILE.jsonl — строки JSON, любое другое имя — SQLite
              --forget         забыть все выборы: файл удаляется
            """#,
            "likely": #"""
            Перечисляет места, где человек вероятнее всего находится, с вероятностями.
            Координаты с точностью 1000 м и хуже — приблизительные: ответом будут
            районы (микрорайон, район, город), и карту следует показывать в масштабе 10,
            а не 15.

              --at LAT,LON     местоположение в градусах
              --accuracy M     радиус доверия 68 % в метрах (по умолчанию 20)
              --time ISO8601   когда человек там, например 2026-11-30T12:00:00+02:00;
                               закрытые в это время места становятся гораздо менее
                               вероятными
              --lang xx        названия на этом языке, если они есть в данных
              --limit N        сколько мест, 1–20 (по умолчанию 5)
              --fields a,b     поля каждого места в JSON (по умолчанию: id, displayName,
                               formattedAddress, location, primaryType, types; * = все)
              --json           вывести JSON (см. docs/API.md)
              --explain        объяснить почему: расстояние, контур, часы работы,
                               априорная вероятность
              --batch FILE|-   строки JSON с координатами на входе ({"lat":…,"lng":…,
                               "accuracy":…,"time":…,"limit":…,"lang":…,"fields":…}),
                               по одному ответу JSON на строку на выходе, по порядку;
                               на ошибочную строку выводится объект ошибки
              --history FILE   ваши выборы: часто выбираемые места стоят выше (по умолчанию
                               $XDG_DATA_HOME/current-place/history.sqlite; FILE.jsonl — строки JSON);
                               собственный список "history" строки --batch заменяет его
              --no-history     ранжировать без ваших выборов
              --db PATH        база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
            """#,
            "map": #"""
            Рисует карту по базе мест, как Static Maps API от Google. Маркер — это
            булавка с информационным окном, где показаны его заголовок и описание;
            --me — синяя точка «моё местоположение» с кругом точности. На каждом
            изображении есть надпись "© OpenStreetMap contributors".

              --center LAT,LON  центр карты
              --place ID        центрировать карту на месте и отметить его названием
                                и адресом
              --zoom Z          0–19 (по умолчанию 16)
              --size WxH        в пунктах, каждая сторона 1–2048 (по умолчанию 600x400)
              --scale 2         вдвое больше пикселей (по умолчанию 1)
              --marker …        маркер; повторите, чтобы добавить ещё
              --me LAT,LON,M    моё местоположение и его точность в метрах
              --lang xx         подписи на этом языке, если они есть в данных
              -o, --output FILE куда записать; тип определяется по расширению
              --db PATH        база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
            """#,
            "pick": #"""
            Показывает текущие координаты и их источник, 5 мест, где вы вероятнее всего
            находитесь, и спрашивает, в каком из них. После выбора выводит сведения
            о месте и записывает в PNG карту с его маркером и вашим местоположением
            (она показывается в терминале, если установлен chafa). Без терминала
            выводит список и завершается.

            Источники местоположения (один; по умолчанию выбирается автоматически: gpsd
            на localhost, если он отвечает, иначе местоположения нет и используется
            место по умолчанию для карты, о чём выводится уведомление):
              --at LAT,LON[,M]  местоположение, введённое вручную (точность M метров,
                                по умолчанию 10)
              --gpsd [HOST:PORT] JSON-протокол gpsd (по умолчанию 127.0.0.1:2947)
              --nmea PATH       NMEA 0183 из файла журнала или с последовательного порта
              --gpx PATH        воспроизвести трек GPX; с --speed X — в X раз быстрее

              --watch           продолжать слушать: обновлять, когда вы сместитесь
                                дальше фильтра
              --distance-filter M  в метрах (по умолчанию 50, как в руководстве)
              --approximate     огрубить местоположение, как при пониженной точности
                                (районы, масштаб 10)
              --choose N        выбрать N-е место без вопроса
              --lang xx         названия на этом языке, если они есть в данных
              --map FILE.png    куда записать карту выбранного места
                                (по умолчанию current-place-pick.png)

            Клавиши: 1–5 или ↑/↓ — выбор, Enter — выбрать, r — обновить, q — выход.
              --history FILE    где хранить ваши выборы (по умолчанию
                                $XDG_DATA_HOME/current-place/history.sqlite; FILE.jsonl — строки JSON)
              --no-history      не хранить выборы и не учитывать их
              --db PATH        база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
            """#,
            "place": #"""
            Показывает все сохранённые сведения о месте. Идентификатор — это буква
            типа объекта OSM и его номер: n123 (node, точка), w456 (way, линия),
            r789 (relation, отношение).

              --lang xx        показать название на этом языке, если оно есть в данных
              --json           вывести JSON
              --db PATH        база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
            """#,
            "search": #"""
            Ищет по всем названиям (на всех языках, краткие и официальные названия,
            бренд) и по адресу. Слова сопоставляются по началу; диакритика
            не учитывается.
            Если так найдено слишком мало мест, слова от трёх букв ищутся и внутри
            названий («rautatie» находит «Päärautatieasema»), после остальных.

              --near LAT,LON   упорядочить по расстоянию от этой точки
              --limit N        не более N результатов, 1–100 (по умолчанию 10)
              --lang xx        показывать названия на этом языке, если они есть в данных
              --json           вывести JSON
              --db PATH        база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
            """#,
            "serve": #"""
            Отдаёт веб-приложение по адресу /, JSON API (/v1/currentPlace,
            /v1/places/{id}, POST /v1/places:searchNearby), тайлы карты
            (/tiles/{z}/{x}/{y}.png, @2x), статические карты (/staticmap), /healthz
            и /metrics; база открывается только для чтения. На каждый запрос пишет
            строку журнала доступа в стандартный поток ошибок (кроме режима --quiet).
            Корректно останавливается по Ctrl-C или SIGTERM. Когда импорт или update
            заменяет файл базы, сервер открывает новый не позже чем через две секунды
            (по SIGHUP — сразу); начатые запросы завершаются на старом.

              --host ADDRESS        IPv4-адрес для прослушивания (по умолчанию 127.0.0.1)
              --port N              TCP-порт, 0 — любой свободный (по умолчанию 8080)
              --threads N           рабочие потоки (по умолчанию: по одному на ядро)
              --default-location    где открывается карта без местоположения
                                    (по умолчанию: центр базы)
              --tiles-url URL       шаблон URL онлайн-сервера тайлов вместо наших тайлов
              --max-connections N   наибольшее число открытых соединений от всех клиентов
                                    вместе (по умолчанию 1000)
              --max-connections-per-client N
                                    наибольшее число открытых соединений с одного IP-адреса
                                    (по умолчанию 64, 0 — без ограничения)
              --tile-cache FILE     хранить нарисованные тайлы в этом файле MBTiles (создаётся, если его нет;
                                    current-place tiles может заполнить его заранее)
              --quiet               без журнала доступа
              --db PATH        база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
            """#,
            "stats": #"""
              --json           вывести JSON
              --db PATH        база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
            """#,
            "tiles": #"""
            Отрисовывает все тайлы области на заданных масштабах в файл MBTiles, который
            могут открыть другие картографические программы (тайлы PNG, отрисованные
            по схеме XYZ, хранятся в строках TMS, как требует спецификация). Не более
            100 000 тайлов.

              --bbox W,S,E,N    запад, юг, восток, север в градусах
                                (по умолчанию: область базы)
              --zoom MIN-MAX    диапазон масштабов, 0–19, например 12-17
              --scale 2         тайлы по 512 px (по умолчанию 256 px)
              --threads N       потоки отрисовки (по умолчанию: по одному на ядро)
              -o, --output FILE записываемый файл .mbtiles
              --db PATH        база мест (по умолчанию $CURRENT_PLACE_DB, иначе places.sqlite)
            """#,
        ]
    )
}
