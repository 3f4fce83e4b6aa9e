/// The command line in Turkish. Keys and placeholders as in `English.swift`.
enum Turkish {
    static let table = LanguageTable(
        messages: [
            .position: "Konum {lat}, {lon} ± {accuracy} m, kaynak: {source}",
            .fix: "Konum {lat}, {lon} ± {accuracy} m",
            .approximate: " (yaklaşık: bölgeler, yakınlaştırma 10)",
            .noPlace: "Veritabanında bu konumun yakınında yer yok.",
            .noArea: "Veritabanında bu konumun yakınında bölge yok.",
            .noneOfThese: "Hiçbiri: {percent}",
            .positionUpdated: "Konum güncellendi.",
            .prompt: "1–5 veya ↑/↓ ile seçin, Enter ile onaylayın, r yenile, q çıkış.",
            .youPicked: "Seçtiğiniz yer:",
            .map: "Harita: {path}",
            .noPosition: "Konum yok ({reason}): varsayılan konum {lat}, {lon} (harita verisinin merkezi) gösteriliyor.",
            .defaultLocation: "varsayılan konum", .fixed: "elle girildi",
            .category: "kategori", .types: "türler", .address: "adres", .location: "konum", .plusCode: "plus code",
            .footprint: "alan", .phone: "telefon", .website: "web sitesi", .openingHours: "çalışma saatleri",
            .wheelchair: "tekerlekli sandalye", .brand: "marka", .wikidata: "wikidata", .names: "adlar",
            .polygons: "{count} çokgen, {area} m²",
            .tagline: "current-place — şu an neredeyim? Çevrimdışı, OpenStreetMap verisiyle.",
            .overviewUsage: "kullanım: current-place [COMMAND] [OPTIONS]   (komut verilmezse: terminal uygulaması, `pick`)",
            .commandsHeading: "komutlar:",
            .overviewFooter: "Bir komutun seçenekleri için `current-place COMMAND --help` çalıştırın.\nÇıkış durumu: 0 başarılı, 1 hata, 2 kullanım hatası.",
            .unknownCommand: "bilinmeyen komut \"{word}\"; komutlar: {commands}",
            .seeCommandHelp: "Kullanım için `current-place {command} --help` çalıştırın.",
            .usageHeading: "kullanım:",
            .unknownOption: "bilinmeyen seçenek: {option}",
            .needsValue: "{option} bir değer gerektirir",
            .wholeNumberInRange: "{option} değeri {min} ile {max} arasında bir tam sayı olmalı; \"{value}\" geçersiz",
            .noPositionals: "{command} konumsal argüman kabul etmez",
            .noArguments: "{command} argüman kabul etmez",
            .notAPosition: "{option} \"{value}\" bir konum değil; LAT,LON biçiminde derece olarak yazın (enlem −90…90, boylam −180…180), ör. 60.1699,24.9384",
            .fixedPosition: "--at \"{value}\" geçerli bir konum ve metre cinsinden ≥ 0 doğrulukla LAT,LON ya da LAT,LON,ACCURACY biçiminde olmalı",
            .gpsdAddress: "--gpsd \"{value}\" HOST:PORT biçiminde olmalı, port 1 ile 65535 arasında, ör. 127.0.0.1:2947",
            .accuracyValue: "--accuracy \"{value}\" 0 ile 100000 arasında bir metre değeri olmalı",
            .timeValue: "--time \"{value}\" ISO 8601 biçiminde gerçek bir tarih ve saat olmalı, ör. 2026-11-30T12:00:00+02:00",
            .langValue: "--lang \"{value}\" en veya pt-BR gibi bir dil kodu değil",
            .fieldsValue: "--fields \"{value}\" bilinmeyen bir alan içeriyor; alanlar: {valid} ya da *",
            .accuracyList: "--accuracy \"{value}\" virgülle ayrılmış, 0'dan büyük metre değerlerinden oluşan bir liste olmalı, ör. 5,20,50",
            .seedValue: "--seed ≥ 0 bir tam sayı olmalı",
            .drawValue: "--draw \"{value}\" point, ground, footprint veya popular değerlerinden oluşmalı, her biri en fazla bir kez, ör. point,ground",
            .scenarioValue: "--scenario \"{value}\" a, b veya routine değerlerinden oluşmalı, her biri en fazla bir kez, ör. a,routine",
            .plotValue: "--plot \"{value}\" grafikler için bir klasör adı olmalı, ör. docs/plots (- ile başlayan bir ad ./-ad olarak yazılır)",
            .plotNotAFolder: "--plot \"{value}\" bir dosya, grafikler için bir klasör değil",
            .plotNoParent: "--plot \"{value}\" oluşturulamıyor: {parent} var olan bir klasör değil",
            .checkinsOptions: "{option} bu tür değerlendirmeyle kullanılamaz: --checkins --fold, --prior ya da --fit-prior (ikisi birden değil), --accuracy ve --plot alır; benzetilmiş kişiler --draw, --scenario, --samples, --seed ve --people, --prior alır",
            .fileValue: "{option} \"{value}\" bir dosya adı olmalı (- ile başlayan bir ad ./-ad olarak yazılır)",
            .foldValue: "--fold \"{value}\" K/N biçiminde olmalı, 1 ≤ K ≤ N ≤ 100, ör. 1/2",
            .peopleValue: "--people \"{value}\" benzetilen kişiler için bir dosya adı olmalı, ör. people.jsonl (- ile başlayan bir ad ./-ad olarak yazılır)",
            .peopleIsAFolder: "--people \"{value}\" bir klasör, benzetilen kişiler için bir dosya değil",
            .peopleNoParent: "--people \"{value}\" yazılamıyor: {parent} var olan bir klasör değil",
            .importNeedsFile: "import en az bir OSM dosyası gerektirir",
            .updateNeedsChanges: "update için bir ya da daha çok OSM değişiklik dosyası (.osc, .osc.gz, .osc.bz2) ya da --replication KLASÖR gerekir",
            .updateFilesOrReplication: "değişiklik dosyaları ya da --replication KLASÖR verin, ikisini birden değil",
            .replicationValue: "--replication \"{value}\" bir çoğaltma klasörü (state.txt içeren) ya da bir file:// URL'si olmalı",
            .middleNeeded: "--db postgresql://… ile {command} için --middle DOSYA.sqlite gerekir: değişikliklerin PostgreSQL'e gitmeden önce uygulandığı güncellenebilir SQLite veritabanı",
            .middleValue: "--middle \"{value}\" bir SQLite dosyası olmalı (- ile başlayan bir ad ./-ad diye yazılır)",
            .middleOnlyPostgres: "--middle, --updatable ile PostgreSQL veritabanları (--db postgresql://…) içindir; bir SQLite veritabanı OSM verisini kendisi tutar",
            .atOrBatch: "--at ya da --batch seçeneklerinden yalnızca birini kullanın",
            .likelyNeedsAt: "likely için --at LAT,LON (veya --batch FILE) gerekli",
            .mapNeedsOutput: "map için -o FILE.png, FILE.svg veya FILE.pdf gerekli",
            .tilesNeedsOutput: "tiles için -o FILE.mbtiles gerekli",
            .notAPlaceID: "\"{value}\" bir yer kimliği değil; kimlikler n123, w456 veya r789 biçimindedir",
            .mapNeedsCenter: "map için --center LAT,LON veya --place ID gerekli",
            .zoomValue: "--zoom 0 ile 19 arasında bir sayı olmalı",
            .sizeValue: "--size \"{value}\" WIDTHxHEIGHT biçiminde olmalı, her biri 1–2048, ör. 600x400",
            .scaleValue: "--scale 1 veya 2 olmalı",
            .meValue: "--me \"{value}\" geçerli bir konum ve 0 ile 100000 m arası doğrulukla LAT,LON,ACCURACY biçiminde olmalı",
            .markerValue: "--marker \"{value}\" geçerli bir konumla LAT,LON ya da LAT,LON,\"title\",\"snippet\" biçiminde olmalı",
            .oneSource: "tek bir konum kaynağı verin: --at, --gpsd, --nmea veya --gpx",
            .speedValue: "--speed 0'dan büyük bir sayı olmalı",
            .distanceFilterValue: "--distance-filter ≥ 0 metre olmalı",
            .placeNeedsOneID: "place tam olarak bir kimlik gerektirir, ör. w123456",
            .searchNeedsText: "search için aranacak bir metin gerekli",
            .tileCacheValue: "--tile-cache bir MBTiles dosyası belirtmeli, \"{value}\" değil",
            .tilesURLValue: "--tiles-url {z}, {x} ve {y} içermeli, ör. https://tile.openstreetmap.org/{z}/{x}/{y}.png",
            .bboxValue: "--bbox \"{value}\" derece cinsinden WEST,SOUTH,EAST,NORTH olmalı; batı < doğu ve güney < kuzey",
            .tilesNeedsZoom: "tiles için --zoom MIN-MAX gerekli, ör. 12-17",
            .zoomRangeValue: "--zoom \"{value}\" 0 ≤ MIN ≤ MAX ≤ {max} koşuluyla MIN-MAX biçiminde olmalı",
            .historyOrNoHistory: "--history ya da --no-history kullanın, ikisini birden değil",
            .historyValue: "--history \"{value}\" bir dosya adı olmalı: JSON satırları için FILE.jsonl, SQLite geçmişi için başka herhangi bir ad",
            .historyNoFile: "geçmiş dosyası yok: XDG_DATA_HOME ya da HOME ayarlayın veya --history ile bir dosya verin",
            .historyFolder: "{path} geçmişi bir klasör, dosya değil",
            .historyNoFolder: "{path} geçmişi oluşturulamıyor: klasörü yok",
            .historyNotAHistory: "{path} bir current-place geçmişi değil ({detail}); yeni bir dosya ya da JSON satırları için FILE.jsonl verin",
            .historyBadLine: "{path} geçmişi: {line}. satır bir seçim değil ({detail})",
            .historyUnreadable: "{path} geçmişi okunamıyor: {detail}",
            .historyCannotWrite: "{path} geçmişi yazılamıyor: {detail}",
            .historyCount: "{path} içinde {count} seçim saklı",
            .historyForgot: "{count} seçim unutuldu: {path} silindi.",
            .storeMissing: "{path}: burada yer veritabanı yok; önce bir tane içe aktarın: current-place import FILE.osm.pbf --db {path}",
            .storeNotAStore: "{path}: bir current-place veritabanı değil",
            .storeSchema: "{path}: bu veritabanı başka bir current-place sürümüyle yazılmış; verileri yeniden içe aktarın",
            .storeCorrupt: "{path}: veritabanı hasarlı; verileri yeniden içe aktarın",
            .storeNotUpdatable: "{path}: bu veritabanı --updatable olmadan aktarıldı, değişiklikleri uygulamak için OSM verisi tutmuyor; --updatable ile yeniden aktarın",
            .storeBusy: "{path}: bu veritabanının başka bir aktarımı ya da güncellemesi sürüyor; bitince yeniden deneyin",
            .importNoFile: "{path}: böyle bir dosya yok",
            .importFolder: "{path}: bir klasör, OSM dosyası değil",
            .importUnreadable: "{path}: okunamıyor (izinler)",
            .importUnknownType: "{path}: bilinmeyen dosya türü; beklenen türler: {types}",
            .importNotOSM: "{path}: okunabilir bir OSM dosyası değil ({detail})",
            .failed: "hata: {detail}",
            .explainInside: "alanının içinde",
            .explainWithinDisc: "tipik yarıçap içinde ({type})",
            .explainAway: "{distance} m uzakta",
            .explainFootprint: "haritada alanı var",
            .explainPoint: "nokta yer",
            .explainOpen: "o saatte açık (×{factor})",
            .explainClosed: "o saatte kapalı (×{factor})",
            .explainHoursUnknown: "çalışma saatleri bilinmiyor",
            .explainHoursUnreadable: "opening_hours \"{part}\" kısmından itibaren okunamadı",
            .explainHistory: "buradaki seçimleriniz: {count} (×{factor})",
            .explainPrior: "ön olasılık {prior} ({reason})",
            .priorVisits: "{type} ({kinds}): yer başına ziyaret ×{factor}",
            .factorSeparator: ", ",
            .priorHour: "{kinds}: bu saatteki ziyaret ×{factor}",
            .priorWikidata: "Wikidata'da ×{factor}",
            .priorBrand: "bir marka ×{factor}",
            .priorFootprint: "{area} m² taban alanı ×{factor}",
            .kindFood: "kafe ve restoranlar",
            .kindBar: "barlar",
            .kindShop: "dükkânlar",
            .kindService: "bankalar ve hizmetler",
            .kindOffice: "ofisler",
            .kindTransit: "istasyon ve duraklar",
            .kindVehicle: "otopark ve akaryakıt",
            .kindHotel: "oteller",
            .kindPark: "park ve meydanlar",
            .kindGym: "spor salonları ve sahalar",
            .kindEducation: "okul ve kütüphaneler",
            .kindHealth: "klinik ve hastaneler",
            .kindEntertainment: "tiyatro, müze ve salonlar",
            .kindLandmark: "anıt ve sanat eserleri",
            .kindCivic: "kamu daireleri",
            .kindWorship: "ibadethaneler",
            .kindBuilding: "binalar",
            .kindLocality: "bölgeler",
            .kindOther: "diğer yerler",
            .reasonNoFile: "{subject}: böyle bir dosya veya aygıt yok",
            .reasonUnreadable: "{subject}: okunamıyor (izinler?)",
            .reasonNotATrack: "{subject}: bir GPX dosyası değil",
            .reasonNoPosition: "{subject}: dosyada hiç konum yok",
            .reasonUnreachable: "{subject}: bağlantı yok (gpsd çalışıyor mu?)",
            .reasonTimedOut: "{subject}: zamanında konum alınamadı (GPS henüz konum bulmadı mı?)",
            .reasonClosed: "{subject}: bağlantı kapandı",
            .reasonNoFix: "{seconds} sn içinde konum alınamadı",
            .updateRead: "{files} değişiklik dosyası okundu: {objects} nesne, {distinct} farklı",
            .updateWrote: "{path} güncellendi: {rebuilt} nesne yeniden kuruldu, {removed} yer kaldırıldı, {written} yer {seconds} sn'de yazıldı (saniyede {rate} değişiklik)",
            .updateSequence: "çoğaltma sıra numarası artık {sequence}, veri tarihi {time}",
            .updateUpToDate: "{path} çoğaltma klasörüyle güncel",
            .statsUpdated: "güncellendi",
            .statsReplication: "çoğaltma",
            .importRead: "{path} okundu: {nodes} düğüm, {ways} yol, {relations} ilişki, {areas} alan",
            .importWrote: "{path} yazıldı: {places} yer ({counts}), {features} harita öğesi",
            .importTime: "süre: okuma {read} sn, oluşturma {build} sn, yazma {write} sn",
            .importPostgres: "PostgreSQL: kopyalama {copy} sn, dizinleme ve değiştirme {index} sn",
            .updatePostgres: "PostgreSQL: {places} yer ve {features} harita öğesi yerinde değiştirildi, {seconds} sn ({revisions} güncelleme)",
            .batchUnreadable: "{path}: okunamıyor (böyle bir dosya yok ya da izin yok)",
            .noSuchPlace: "{path} içinde {id} kimlikli bir yer yok",
            .mapWrote: "{path} yazıldı ({width}×{height} px)",
            .searchNoMatch: "\"{text}\" ile eşleşen yer yok",
            .serving: "{path}, {url} adresinde sunuluyor",
            .reloaded: "{path} yeniden açıldı",
            .keptOldStore: "eski veritabanı korundu: {detail}",
            .stopped: "durduruldu",
            .statsStore: "veritabanı",
            .statsSource: "kaynak",
            .statsDataAsOf: "veri tarihi",
            .statsImported: "içe aktarma",
            .statsImportedBy: "{date}, {generator} ile",
            .statsBBox: "sınır kutusu",
            .statsPlaces: "yerler",
            .statsFootprints: "alanlar",
            .statsNames: "adlar",
            .statsNamesInOtherLanguages: "başka dillerde {count} ad",
            .statsByType: "türe göre:",
            .statsMoreTypes: "… ve {count} tür daha (bkz. --json)",
            .statsUnknown: "bilinmiyor",
            .tilesNoBBox: "veritabanının sınır kutusu yok; --bbox verin",
            .tilesTooMany: "{count} karo çok fazla (en çok {max}); daha küçük bir kutu ya da yakınlaştırma aralığı seçin",
            .tilesWrote: "{path} yazıldı: {count} karo, yakınlaştırma {min}–{max}, {seconds} sn içinde",
            .progressLine: "{phase} {percent} · {rate} {unit}/sn · geçen {elapsed} · kalan {left}",
            .progressLineUnknown: "{phase} · {count} {unit} · {rate} {unit}/sn · geçen {elapsed}",
            .progressStarted: "{phase}: başladı",
            .progressFinished: "{phase}: {seconds} sn içinde {count} {unit}",
            .progressDone: "{phase}: {seconds} sn içinde tamamlandı",
            .phaseRelations: "ilişkiler okunuyor",
            .phaseRead: "okuma",
            .phaseBuild: "yerler oluşturuluyor",
            .phaseIndex: "dizinleme",
            .phaseTiles: "karolar çiziliyor",
            .unitObjects: "nesne",
            .unitTiles: "karo",
        ],
        summaries: [
            "evaluate": "olasılık motorunu benzetilmiş kişiler üzerinde en yakını öne alan yönteme ve üst sınıra karşı puanlar",
            "import": "OpenStreetMap dosyalarını bir yer veritabanına aktarır",
            "update": "--updatable ile aktarılmış bir veritabanına OpenStreetMap değişiklik dosyalarını uygular",
            "likely": "bir konumdaki kişinin büyük olasılıkla bulunduğu yerler",
            "map": "işaretçili statik bir harita çizer (PNG, SVG veya PDF)",
            "pick": "terminal uygulaması: konumunuz, en olası 5 yer, birini seçin (varsayılan komut)",
            "place": "bir yeri kimliğiyle gösterir (n123, w456, r789)",
            "search": "yerleri herhangi bir dildeki adlarıyla bulur",
            "serve": "HTTP üzerinden web uygulaması ve JSON API",
            "stats": "bir yer veritabanının içeriği: türe, bölgeye, kaynağa ve tarihe göre sayılar",
            "history": "seçtiğiniz yerler, bu bilgisayarda saklanır: sayın ya da unutun",
            "tiles": "çevrimdışı bir karo paketi oluşturur (MBTiles 1.3)",
        ],
        help: [
            "evaluate": #"""
            Bilinen yerlerdeki kişileri benzetir: eşit olasılıkla seçilen bir yer, o
            yerin zemininde bir nokta, verilen doğrulukta (%68 yarıçap) Gauss hatalı
            bir konum ve b senaryosunda çalışma saatleri içinde bir ziyaret zamanı.
            Motoru, "önce en yakın yer" temel yöntemini ve üst sınırı (benzetimin kendi
            üretici modeli) yan yana yazdırır: top-1 ve top-5 doğruluğu, ortalama ters
            sıra (MRR), beklenen kalibrasyon hatası (10 aralık, gösterilen beş yer
            üzerinden), çokgen alanı olan yerlerdeki kişiler için aynı top-1/top-5
            değerleri ve sorgu başına süre. Aynı tohum aynı sonuçları verir.

            Kişilerin yerleştirilme biçimi (draw) her biri için ayrı tablolar verir:
            point (yerin haritadaki noktası ±3 m), ground (türünün zemininde herhangi
            bir yer: çokgen alan ya da türün dairesi, modelin kendi şekli), footprint
            (varsa çokgen alanın içinde, yoksa nokta ±3 m), popular (yerler popülerliğe
            göre seçilir, üssü 1 olan Zipf; konum ground gibi). Üst sınır ground'un
            üretici modelidir: diğer biçimler için gerçek bir üst sınır değildir.

              --draw LIST      yerleştirme biçimleri, virgülle ayrılmış ya da
                               tekrarlanmış (varsayılan: dördü de)
              --accuracy LIST  metre cinsinden doğruluklar (varsayılan 5,20,50)
              --samples N      senaryo ve doğruluk başına benzetilen kişi sayısı
                               (varsayılan 2000)
              --seed S         rastgele tohum (varsayılan 1)
              --plot DIR       grafikleri ayrıca DIR klasörüne çizer; yeni ise (var olan bir
                               klasörün içinde) oluşturulur: reliability-DRAW-SCENARIO ve
                               topk-DRAW-SCENARIO, her biri .png ve .svg, ör. topk-ground-a.png
              --people FILE    a ve b senaryolarındaki her benzetilen kişiyi ayrıca FILE dosyasına
                               birer JSON satırı olarak yazar: draw, scenario, accuracy, place
                               (gerçek yerin kimliği), lat, lon (konum) ve b senaryosunda time
              --checkins FILE  bunun yerine motoru gerçek check-in'ler üzerinde puanlar (user_id,
                               venue_id, category, latitude, longitude, utc_offset_minutes,
                               utc_time sütunlu CSV): ilk yanıtın türü kişininkiyle aynı mı?
                               En yakın yere ve en yakın açık yere karşı, her --accuracy için
                               (varsayılan 20,50), saatli ve saatsiz; türe göre; ve gerçek alışkanlıklar
              --fold K/N       yalnızca N uzamsal bloğun (yaklaşık 500 m) K'ncı kısmını puanlar, ör. 1/2
              --prior FILE     gömülü olan yerine bu ziyaret önselini kullanır
              --fit-prior OUT  önce check-in'lere bir ziyaret önseli uydurur (--fold dışında),
                               OUT'a yazar, sonra onunla puanlar
              --db PATH        yer veritabanı (varsayılan: $CURRENT_PLACE_DB,
                               yoksa places.sqlite)
            """#,
            "import": #"""
            .osm.pbf, .osm, .osm.bz2 veya .osm.gz dosyalarını okur ve yeni bir yer
            veritabanı yazar. Veritabanı PATH ile aynı dizinde oluşturulur ve ancak
            tamamlandığında yerine taşınır: başarısız olan ya da yarıda kesilen bir
            içe aktarma önceki veritabanını olduğu gibi bırakır.

              --db PATH        yer veritabanı (varsayılan: $CURRENT_PLACE_DB,
                               yoksa places.sqlite)
              --updatable      OSM verisini de tutar, böylece `update` sonradan değişiklik
                               dosyalarını uygulayabilir (veritabanı 3,5 kat kadar büyür)
              --middle FILE    PostgreSQL --db ve --updatable ile: güncellenebilir SQLite
                               veritabanını burada tutar (`update` değişiklikleri ona uygular)
            """#,
            "update": #"""
            OpenStreetMap değişiklik dosyalarını (osmChange: .osc, .osc.gz, .osc.bz2,
            verilen sırayla) --updatable ile aktarılmış bir veritabanına uygular:
            dokundukları her şeyin yerleri, adresleri, adları, arama kayıtları ve harita
            öğeleri yeniden kurulur; veritabanı değişmiş verinin aktarımı gibi yanıt verir.
            Güncelleme veritabanının bir kopyasında yapılır ve ancak tamamlanınca onun
            yerine geçer: çalışan bir `serve` eski ya da yeni veritabanını görür, başarısız
            ya da yarıda kalan bir güncelleme veritabanını olduğu gibi bırakır.

            --replication ile bir çoğaltma klasörünü izler (dakikalık ve günlük diff
            sunucularının yayımladığı gibi state.txt ve 000/000/001.osc.gz): veritabanından
            yeni tüm değişiklikleri uygular ve `stats`ın gösterdiği sıra numarasını kaydeder.

              --db PATH              yer veritabanı (varsayılan: $CURRENT_PLACE_DB, yoksa places.sqlite)
              --replication DIR      bir çoğaltma klasörü ya da onu gösteren bir file:// URL'si
              --middle FILE          PostgreSQL --db ile: `import --updatable --middle` ile
                                     tutulan güncellenebilir SQLite veritabanı; güncellenir,
                                     sonra PostgreSQL'e kopyalanıp bütün olarak yerine konur
            """#,
            "history": #"""
            Seçimleriniz (yer ve zaman) yalnızca bu bilgisayarda saklanır; sık seçtiğiniz
            yerler listede yukarı çıkar. Varsayılan dosya
            $XDG_DATA_HOME/current-place/history.sqlite (yoksa ~/.local/share/current-place/history.sqlite).
            `pick` ona ekler, `likely` onu okur; ikisinde de --no-history hiçbir şey saklamaz.
            Bu komut kaç seçimin nerede saklandığını söyler.

              --history FILE   başka bir dosya: FILE.jsonl JSON satırları tutar, başka her ad SQLite
              --forget         bütün seçimleri unut: dosya silinir
            """#,
            "likely": #"""
            Kişinin büyük olasılıkla bulunduğu yerleri olasılıklarıyla birlikte listeler.
            Doğruluğu 1000 m veya daha kötü olan konumlar yaklaşıktır: yanıt bölgelerdir
            (mahalle, semt, şehir) ve harita yakınlaştırması 15 değil 10 olmalıdır.

              --at LAT,LON     konum, derece cinsinden
              --accuracy M     metre cinsinden %68 güven yarıçapı (varsayılan 20)
              --time ISO8601   kişinin orada olduğu zaman, ör. 2026-11-30T12:00:00+02:00;
                               o saatte kapalı olan yerlerin olasılığı çok düşer
              --lang xx        veride varsa adlar bu dilde
              --limit N        kaç yer, 1–20 (varsayılan 5)
              --fields a,b     JSON'da her yerin alanları (varsayılan: id, displayName,
                               formattedAddress, location, primaryType, types; * = tümü)
              --json           JSON yazdır (bkz. docs/API.md)
              --explain        gerekçeyi göster: uzaklık, alan, çalışma saatleri, önsel
              --batch FILE|-   girdi: konum JSON satırları ({"lat":…,"lng":…,"accuracy":…,
                               "time":…,"limit":…,"lang":…,"fields":…}); çıktı: her
                               satıra sırayla bir JSON yanıt; hatalı satıra hata nesnesi
              --history FILE   seçimleriniz: sık seçilen yerler yukarı çıkar (varsayılan
                               $XDG_DATA_HOME/current-place/history.sqlite; FILE.jsonl: JSON satırları);
                               bir --batch satırının kendi "history" listesi onun yerine geçer
              --no-history     seçimleriniz olmadan sırala
              --db PATH        yer veritabanı (varsayılan: $CURRENT_PLACE_DB,
                               yoksa places.sqlite)
            """#,
            "map": #"""
            Google'ın Static Maps API'si gibi, yer veritabanından bir harita çizer.
            İşaretçi, başlığını ve kısa açıklamasını gösteren bir bilgi penceresi olan
            bir iğnedir; --me, doğruluk dairesiyle birlikte mavi "konumum" noktasıdır.
            Her görüntüde "© OpenStreetMap contributors" yazısı bulunur.

              --center LAT,LON  haritanın ortası
              --place ID        bir yeri ortala, adı ve adresiyle işaretle
              --zoom Z          0–19 (varsayılan 16)
              --size WxH        nokta (point) cinsinden, her biri 1–2048
                                (varsayılan 600x400)
              --scale 2         iki kat piksel (varsayılan 1)
              --marker …        bir işaretçi; daha fazlası için tekrarlayın
              --me LAT,LON,M    konumum ve metre cinsinden doğruluğu
              --lang xx         veride varsa etiketler bu dilde
              -o, --output FILE yazılacak dosya; tür, uzantıya göre belirlenir
              --db PATH        yer veritabanı (varsayılan: $CURRENT_PLACE_DB,
                               yoksa places.sqlite)
            """#,
            "pick": #"""
            Geçerli konumu ve kaynağını, büyük olasılıkla bulunduğunuz 5 yeri gösterir
            ve hangisi olduğunu sorar. Seçim yapılınca yerin ayrıntıları yazdırılır ve
            yerin işaretçisini ve konumunuzu içeren bir harita PNG olarak kaydedilir
            (chafa kuruluysa terminalde gösterilir). Terminal yoksa listeyi yazdırıp
            çıkar.

            Konum kaynakları (bir tane; varsayılan auto: yanıt verirse localhost
            üzerindeki gpsd, yoksa konum yoktur ve bir uyarıyla haritanın varsayılan
            konumu kullanılır):
              --at LAT,LON[,M]  elle girilen konum (doğruluk M metre, varsayılan 10)
              --gpsd [HOST:PORT] gpsd JSON protokolü (varsayılan 127.0.0.1:2947)
              --nmea PATH       günlük dosyasından veya seri aygıttan NMEA 0183
              --gpx PATH        bir GPX izini yeniden oynat; --speed X ile X kat hızlı

              --watch           dinlemeyi sürdür: filtreden daha uzağa gidince yenile
              --distance-filter M  metre (varsayılan 50, öğreticideki gibi)
              --approximate     konumu düşük doğruluktaki gibi kabalaştır (bölgeler,
                                yakınlaştırma 10)
              --choose N        sormadan N. yeri seç
              --lang xx         veride varsa adlar bu dilde
              --map FILE.png    seçilen yerin haritasının yazılacağı dosya
                                (varsayılan current-place-pick.png)

            Tuşlar: 1–5 veya ↑/↓ ile seçin, Enter ile onaylayın, r yenile, q çıkış.
              --history FILE    seçimlerinizin saklandığı yer (varsayılan
                                $XDG_DATA_HOME/current-place/history.sqlite; FILE.jsonl: JSON satırları)
              --no-history      seçim saklama ve kullanma
              --db PATH        yer veritabanı (varsayılan: $CURRENT_PLACE_DB,
                               yoksa places.sqlite)
            """#,
            "place": #"""
            Bir yerin saklanan tüm ayrıntılarını gösterir. Kimlikler, OSM nesnesinin
            tür harfi ve numarasıdır: n123 (düğüm), w456 (yol), r789 (ilişki).

              --lang xx        veride varsa adı bu dilde göster
              --json           JSON yazdır
              --db PATH        yer veritabanı (varsayılan: $CURRENT_PLACE_DB,
                               yoksa places.sqlite)
            """#,
            "search": #"""
            Tüm adlarda (tüm diller, kısa ve resmî adlar, marka) ve adreste arar.
            Sözcükler önek olarak eşleşir; aksanlar yok sayılır.
            Böylece çok az yer bulunursa, üç harf ve daha uzun sözcükler adların
            içinde de aranır ("rautatie" → "Päärautatieasema"), diğerlerinden sonra.

              --near LAT,LON   bu konuma uzaklığa göre sırala
              --limit N        en çok N sonuç, 1–100 (varsayılan 10)
              --lang xx        veride varsa adları bu dilde göster
              --json           JSON yazdır
              --db PATH        yer veritabanı (varsayılan: $CURRENT_PLACE_DB,
                               yoksa places.sqlite)
            """#,
            "serve": #"""
            Web uygulamasını / adresinde, JSON API'yi (/v1/currentPlace, /v1/places/{id},
            POST /v1/places:searchNearby), harita karolarını (/tiles/{z}/{x}/{y}.png, @2x),
            statik haritaları (/staticmap), /healthz ve /metrics uç noktalarını sunar;
            veritabanını salt okunur kullanır. Her istek için standart hataya bir
            erişim günlüğü satırı yazar (--quiet ile yazmaz). Ctrl-C veya SIGTERM ile
            düzgünce durur. Bir içe aktarma ya da güncelleme veritabanı dosyasını
            değiştirince sunucu yenisini en geç iki saniyede açar (SIGHUP ile hemen);
            süren istekler eskisinde biter.

              --host ADDRESS        dinlenecek IPv4 adresi (varsayılan 127.0.0.1)
              --port N              TCP portu; boş herhangi bir port için 0
                                    (varsayılan 8080)
              --threads N           işçi iş parçacıkları (varsayılan: çekirdek başına
                                    bir tane)
              --default-location    konum yokken haritanın açılacağı yer
                                    (varsayılan: veritabanının merkezi)
              --tiles-url URL       bizim karolarımız yerine çevrimiçi bir karo
                                    sunucusu şablonu
              --max-connections N   tüm istemciler için toplam en fazla açık bağlantı
                                    (varsayılan 1000)
              --max-connections-per-client N
                                    bir IP adresinden en fazla açık bağlantı
                                    (varsayılan 64, 0: sınırsız)
              --tile-cache FILE     çizilen karoları bu MBTiles dosyasında tut (yoksa oluşturulur;
                                    current-place tiles önceden doldurabilir)
              --quiet               erişim günlüğü yazma
              --db PATH        yer veritabanı (varsayılan: $CURRENT_PLACE_DB,
                               yoksa places.sqlite)
            """#,
            "stats": #"""
              --json           JSON yazdır
              --db PATH        yer veritabanı (varsayılan: $CURRENT_PLACE_DB,
                               yoksa places.sqlite)
            """#,
            "tiles": #"""
            Kutudaki her karoyu verilen yakınlaştırma düzeylerinde, başka harita
            yazılımlarının açabileceği bir MBTiles dosyasına oluşturur (PNG karolar, XYZ
            düzeninde oluşturulur, belirtimin dediği gibi TMS satırlarında saklanır).
            En çok 100 000 karo.

              --bbox W,S,E,N    derece cinsinden batı, güney, doğu, kuzey
                                (varsayılan: veritabanının kutusu)
              --zoom MIN-MAX    yakınlaştırma aralığı, 0–19, ör. 12-17
              --scale 2         512 px karolar (varsayılan 256 px)
              --threads N       oluşturma iş parçacıkları (varsayılan: çekirdek
                                başına bir tane)
              -o, --output FILE yazılacak .mbtiles dosyası
              --db PATH        yer veritabanı (varsayılan: $CURRENT_PLACE_DB,
                               yoksa places.sqlite)
            """#,
        ]
    )
}
