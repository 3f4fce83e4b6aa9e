/// The command line in Arabic. Keys and placeholders as in `English.swift`.
enum Arabic {
    static let table = LanguageTable(
        messages: [
            .position: "الموقع {lat}، {lon} ± {accuracy} م، المصدر: {source}",
            .fix: "الموقع {lat}، {lon} ± {accuracy} م",
            .approximate: " (تقريبي: مناطق، التكبير 10)",
            .noPlace: "لا يوجد أي مكان قرب هذا الموقع في قاعدة البيانات.",
            .noArea: "لا توجد أي منطقة قرب هذا الموقع في قاعدة البيانات.",
            .noneOfThese: "لا شيء مما سبق: {percent}",
            .positionUpdated: "تم تحديث الموقع.",
            .prompt: "اختر بالأرقام 1–5 أو ↑/↓، ثم Enter للتأكيد، r للتحديث، q للخروج.",
            .youPicked: "اخترت:",
            .map: "الخريطة: {path}",
            .noPosition: "لا يوجد موقع ({reason}): يُعرض الموقع الافتراضي {lat}، {lon}، وهو مركز بيانات الخريطة.",
            .defaultLocation: "الموقع الافتراضي", .fixed: "مُدخل يدويًا",
            .category: "الفئة", .types: "الأنواع", .address: "العنوان", .location: "الإحداثيات", .plusCode: "رمز Plus",
            .footprint: "المساحة", .phone: "الهاتف", .website: "الموقع الإلكتروني", .openingHours: "ساعات العمل",
            .wheelchair: "الكراسي المتحركة", .brand: "العلامة التجارية", .wikidata: "ويكي بيانات", .names: "الأسماء",
            .polygons: "عدد المضلعات: {count}، {area} م²",
            .tagline: "current-place — أين أنا الآن؟ يعمل دون اتصال بالإنترنت، على بيانات OpenStreetMap.",
            .overviewUsage: "الاستخدام: current-place [COMMAND] [OPTIONS]   (دون أمر: تطبيق الطرفية، `pick`)",
            .commandsHeading: "الأوامر:",
            .overviewFooter: "شغّل `current-place COMMAND --help` لعرض خيارات أي أمر.\nحالة الخروج: 0 نجاح، 1 فشل، 2 خطأ في الاستخدام.",
            .unknownCommand: "أمر غير معروف \"{word}\"؛ الأوامر: {commands}",
            .seeCommandHelp: "شغّل `current-place {command} --help` لمعرفة طريقة الاستخدام.",
            .usageHeading: "الاستخدام:",
            .unknownOption: "خيار غير معروف {option}",
            .needsValue: "يحتاج الخيار {option} إلى قيمة",
            .wholeNumberInRange: "يجب أن تكون قيمة {option} عددًا صحيحًا من {min} إلى {max}، لا \"{value}\"",
            .noPositionals: "لا يقبل الأمر {command} وسائط موضعية",
            .noArguments: "لا يقبل الأمر {command} أي وسائط",
            .notAPosition: "القيمة \"{value}\" للخيار {option} ليست موقعًا؛ اكتب LAT,LON بالدرجات (خط العرض −90…90، خط الطول −180…180)، مثل 60.1699,24.9384",
            .fixedPosition: "يجب أن تكون قيمة --at \"{value}\" بالصيغة LAT,LON أو LAT,LON,ACCURACY، بموقع صالح ودقة بالأمتار ≥ 0",
            .gpsdAddress: "يجب أن تكون قيمة --gpsd \"{value}\" بالصيغة HOST:PORT، برقم منفذ من 1 إلى 65535، مثل 127.0.0.1:2947",
            .accuracyValue: "يجب أن تكون قيمة --accuracy \"{value}\" عددًا من الأمتار من 0 إلى 100000",
            .timeValue: "يجب أن تكون قيمة --time \"{value}\" تاريخًا ووقتًا صالحين بصيغة ISO 8601، مثل 2026-11-30T12:00:00+02:00",
            .langValue: "قيمة --lang \"{value}\" ليست رمز لغة مثل en أو pt-BR",
            .fieldsValue: "قيمة --fields \"{value}\" تتضمن حقلًا غير معروف؛ الحقول: {valid}، أو *",
            .accuracyList: "يجب أن تكون قيمة --accuracy \"{value}\" قائمة أمتار أكبر من 0 مفصولة بفواصل، مثل 5,20,50",
            .seedValue: "يجب أن تكون قيمة --seed عددًا صحيحًا ≥ 0",
            .drawValue: "يجب أن تسمّي قيمة --draw \"{value}\" أحد الأنواع point أو ground أو footprint أو popular، كلًّا مرة واحدة على الأكثر، مثل point,ground",
            .scenarioValue: "يجب أن تسمّي قيمة --scenario \"{value}\" أحد السيناريوهات a أو b أو routine، كلًّا مرة واحدة على الأكثر، مثل a,routine",
            .plotValue: "يجب أن تسمّي قيمة --plot \"{value}\" مجلدًا للرسوم البيانية، مثل docs/plots (يُكتب الاسم الذي يبدأ بـ - هكذا ./-name)",
            .plotNotAFolder: "قيمة --plot \"{value}\" ملف وليست مجلدًا للرسوم البيانية",
            .plotNoParent: "لا يمكن إنشاء مجلد --plot \"{value}\": {parent} ليس مجلدًا موجودًا",
            .checkinsOptions: "لا يتوافق {option} مع هذا النوع من التقييم: يقبل --checkins الخيارات --fold أو --prior أو --fit-prior (لا كليهما) و--accuracy و--plot؛ ويقبل الأشخاص المحاكَون --draw و--scenario و--samples و--seed و--people, --prior",
            .fileValue: "يجب أن تسمّي قيمة {option} \"{value}\" ملفًا (يُكتب الاسم الذي يبدأ بـ - هكذا ./-name)",
            .foldValue: "يجب أن تكون قيمة --fold \"{value}\" على صورة K/N حيث 1 ≤ K ≤ N ≤ 100، مثل 1/2",
            .peopleValue: "يجب أن تسمّي قيمة --people \"{value}\" ملفًا للأشخاص المحاكَين، مثل people.jsonl (يُكتب الاسم الذي يبدأ بـ - هكذا ./-name)",
            .peopleIsAFolder: "قيمة --people \"{value}\" مجلد وليست ملفًا للأشخاص المحاكَين",
            .peopleNoParent: "لا يمكن كتابة ملف --people \"{value}\": {parent} ليس مجلدًا موجودًا",
            .importNeedsFile: "يحتاج الأمر import إلى ملف OSM واحد على الأقل",
            .updateNeedsChanges: "يحتاج update إلى ملف تغييرات OSM واحد أو أكثر (.osc أو .osc.gz أو .osc.bz2) أو إلى --replication DIR",
            .updateFilesOrReplication: "أعطِ ملفات تغييرات أو --replication DIR، لا الاثنين معًا",
            .replicationValue: "يجب أن يسمّي --replication \"{value}\" مجلد نسخ متماثل (فيه state.txt) أو عنوان file://",
            .middleNeeded: "مع --db postgresql://… يحتاج {command} إلى --middle FILE.sqlite: قاعدة SQLite القابلة للتحديث التي تُطبَّق عليها التغييرات قبل أن تصل إلى PostgreSQL",
            .middleValue: "يجب أن يسمّي --middle \"{value}\" ملف SQLite (يُكتب الاسم الذي يبدأ بـ - هكذا: ./-name)",
            .middleOnlyPostgres: "الخيار --middle لقواعد PostgreSQL (--db postgresql://…) مع --updatable؛ قاعدة SQLite تحفظ بيانات OSM بنفسها",
            .atOrBatch: "استخدم --at أو --batch، لا كليهما",
            .likelyNeedsAt: "يحتاج الأمر likely إلى --at LAT,LON (أو --batch FILE)",
            .mapNeedsOutput: "يحتاج الأمر map إلى -o FILE.png أو FILE.svg أو FILE.pdf",
            .tilesNeedsOutput: "يحتاج الأمر tiles إلى -o FILE.mbtiles",
            .notAPlaceID: "القيمة \"{value}\" ليست معرّف مكان؛ المعرّفات تكون مثل n123 أو w456 أو r789",
            .mapNeedsCenter: "يحتاج الأمر map إلى --center LAT,LON أو --place ID",
            .zoomValue: "يجب أن تكون قيمة --zoom عددًا من 0 إلى 19",
            .sizeValue: "يجب أن تكون قيمة --size \"{value}\" بالصيغة WIDTHxHEIGHT، كلٌّ منهما 1–2048، مثل 600x400",
            .scaleValue: "يجب أن تكون قيمة --scale إما 1 أو 2",
            .meValue: "يجب أن تكون قيمة --me \"{value}\" بالصيغة LAT,LON,ACCURACY، بموقع صالح ودقة من 0 إلى 100000 م",
            .markerValue: "يجب أن تكون قيمة --marker \"{value}\" بالصيغة LAT,LON أو LAT,LON,\"title\",\"snippet\"، بموقع صالح",
            .oneSource: "حدّد مصدرًا واحدًا للموقع: --at أو --gpsd أو --nmea أو --gpx",
            .speedValue: "يجب أن تكون قيمة --speed عددًا أكبر من 0",
            .distanceFilterValue: "يجب أن تكون قيمة --distance-filter بالأمتار ≥ 0",
            .placeNeedsOneID: "يحتاج الأمر place إلى معرّف واحد بالضبط، مثل w123456",
            .searchNeedsText: "يحتاج الأمر search إلى نص للبحث عنه",
            .tileCacheValue: "يجب أن تسمّي قيمة --tile-cache ملف MBTiles، لا \"{value}\"",
            .tilesURLValue: "يجب أن تحتوي قيمة --tiles-url على {z} و{x} و{y}، مثل https://tile.openstreetmap.org/{z}/{x}/{y}.png",
            .bboxValue: "يجب أن تكون قيمة --bbox \"{value}\" بالصيغة WEST,SOUTH,EAST,NORTH بالدرجات، على أن يكون WEST < EAST وSOUTH < NORTH",
            .tilesNeedsZoom: "يحتاج الأمر tiles إلى --zoom MIN-MAX، مثل 12-17",
            .zoomRangeValue: "يجب أن تكون قيمة --zoom \"{value}\" بالصيغة MIN-MAX، حيث 0 ≤ MIN ≤ MAX ≤ {max}",
            .historyOrNoHistory: "استخدم --history أو --no-history، لا كليهما",
            .historyValue: "يجب أن تسمّي قيمة --history \"{value}\" ملفًا: FILE.jsonl لأسطر JSON، وأي اسم آخر لسجل SQLite",
            .historyNoFile: "لا يوجد ملف سجل: اضبط XDG_DATA_HOME أو HOME، أو سمِّ ملفًا باستخدام --history",
            .historyFolder: "السجل {path} مجلد وليس ملفًا",
            .historyNoFolder: "لا يمكن إنشاء السجل {path}: مجلده غير موجود",
            .historyNotAHistory: "{path} ليس سجلًا لـ current-place ({detail})؛ سمِّ ملفًا جديدًا، أو FILE.jsonl لأسطر JSON",
            .historyBadLine: "السجل {path}: السطر {line} ليس اختيارًا ({detail})",
            .historyUnreadable: "تعذّرت قراءة السجل {path}: {detail}",
            .historyCannotWrite: "تعذّرت كتابة السجل {path}: {detail}",
            .historyCount: "الاختيارات المحفوظة: {count} في {path}",
            .historyForgot: "نُسيت الاختيارات ({count}): حُذف {path}.",
            .storeMissing: "{path}: لا توجد قاعدة بيانات أماكن هنا؛ استورد واحدة أولًا: current-place import FILE.osm.pbf --db {path}",
            .storeNotAStore: "{path}: ليست قاعدة بيانات current-place",
            .storeSchema: "{path}: أُنشئت قاعدة البيانات هذه بإصدار آخر من current-place؛ استورد البيانات من جديد",
            .storeCorrupt: "{path}: قاعدة البيانات تالفة؛ استورد البيانات من جديد",
            .storeNotUpdatable: "{path}: استُوردت هذه القاعدة دون --updatable فلا تحفظ بيانات OSM اللازمة لتطبيق التغييرات؛ استوردها من جديد مع --updatable",
            .storeBusy: "{path}: يجري الآن استيراد أو تحديث آخر لهذه القاعدة؛ أعد المحاولة حين ينتهي",
            .importNoFile: "{path}: لا يوجد ملف بهذا الاسم",
            .importFolder: "{path}: هذا مجلد وليس ملف OSM",
            .importUnreadable: "{path}: تتعذر القراءة (الأذونات)",
            .importUnknownType: "{path}: نوع ملف غير معروف؛ المتوقع أحد الأنواع: {types}",
            .importNotOSM: "{path}: ليس ملف OSM قابلًا للقراءة ({detail})",
            .failed: "فشلت العملية: {detail}",
            .explainInside: "داخل مساحته",
            .explainWithinDisc: "ضمن النطاق المعتاد ({type})",
            .explainAway: "على بعد {distance} م",
            .explainFootprint: "مساحة مرسومة على الخريطة",
            .explainPoint: "مكان نقطي",
            .explainOpen: "مفتوح في ذلك الوقت (×{factor})",
            .explainClosed: "مغلق في ذلك الوقت (×{factor})",
            .explainHoursUnknown: "ساعات العمل غير معروفة",
            .explainHoursUnreadable: "تعذّرت قراءة opening_hours بدءًا من \"{part}\"",
            .explainHistory: "اختياراتك هنا: {count} (×{factor})",
            .explainPrior: "الاحتمال المسبق {prior} ({reason})",
            .priorVisits: "{type} ({kinds}): الزيارات لكل مكان ×{factor}",
            .factorSeparator: "، ",
            .priorHour: "يرتاد الناس {kinds} في هذه الساعة ×{factor}",
            .priorWikidata: "في ويكي بيانات ×{factor}",
            .priorBrand: "علامة تجارية ×{factor}",
            .priorFootprint: "مساحة {area} م² ×{factor}",
            .kindFood: "المقاهي والمطاعم",
            .kindBar: "الحانات",
            .kindShop: "المتاجر",
            .kindService: "المصارف والخدمات",
            .kindOffice: "المكاتب",
            .kindTransit: "المحطات والمواقف",
            .kindVehicle: "مواقف السيارات والوقود",
            .kindHotel: "الفنادق",
            .kindPark: "الحدائق والساحات",
            .kindGym: "الصالات والملاعب الرياضية",
            .kindEducation: "المدارس والمكتبات",
            .kindHealth: "العيادات والمستشفيات",
            .kindEntertainment: "المسارح والمتاحف والقاعات",
            .kindLandmark: "النصب والأعمال الفنية",
            .kindCivic: "الدوائر الحكومية",
            .kindWorship: "دور العبادة",
            .kindBuilding: "المباني",
            .kindLocality: "المناطق",
            .kindOther: "أماكن أخرى",
            .reasonNoFile: "{subject}: لا يوجد ملف أو جهاز بهذا الاسم",
            .reasonUnreadable: "{subject}: تتعذر القراءة (الأذونات؟)",
            .reasonNotATrack: "{subject}: ليس ملف GPX",
            .reasonNoPosition: "{subject}: لا يوجد أي موقع في الملف",
            .reasonUnreachable: "{subject}: لا اتصال (هل gpsd قيد التشغيل؟)",
            .reasonTimedOut: "{subject}: لم يصل موقع في الوقت المحدد (ألم يحدد GPS الموقع بعد؟)",
            .reasonClosed: "{subject}: أُغلق الاتصال",
            .reasonNoFix: "لم يصل أي موقع خلال {seconds} ث",
            .updateRead: "قُرئ {files} ملف تغييرات: {objects} كائنًا، منها {distinct} مختلفًا",
            .updateWrote: "حُدّثت {path}: أعيد بناء {rebuilt} كائنًا، وحُذف {removed} مكانًا، وكُتب {written} في {seconds} ث ({rate} تغييرًا/ث)",
            .updateSequence: "رقم النسخ المتماثل الآن {sequence}، والبيانات حتى {time}",
            .updateUpToDate: "{path} محدّثة مع مجلد النسخ المتماثل",
            .statsUpdated: "آخر تحديث",
            .statsReplication: "النسخ المتماثل",
            .importRead: "تمت قراءة {path}: العقد {nodes}، الطرق {ways}، العلاقات {relations}، المساحات {areas}",
            .importWrote: "تمت كتابة {path}: الأماكن {places} ({counts})، عناصر الخريطة {features}",
            .importTime: "الوقت: القراءة {read} ث، البناء {build} ث، الكتابة {write} ث",
            .importPostgres: "PostgreSQL: النسخ {copy} ث، الفهرسة والتبديل {index} ث",
            .updatePostgres: "PostgreSQL: عُدِّل في مكانه {places} مكانًا و{features} عنصر خريطة في {seconds} ث ({revisions} تحديثات)",
            .batchUnreadable: "{path}: تتعذر القراءة (لا يوجد ملف بهذا الاسم أو لا توجد أذونات)",
            .noSuchPlace: "لا يوجد مكان بالمعرّف {id} في {path}",
            .mapWrote: "تمت كتابة {path} ({width}×{height} بكسل)",
            .searchNoMatch: "لا توجد أماكن تطابق \"{text}\"",
            .serving: "يجري تقديم {path} على {url}",
            .reloaded: "أُعيد فتح {path}",
            .keptOldStore: "أُبقي على قاعدة البيانات القديمة: {detail}",
            .stopped: "تم الإيقاف",
            .statsStore: "قاعدة البيانات",
            .statsSource: "المصدر",
            .statsDataAsOf: "تاريخ البيانات",
            .statsImported: "الاستيراد",
            .statsImportedBy: "{date} بواسطة {generator}",
            .statsBBox: "المربع المحيط",
            .statsPlaces: "الأماكن",
            .statsFootprints: "المساحات",
            .statsNames: "الأسماء",
            .statsNamesInOtherLanguages: "{count} بلغات أخرى",
            .statsByType: "حسب النوع:",
            .statsMoreTypes: "… وأنواع أخرى عددها {count} (انظر --json)",
            .statsUnknown: "غير معروف",
            .tilesNoBBox: "لا يوجد مربع محيط في قاعدة البيانات؛ حدّد --bbox",
            .tilesTooMany: "عدد البلاطات {count} أكبر من {max}؛ اختر مربعًا أصغر أو نطاق تكبير أضيق",
            .tilesWrote: "تمت كتابة {path}: عدد البلاطات {count}، التكبير {min}–{max}، خلال {seconds} ث",
            .progressLine: "{phase} {percent} · {rate} {unit}/ث · مضى {elapsed} · بقي {left}",
            .progressLineUnknown: "{phase} · {count} {unit} · {rate} {unit}/ث · مضى {elapsed}",
            .progressStarted: "{phase}: بدأت",
            .progressFinished: "{phase}: {count} {unit} خلال {seconds} ث",
            .progressDone: "{phase}: اكتمل خلال {seconds} ث",
            .phaseRelations: "قراءة العلاقات",
            .phaseRead: "القراءة",
            .phaseBuild: "بناء الأماكن",
            .phaseIndex: "الفهرسة",
            .phaseTiles: "رسم البلاطات",
            .unitObjects: "كائن",
            .unitTiles: "بلاطة",
        ],
        summaries: [
            "evaluate": "تقييم محرك الترجيح على أشخاص افتراضيين، مقارنةً بـ«الأقرب أولًا» وبالحد الأعلى",
            "import": "استيراد ملفات OpenStreetMap إلى قاعدة بيانات أماكن",
            "update": "تطبيق ملفات تغييرات OpenStreetMap على قاعدة مستوردة مع --updatable",
            "likely": "الأماكن التي يُرجَّح أن يكون فيها شخص عند موقع معيّن",
            "map": "رسم خريطة ثابتة مع علامات (PNG أو SVG أو PDF)",
            "pick": "تطبيق الطرفية: موقعك، وأرجح 5 أماكن، واختيار أحدها (الأمر الافتراضي)",
            "place": "عرض مكان واحد بمعرّفه (n123، w456، r789)",
            "search": "البحث عن أماكن بالاسم، بأي لغة",
            "serve": "تطبيق الويب وواجهة JSON البرمجية عبر HTTP",
            "stats": "محتوى قاعدة بيانات الأماكن: الأعداد حسب النوع والمنطقة والمصدر والتاريخ",
            "history": "الأماكن التي اخترتها، محفوظة على هذا الحاسوب: عدّها أو نسيانها",
            "tiles": "إنشاء حزمة بلاطات خرائط للاستخدام دون اتصال (MBTiles 1.3)",
        ],
        help: [
            "evaluate": #"""
            يحاكي أشخاصًا في أماكن معروفة: مكان يُختار بتوزيع منتظم، ونقطة على أرضه،
            وموقع بخطأ غاوسي بالدقة المعطاة (نصف قطر 68 %)، وفي السيناريو b وقت
            زيارة ضمن ساعات عمله. يطبع جنبًا إلى جنب: المحرك، وخط الأساس «الأقرب
            أولًا»، والحد الأعلى (النموذج التوليدي للمحاكاة نفسها): دقة top-1
            وtop-5، ومتوسط الرتبة التبادلية، وخطأ المعايرة المتوقع (10 فئات، على
            الأماكن الخمسة المعروضة)، وكذلك top-1/top-5 للأشخاص في أماكن لها مساحة،
            والوقت لكل استعلام. البذرة نفسها تعطي الأرقام نفسها.

            لكل طريقة سحب (draw)، أي طريقة وضع الأشخاص، جداولها الخاصة: point (عند
            النقطة المرسومة للمكان ±3 م)، وground (في أي موضع على أرض نوعه: المساحة
            أو قرص النوع، وهو شكل النموذج نفسه)، وfootprint (داخل المساحة إن وُجدت،
            وإلا عند النقطة ±3 م)، وpopular (تُختار الأماكن حسب شعبيتها، قانون زيبف
            بأس 1، والمواضع كما في ground). الحد الأعلى هو النموذج التوليدي لـground:
            فليس حدًّا أعلى حقيقيًّا لطرق السحب الأخرى.

              --draw LIST      طرق السحب، مفصولة بفواصل أو بتكرار الخيار
                               (الافتراضي: الأربع كلها)
              --accuracy LIST  قيم الدقة بالأمتار (الافتراضي 5,20,50)
              --samples N      عدد الأشخاص الافتراضيين لكل سيناريو ودقة (الافتراضي 2000)
              --seed S         البذرة العشوائية (الافتراضي 1)
              --plot DIR       يرسم أيضًا الرسوم البيانية في المجلد DIR، ويُنشأ إن كان جديدًا
                               (داخل مجلد موجود): reliability-DRAW-SCENARIO و
                               topk-DRAW-SCENARIO، كلٌّ منهما بصيغتي .png و .svg، مثل topk-ground-a.png
              --people FILE    يكتب أيضًا كل شخص محاكى في السيناريوهين a و b في الملف FILE، سطر JSON
                               لكل شخص: draw و scenario و accuracy و place (معرّف المكان
                               الحقيقي) و lat و lon (الموقع) و time في السيناريو b
              --checkins FILE  بدلًا من ذلك، يقيّم المحرك على تسجيلات وصول حقيقية (CSV فيه user_id
                               وvenue_id وcategory وlatitude وlongitude وutc_offset_minutes
                               وutc_time): هل نوع الإجابة الأولى هو نوع مكان الشخص؟ مقارنةً
                               بأقرب مكان وبأقرب مكان مفتوح، عند كل --accuracy (افتراضيًا 20,50)،
                               بالوقت ومن دونه؛ لكل نوع؛ وللعادات الحقيقية
              --fold K/N       يقيّم الجزء K فقط من N كتلة مكانية (نحو 500 م)، مثل 1/2
              --prior FILE     يرتّب بهذا الاحتمال المسبق للزيارات بدلًا من المرفق
              --fit-prior OUT  يوفّق أولًا احتمالًا مسبقًا للزيارات على التسجيلات (دون --fold)
                               ويكتبه في OUT، ثم يقيّم به
              --db PATH        قاعدة بيانات الأماكن (الافتراضي: $CURRENT_PLACE_DB،
                               وإلا places.sqlite)
            """#,
            "import": #"""
            يقرأ ملفات .osm.pbf أو .osm أو .osm.bz2 أو .osm.gz ويكتب قاعدة بيانات
            أماكن جديدة. تُبنى قاعدة البيانات بجوار PATH ولا تُنقل إلى مكانها إلا بعد
            اكتمالها: الاستيراد الفاشل أو المقطوع يترك قاعدة البيانات السابقة كما كانت.

              --db PATH        قاعدة بيانات الأماكن (الافتراضي: $CURRENT_PLACE_DB،
                               وإلا places.sqlite)
              --updatable      احفظ بيانات OSM أيضًا كي يطبّق `update` ملفات التغييرات لاحقًا
                               (تكبر القاعدة نحو ثلاثة أضعاف ونصف)
              --middle FILE    مع --db لـ PostgreSQL و--updatable: احفظ هنا قاعدة SQLite
                               القابلة للتحديث (التي يطبّق عليها `update` التغييرات)
            """#,
            "update": #"""
            يطبّق ملفات تغييرات OpenStreetMap (osmChange: .osc أو .osc.gz أو .osc.bz2،
            بالترتيب المعطى) على قاعدة مستوردة مع --updatable: يُعاد بناء الأماكن
            والعناوين والأسماء ومدخلات البحث وعناصر الخريطة لكل ما تمسّه، فتجيب القاعدة
            كما يجيب استيراد البيانات المعدّلة. يُبنى التحديث على نسخة من القاعدة لا تحلّ
            محلها إلا كاملة: يرى `serve` العامل القاعدة القديمة أو الجديدة، والتحديث الفاشل
            أو المقطوع يترك القاعدة كما كانت.

            مع --replication يتبع مجلد نسخ متماثل (state.txt و 000/000/001.osc.gz كما تنشرها
            خوادم التغييرات الدقيقية واليومية): يطبّق كل تغيير أحدث من القاعدة ويحفظ رقم
            التسلسل الذي يعرضه `stats`.

              --db PATH              قاعدة الأماكن (الافتراضي: $CURRENT_PLACE_DB، وإلا places.sqlite)
              --replication DIR      مجلد نسخ متماثل، أو عنوان file:// يسمّيه
              --middle FILE          مع --db لـ PostgreSQL: قاعدة SQLite القابلة للتحديث التي حفظها
                                     `import --updatable --middle`؛ تُحدَّث ثم تُنسخ إلى
                                     PostgreSQL وتحلّ محل القديمة كاملة
            """#,
            "history": #"""
            تُحفظ اختياراتك (المكان والوقت) على هذا الحاسوب فقط، لترتفع الأماكن التي
            تختارها كثيرًا في القائمة: افتراضيًا في
            $XDG_DATA_HOME/current-place/history.sqlite (وإلا ~/.local/share/current-place/history.sqlite).
            يضيف `pick` إليه ويقرؤه `likely`؛ ومع --no-history في أيٍّ منهما لا يُحفظ شيء.
            يخبرك هذا الأمر بعدد الاختيارات المحفوظة ومكانها.

              --history FILE   ملف آخر: FILE.jsonl يحفظ أسطر JSON، وأي اسم آخر SQLite
              --forget         انسَ كل الاختيارات: يُحذف الملف
            """#,
            "likely": #"""
            يسرد الأماكن التي يُرجَّح أن يكون الشخص فيها، مع درجة ترجيح كلٍّ منها.
            المواقع التي دقتها 1000 م أو أكثر تقريبية: تكون الإجابة مناطق (حي، ضاحية،
            مدينة)، وينبغي أن تُعرض الخريطة بالتكبير 10 لا 15.

              --at LAT,LON     الموقع بالدرجات
              --accuracy M     نصف قطر ثقة 68 % بالأمتار (الافتراضي 20)
              --time ISO8601   وقت وجود الشخص هناك، مثل 2026-11-30T12:00:00+02:00؛
                               تصبح الأماكن المغلقة حينها أقل ترجيحًا بكثير
              --lang xx        الأسماء بهذه اللغة إن توفرت في البيانات
              --limit N        عدد الأماكن، 1–20 (الافتراضي 5)
              --fields a,b     حقول كل مكان في JSON (الافتراضي: id، displayName،
                               formattedAddress، location، primaryType، types؛ * = الكل)
              --json           طباعة JSON (انظر docs/API.md)
              --explain        ذكر السبب: المسافة، المساحة، ساعات العمل، الاحتمال المسبق
              --batch FILE|-   أسطر JSON من المواقع في الدخل ({"lat":…,"lng":…,"accuracy":…,
                               "time":…,"limit":…,"lang":…,"fields":…})، وإجابة JSON واحدة
                               لكل سطر في الخرج بالترتيب نفسه؛ السطر غير الصالح يُقابَل
                               بكائن خطأ
              --history FILE   اختياراتك: ترتفع الأماكن التي تختارها كثيرًا (الافتراضي
                               $XDG_DATA_HOME/current-place/history.sqlite؛ FILE.jsonl: أسطر JSON)؛
                               قائمة "history" الخاصة بسطر --batch تحل محله
              --no-history     رتّب دون اختياراتك
              --db PATH        قاعدة بيانات الأماكن (الافتراضي: $CURRENT_PLACE_DB،
                               وإلا places.sqlite)
            """#,
            "map": #"""
            يرسم خريطة من قاعدة بيانات الأماكن، على غرار Static Maps API من Google.
            العلامة دبوس مع نافذة معلومات تعرض عنوانها ونصها المختصر؛ أما --me فهو
            النقطة الزرقاء لموقعي مع دائرة دقتها. تحمل كل صورة العبارة
            "© OpenStreetMap contributors".

              --center LAT,LON  منتصف الخريطة
              --place ID        توسيط الخريطة على مكان ووضع علامة عليه باسمه وعنوانه
              --zoom Z          0–19 (الافتراضي 16)
              --size WxH        بالنقاط، كلٌّ منهما 1–2048 (الافتراضي 600x400)
              --scale 2         ضعف عدد البكسلات (الافتراضي 1)
              --marker …        علامة؛ كرّر الخيار لإضافة المزيد
              --me LAT,LON,M    موقعي ودقته بالأمتار
              --lang xx         التسميات بهذه اللغة إن توفرت في البيانات
              -o, --output FILE ملف الإخراج؛ يُحدَّد نوعه من الامتداد
              --db PATH        قاعدة بيانات الأماكن (الافتراضي: $CURRENT_PLACE_DB،
                               وإلا places.sqlite)
            """#,
            "pick": #"""
            يعرض الموقع الحالي ومصدره، وأرجح 5 أماكن قد تكون فيها، ويسألك عن أيّها.
            عند الاختيار يطبع تفاصيل المكان ويكتب خريطة فيها علامته وموقعك إلى ملف PNG
            (تُعرض في الطرفية إن كان chafa مثبّتًا). من دون طرفية يطبع القائمة ويخرج.

            مصادر الموقع (مصدر واحد؛ الافتراضي تلقائي: gpsd على localhost إن أجاب،
            وإلا فلا موقع، ويُستخدم الموقع الافتراضي للخريطة مع تنبيه):
              --at LAT,LON[,M]  موقع تكتبه بنفسك (الدقة M بالأمتار، الافتراضي 10)
              --gpsd [HOST:PORT] بروتوكول JSON الخاص بـ gpsd (الافتراضي 127.0.0.1:2947)
              --nmea PATH       بيانات NMEA 0183 من ملف سجل أو جهاز تسلسلي
              --gpx PATH        إعادة تشغيل مسار GPX؛ --speed X يشغّله أسرع بـ X مرة

              --watch           مواصلة الاستماع: التحديث عند الابتعاد أكثر من مسافة المرشّح
              --distance-filter M  بالأمتار (الافتراضي 50، كما في الدليل التعليمي)
              --approximate     تقريب الموقع كما في الدقة المخفّضة (مناطق، التكبير 10)
              --choose N        اختيار المكان رقم N دون سؤال
              --lang xx         الأسماء بهذه اللغة إن توفرت في البيانات
              --map FILE.png    ملف خريطة الاختيار (الافتراضي current-place-pick.png)

            المفاتيح: 1–5 أو ↑/↓ للاختيار، Enter للتأكيد، r للتحديث، q للخروج.
              --history FILE    أين تُحفظ اختياراتك (الافتراضي
                                $XDG_DATA_HOME/current-place/history.sqlite؛ FILE.jsonl: أسطر JSON)
              --no-history      لا تحفظ الاختيارات ولا تستخدمها
              --db PATH        قاعدة بيانات الأماكن (الافتراضي: $CURRENT_PLACE_DB،
                               وإلا places.sqlite)
            """#,
            "place": #"""
            يعرض كل التفاصيل المخزّنة لمكان ما. المعرّف هو حرف نوع كائن OSM متبوعًا
            برقمه: n123 (عقدة)، w456 (طريق)، r789 (علاقة).

              --lang xx        عرض الاسم بهذه اللغة إن توفر في البيانات
              --json           طباعة JSON
              --db PATH        قاعدة بيانات الأماكن (الافتراضي: $CURRENT_PLACE_DB،
                               وإلا places.sqlite)
            """#,
            "search": #"""
            يبحث في كل الأسماء (بجميع اللغات، والأسماء المختصرة والرسمية، والعلامة
            التجارية) وفي العنوان. تُطابَق الكلمات بوصفها بادئات، وتُتجاهل علامات
            التشكيل.
            وإن وُجدت أماكن قليلة جدًا، يُبحث أيضًا عن الكلمات ذات الثلاثة أحرف أو
            أكثر داخل الأسماء ("rautatie" تجد "Päärautatieasema")، بعد النتائج الأخرى.

              --near LAT,LON   الترتيب حسب المسافة من هذا الموقع
              --limit N        عدد النتائج بحد أقصى N، من 1 إلى 100 (الافتراضي 10)
              --lang xx        عرض الأسماء بهذه اللغة إن توفرت في البيانات
              --json           طباعة JSON
              --db PATH        قاعدة بيانات الأماكن (الافتراضي: $CURRENT_PLACE_DB،
                               وإلا places.sqlite)
            """#,
            "serve": #"""
            يقدّم تطبيق الويب على /، وواجهة JSON البرمجية (/v1/currentPlace،
            /v1/places/{id}، POST /v1/places:searchNearby)، وبلاطات الخريطة
            (/tiles/{z}/{x}/{y}.png، @2x)، والخرائط الثابتة (/staticmap)، و/healthz
            و/metrics، مع فتح قاعدة البيانات للقراءة فقط. يُكتب سطر واحد في سجل
            الوصول لكل طلب على الخطأ القياسي (إلا مع --quiet). يتوقف بسلام عند
            Ctrl-C أو SIGTERM. إذا استبدل استيرادٌ أو تحديثٌ ملفَ قاعدة البيانات، يفتح
            الخادم الملف الجديد خلال ثانيتين (وفورًا مع SIGHUP)، وتنتهي الطلبات الجارية على القديم.

              --host ADDRESS        عنوان IPv4 للاستماع عليه (الافتراضي 127.0.0.1)
              --port N              منفذ TCP، أو 0 لأي منفذ متاح (الافتراضي 8080)
              --threads N           خيوط العمل (الافتراضي: خيط لكل نواة)
              --default-location    موضع فتح الخريطة دون موقع (الافتراضي: مركز قاعدة البيانات)
              --tiles-url URL       قالب خادم بلاطات على الإنترنت بدلًا من بلاطاتنا
              --max-connections N   أقصى عدد من الاتصالات المفتوحة لكل العملاء معًا (الافتراضي 1000)
              --max-connections-per-client N
                                    أقصى عدد من الاتصالات المفتوحة من عنوان IP واحد
                                    (الافتراضي 64، و0 بلا حد)
              --tile-cache FILE     احفظ البلاطات المرسومة في ملف MBTiles هذا (يُنشأ إن لم يوجد؛
                                    ويمكن ملؤه مسبقًا بالأمر current-place tiles)
              --quiet               دون سجل وصول
              --db PATH        قاعدة بيانات الأماكن (الافتراضي: $CURRENT_PLACE_DB،
                               وإلا places.sqlite)
            """#,
            "stats": #"""
              --json           طباعة JSON
              --db PATH        قاعدة بيانات الأماكن (الافتراضي: $CURRENT_PLACE_DB،
                               وإلا places.sqlite)
            """#,
            "tiles": #"""
            يرسم كل بلاطات المربع في مستويات التكبير المطلوبة داخل ملف MBTiles يمكن
            لبرامج الخرائط الأخرى فتحه (بلاطات PNG، مرسومة بنظام XYZ، ومخزّنة بصفوف
            TMS كما تنص المواصفة). الحد الأقصى 100 000 بلاطة.

              --bbox W,S,E,N    الغرب والجنوب والشرق والشمال بالدرجات
                                (الافتراضي: مربع قاعدة البيانات)
              --zoom MIN-MAX    نطاق التكبير، 0–19، مثل 12-17
              --scale 2         بلاطات 512 بكسل (الافتراضي 256 بكسل)
              --threads N       خيوط الرسم (الافتراضي: خيط لكل نواة)
              -o, --output FILE ملف .mbtiles المراد كتابته
              --db PATH        قاعدة بيانات الأماكن (الافتراضي: $CURRENT_PLACE_DB،
                               وإلا places.sqlite)
            """#,
        ]
    )
}
