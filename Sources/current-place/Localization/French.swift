/// The command line in French. Keys and placeholders as in `English.swift`.
enum French {
    static let table = LanguageTable(
        messages: [
            .position: "Position {lat}, {lon} ± {accuracy} m, source\u{00A0}: {source}",
            .fix: "Position {lat}, {lon} ± {accuracy} m",
            .approximate: " (approximative\u{00A0}: zones, zoom 10)",
            .noPlace: "Aucun lieu autour de cette position dans la base.",
            .noArea: "Aucune zone autour de cette position dans la base.",
            .noneOfThese: "Aucun de ceux-ci\u{00A0}: {percent}",
            .positionUpdated: "Position mise à jour.",
            .prompt: "Choisissez avec 1–5 ou ↑/↓, Entrée pour valider, r pour actualiser, q pour quitter.",
            .youPicked: "Vous avez choisi\u{00A0}:",
            .map: "Carte\u{00A0}: {path}",
            .noPosition: "Pas de position ({reason})\u{00A0}: affichage du lieu par défaut {lat}, {lon}, le centre des données de la carte.",
            .defaultLocation: "lieu par défaut", .fixed: "saisie",
            .category: "catégorie", .types: "types", .address: "adresse", .location: "position", .plusCode: "plus code",
            .footprint: "emprise", .phone: "téléphone", .website: "site web", .openingHours: "horaires",
            .wheelchair: "fauteuil roulant", .brand: "marque", .wikidata: "wikidata", .names: "noms",
            .polygons: "{count} polygone(s), {area} m²",
            .tagline: "current-place — où suis-je en ce moment\u{00A0}? Hors ligne, sur les données OpenStreetMap.",
            .overviewUsage: "usage\u{00A0}: current-place [COMMAND] [OPTIONS]   (sans commande\u{00A0}: l'application de terminal, `pick`)",
            .commandsHeading: "commandes\u{00A0}:",
            .overviewFooter: "Lancez `current-place COMMAND --help` pour les options d'une commande.\nCode de sortie\u{00A0}: 0 succès, 1 échec, 2 erreur d'utilisation.",
            .unknownCommand: "commande inconnue «\u{00A0}{word}\u{00A0}»\u{00A0}; commandes\u{00A0}: {commands}",
            .seeCommandHelp: "Lancez `current-place {command} --help` pour voir son utilisation.",
            .usageHeading: "usage\u{00A0}:",
            .unknownOption: "option inconnue {option}",
            .needsValue: "{option} attend une valeur",
            .wholeNumberInRange: "{option} doit être un nombre entier de {min} à {max}, et non «\u{00A0}{value}\u{00A0}»",
            .noPositionals: "{command} n'accepte aucun argument positionnel",
            .noArguments: "{command} n'accepte aucun argument",
            .notAPosition: "{option} «\u{00A0}{value}\u{00A0}» n'est pas une position\u{00A0}; écrivez LAT,LON en degrés (latitude −90…90, longitude −180…180), par exemple 60.1699,24.9384",
            .fixedPosition: "--at «\u{00A0}{value}\u{00A0}» doit être LAT,LON ou LAT,LON,ACCURACY, avec une position valide et une précision en mètres ≥ 0",
            .gpsdAddress: "--gpsd «\u{00A0}{value}\u{00A0}» doit être HOST:PORT avec un port de 1 à 65535, par exemple 127.0.0.1:2947",
            .accuracyValue: "--accuracy «\u{00A0}{value}\u{00A0}» doit être un nombre de mètres de 0 à 100000",
            .timeValue: "--time «\u{00A0}{value}\u{00A0}» doit être une date et une heure réelles au format ISO 8601, par exemple 2026-11-30T12:00:00+02:00",
            .langValue: "--lang «\u{00A0}{value}\u{00A0}» n'est pas un code de langue comme en ou pt-BR",
            .fieldsValue: "--fields «\u{00A0}{value}\u{00A0}» désigne un champ inconnu\u{00A0}; champs\u{00A0}: {valid}, ou *",
            .accuracyList: "--accuracy «\u{00A0}{value}\u{00A0}» doit être une liste de mètres supérieurs à 0, séparés par des virgules, par exemple 5,20,50",
            .seedValue: "--seed doit être un nombre entier ≥ 0",
            .drawValue: "--draw «\u{00A0}{value}\u{00A0}» doit nommer point, ground, footprint ou popular, chacun au plus une fois, par exemple point,ground",
            .scenarioValue: "--scenario «\u{00A0}{value}\u{00A0}» doit nommer a, b ou routine, chacun au plus une fois, par exemple a,routine",
            .plotValue: "--plot «\u{00A0}{value}\u{00A0}» doit nommer un dossier pour les graphiques, par exemple docs/plots (un nom commençant par - s'écrit ./-nom)",
            .plotNotAFolder: "--plot «\u{00A0}{value}\u{00A0}» est un fichier, pas un dossier pour les graphiques",
            .plotNoParent: "--plot «\u{00A0}{value}\u{00A0}» ne peut pas être créé\u{00A0}: {parent} n'est pas un dossier existant",
            .checkinsOptions: "{option} ne va pas avec ce type d'évaluation : --checkins accepte --fold, --prior ou --fit-prior (pas les deux), --accuracy et --plot ; les personnes simulées acceptent --draw, --scenario, --samples, --seed et --people, --prior",
            .fileValue: "{option} «\u{00A0}{value}\u{00A0}» doit nommer un fichier (un nom commençant par - s'écrit ./-nom)",
            .foldValue: "--fold «\u{00A0}{value}\u{00A0}» doit être K/N avec 1 ≤ K ≤ N ≤ 100, par exemple 1/2",
            .peopleValue: "--people «\u{00A0}{value}\u{00A0}» doit nommer un fichier pour les personnes simulées, par exemple people.jsonl (un nom commençant par - s'écrit ./-nom)",
            .peopleIsAFolder: "--people «\u{00A0}{value}\u{00A0}» est un dossier, pas un fichier pour les personnes simulées",
            .peopleNoParent: "--people «\u{00A0}{value}\u{00A0}» ne peut pas être écrit\u{00A0}: {parent} n'est pas un dossier existant",
            .importNeedsFile: "import attend au moins un fichier OSM",
            .updateNeedsChanges: "update demande un ou plusieurs fichiers de modifications OSM (.osc, .osc.gz, .osc.bz2) ou --replication DOSSIER",
            .updateFilesOrReplication: "donnez des fichiers de modifications ou --replication DOSSIER, pas les deux",
            .replicationValue: "--replication \"{value}\" doit nommer un dossier de réplication (avec state.txt) ou une URL file://",
            .middleNeeded: "avec --db postgresql://…, {command} demande --middle FICHIER.sqlite\u{00A0}: la base SQLite actualisable à laquelle les modifications s’appliquent avant d’aller dans PostgreSQL",
            .middleValue: "--middle \"{value}\" doit nommer un fichier SQLite (un nom commençant par - s’écrit ./-nom)",
            .middleOnlyPostgres: "--middle sert aux bases PostgreSQL (--db postgresql://…) avec --updatable\u{00A0}; une base SQLite garde elle-même ses données OSM",
            .atOrBatch: "utilisez soit --at, soit --batch, mais pas les deux",
            .likelyNeedsAt: "likely attend --at LAT,LON (ou --batch FILE)",
            .mapNeedsOutput: "map attend -o FILE.png, FILE.svg ou FILE.pdf",
            .tilesNeedsOutput: "tiles attend -o FILE.mbtiles",
            .notAPlaceID: "«\u{00A0}{value}\u{00A0}» n'est pas un identifiant de lieu\u{00A0}; les identifiants ressemblent à n123, w456 ou r789",
            .mapNeedsCenter: "map attend --center LAT,LON ou --place ID",
            .zoomValue: "--zoom doit être un nombre de 0 à 19",
            .sizeValue: "--size «\u{00A0}{value}\u{00A0}» doit être WIDTHxHEIGHT, 1–2048 chacun, par exemple 600x400",
            .scaleValue: "--scale doit valoir 1 ou 2",
            .meValue: "--me «\u{00A0}{value}\u{00A0}» doit être LAT,LON,ACCURACY, avec une position valide et une précision de 0 à 100000 m",
            .markerValue: "--marker «\u{00A0}{value}\u{00A0}» doit être LAT,LON ou LAT,LON,\"title\",\"snippet\", avec une position valide",
            .oneSource: "indiquez une seule source de position\u{00A0}: --at, --gpsd, --nmea ou --gpx",
            .speedValue: "--speed doit être un nombre supérieur à 0",
            .distanceFilterValue: "--distance-filter doit être un nombre de mètres ≥ 0",
            .placeNeedsOneID: "place attend exactement un identifiant, par exemple w123456",
            .searchNeedsText: "search attend un texte à rechercher",
            .tileCacheValue: "--tile-cache doit nommer un fichier MBTiles, pas \"{value}\"",
            .tilesURLValue: "--tiles-url doit contenir {z}, {x} et {y}, par exemple https://tile.openstreetmap.org/{z}/{x}/{y}.png",
            .bboxValue: "--bbox «\u{00A0}{value}\u{00A0}» doit être WEST,SOUTH,EAST,NORTH en degrés, avec ouest < est et sud < nord",
            .tilesNeedsZoom: "tiles attend --zoom MIN-MAX, par exemple 12-17",
            .zoomRangeValue: "--zoom «\u{00A0}{value}\u{00A0}» doit être MIN-MAX avec 0 ≤ MIN ≤ MAX ≤ {max}",
            .historyOrNoHistory: "utilisez --history ou --no-history, pas les deux",
            .historyValue: "--history «\u{00A0}{value}\u{00A0}» doit nommer un fichier\u{00A0}: FILE.jsonl pour des lignes JSON, tout autre nom pour un historique SQLite",
            .historyNoFile: "aucun fichier d'historique\u{00A0}: définissez XDG_DATA_HOME ou HOME, ou nommez-en un avec --history",
            .historyFolder: "l'historique {path} est un dossier, pas un fichier",
            .historyNoFolder: "impossible de créer l'historique {path}\u{00A0}: son dossier n'existe pas",
            .historyNotAHistory: "{path} n'est pas un historique current-place ({detail})\u{00A0}; nommez un nouveau fichier, ou FILE.jsonl pour des lignes JSON",
            .historyBadLine: "historique {path}\u{00A0}: la ligne {line} n'est pas un choix ({detail})",
            .historyUnreadable: "impossible de lire l'historique {path}\u{00A0}: {detail}",
            .historyCannotWrite: "impossible d'écrire l'historique {path}\u{00A0}: {detail}",
            .historyCount: "{count} choix gardés dans {path}",
            .historyForgot: "{count} choix oubliés\u{00A0}: {path} est supprimé.",
            .storeMissing: "{path}\u{00A0}: aucune base de lieux ici\u{00A0}; importez-en d'abord une\u{00A0}: current-place import FILE.osm.pbf --db {path}",
            .storeNotAStore: "{path}\u{00A0}: ce n'est pas une base current-place",
            .storeSchema: "{path}\u{00A0}: cette base a été écrite par une autre version de current-place\u{00A0}; importez de nouveau les données",
            .storeCorrupt: "{path}\u{00A0}: la base est endommagée\u{00A0}; importez de nouveau les données",
            .storeNotUpdatable: "{path}\u{00A0}: cette base a été importée sans --updatable et ne garde pas les données OSM nécessaires\u{00A0}; importez-la à nouveau avec --updatable",
            .storeBusy: "{path}\u{00A0}: un autre import ou une autre mise à jour de cette base est en cours\u{00A0}; réessayez quand il sera terminé",
            .importNoFile: "{path}\u{00A0}: fichier introuvable",
            .importFolder: "{path}\u{00A0}: c’est un dossier, pas un fichier OSM",
            .importUnreadable: "{path}\u{00A0}: lecture impossible (permissions)",
            .importUnknownType: "{path}\u{00A0}: type de fichier inconnu\u{00A0}; attendu\u{00A0}: {types}",
            .importNotOSM: "{path}\u{00A0}: fichier OSM illisible ({detail})",
            .failed: "échec\u{00A0}: {detail}",
            .explainInside: "dans son emprise",
            .explainWithinDisc: "dans le rayon type ({type})",
            .explainAway: "à {distance} m",
            .explainFootprint: "emprise cartographiée",
            .explainPoint: "lieu ponctuel",
            .explainOpen: "ouvert à cette heure (×{factor})",
            .explainClosed: "fermé à cette heure (×{factor})",
            .explainHoursUnknown: "horaires inconnus",
            .explainHoursUnreadable: "opening_hours illisible à partir de «\u{00A0}{part}\u{00A0}»",
            .explainHistory: "vos choix ici : {count} (×{factor})",
            .explainPrior: "a priori {prior} ({reason})",
            .priorVisits: "{type} ({kinds})\u{00A0}: visites par lieu ×{factor}",
            .factorSeparator: ", ",
            .priorHour: "fréquentation des {kinds} à cette heure ×{factor}",
            .priorWikidata: "sur Wikidata ×{factor}",
            .priorBrand: "une enseigne ×{factor}",
            .priorFootprint: "emprise de {area}\u{00A0}m² ×{factor}",
            .kindFood: "cafés et restaurants",
            .kindBar: "bars",
            .kindShop: "magasins",
            .kindService: "banques et services",
            .kindOffice: "bureaux",
            .kindTransit: "gares et arrêts",
            .kindVehicle: "parkings et stations-service",
            .kindHotel: "hôtels",
            .kindPark: "parcs et places",
            .kindGym: "salles de sport et terrains",
            .kindEducation: "écoles et bibliothèques",
            .kindHealth: "cliniques et hôpitaux",
            .kindEntertainment: "théâtres, musées et salles",
            .kindLandmark: "monuments et œuvres d'art",
            .kindCivic: "services publics",
            .kindWorship: "lieux de culte",
            .kindBuilding: "bâtiments",
            .kindLocality: "zones",
            .kindOther: "autres lieux",
            .reasonNoFile: "{subject}\u{00A0}: fichier ou périphérique introuvable",
            .reasonUnreadable: "{subject}\u{00A0}: lecture impossible (permissions\u{00A0}?)",
            .reasonNotATrack: "{subject}\u{00A0}: ce n’est pas un fichier GPX",
            .reasonNoPosition: "{subject}\u{00A0}: aucune position dans le fichier",
            .reasonUnreachable: "{subject}\u{00A0}: pas de connexion (gpsd est-il lancé\u{00A0}?)",
            .reasonTimedOut: "{subject}\u{00A0}: pas de position à temps (pas encore de fix GPS\u{00A0}?)",
            .reasonClosed: "{subject}\u{00A0}: la connexion a été fermée",
            .reasonNoFix: "aucune position en {seconds} s",
            .updateRead: "lu {files} fichier(s) de modifications\u{00A0}: {objects} objets, {distinct} distincts",
            .updateWrote: "{path} mise à jour\u{00A0}: {rebuilt} objets reconstruits, {removed} lieux retirés, {written} écrits en {seconds} s ({rate} modifications/s)",
            .updateSequence: "numéro de réplication {sequence}, données au {time}",
            .updateUpToDate: "{path} est à jour avec le dossier de réplication",
            .statsUpdated: "mise à jour",
            .statsReplication: "réplication",
            .importRead: "lecture de {path}\u{00A0}: {nodes} nœuds, {ways} chemins, {relations} relations, {areas} surfaces",
            .importWrote: "base {path} écrite\u{00A0}: {places} lieux ({counts}), {features} éléments cartographiques",
            .importTime: "durée\u{00A0}: lecture {read} s, construction {build} s, écriture {write} s",
            .importPostgres: "PostgreSQL\u{00A0}: copie {copy} s, index et bascule {index} s",
            .updatePostgres: "PostgreSQL\u{00A0}: {places} lieux et {features} objets de carte modifiés sur place en {seconds} s ({revisions} mises à jour)",
            .batchUnreadable: "{path}\u{00A0}: lecture impossible (fichier introuvable ou permissions)",
            .noSuchPlace: "aucun lieu d'identifiant {id} dans {path}",
            .mapWrote: "carte écrite dans {path} ({width}×{height} px)",
            .searchNoMatch: "aucun lieu ne correspond à «\u{00A0}{text}\u{00A0}»",
            .serving: "service de {path} sur {url}",
            .reloaded: "base rouverte\u{00A0}: {path}",
            .keptOldStore: "ancienne base conservée\u{00A0}: {detail}",
            .stopped: "arrêté",
            .statsStore: "base",
            .statsSource: "source",
            .statsDataAsOf: "données du",
            .statsImported: "import",
            .statsImportedBy: "{date} par {generator}",
            .statsBBox: "rectangle englobant",
            .statsPlaces: "lieux",
            .statsFootprints: "emprises",
            .statsNames: "noms",
            .statsNamesInOtherLanguages: "{count} dans d'autres langues",
            .statsByType: "par type\u{00A0}:",
            .statsMoreTypes: "… et {count} autres types (voir --json)",
            .statsUnknown: "inconnu",
            .tilesNoBBox: "la base n'a pas de rectangle englobant\u{00A0}; indiquez --bbox",
            .tilesTooMany: "{count} tuiles, c'est plus que {max}\u{00A0}; choisissez un rectangle ou une plage de zoom plus petits",
            .tilesWrote: "{path} écrit\u{00A0}: {count} tuiles, zoom {min}–{max}, en {seconds} s",
            .progressLine: "{phase} {percent} · {rate} {unit}/s · {elapsed} écoulé · {left} restant",
            .progressLineUnknown: "{phase} · {count} {unit} · {rate} {unit}/s · {elapsed} écoulé",
            .progressStarted: "{phase}\u{00A0}: début",
            .progressFinished: "{phase}\u{00A0}: {count} {unit} en {seconds} s",
            .progressDone: "{phase}\u{00A0}: terminé en {seconds} s",
            .phaseRelations: "lecture des relations",
            .phaseRead: "lecture",
            .phaseBuild: "construction des lieux",
            .phaseIndex: "indexation",
            .phaseTiles: "rendu des tuiles",
            .unitObjects: "objets",
            .unitTiles: "tuiles",
        ],
        summaries: [
            "evaluate": "évalue le moteur de vraisemblance sur des personnes simulées, face au classement par proximité et au plafond théorique",
            "import": "importe des fichiers OpenStreetMap dans une base de lieux",
            "update": "applique des fichiers de modifications OpenStreetMap à une base importée avec --updatable",
            "likely": "les lieux où se trouve le plus probablement une personne à une position donnée",
            "map": "dessine une carte statique avec des marqueurs (PNG, SVG ou PDF)",
            "pick": "l'application de terminal\u{00A0}: votre position, les 5 lieux probables, choisissez-en un (commande par défaut)",
            "place": "affiche un lieu d'après son identifiant (n123, w456, r789)",
            "search": "trouve des lieux par leur nom, dans toutes les langues",
            "serve": "l'application web et l'API JSON en HTTP",
            "stats": "le contenu d'une base de lieux\u{00A0}: nombres par type, zone, source, dates",
            "history": "les lieux que vous avez choisis, gardés sur cet ordinateur\u{00A0}: les compter ou les oublier",
            "tiles": "génère un paquet de tuiles hors ligne (MBTiles 1.3)",
        ],
        help: [
            "evaluate": #"""
            Simule des personnes dans des lieux connus\#u{00A0}: un lieu tiré uniformément,
            un point de sa surface, une position avec une erreur gaussienne de la
            précision donnée (rayon à 68 %) et, dans le scénario b, une heure de visite
            comprise dans ses horaires. Affiche côte à côte le moteur, la référence
            «\#u{00A0}le plus proche d'abord\#u{00A0}» et le plafond (le modèle génératif de la
            simulation)\#u{00A0}: exactitude top-1 et top-5, rang réciproque moyen, erreur
            de calibration attendue (10 intervalles, sur les cinq lieux affichés), les
            mêmes top-1/top-5 pour les personnes dans des lieux avec emprise, et le
            temps par requête. La même graine donne les mêmes chiffres.

            Chaque tirage (draw), la façon de placer les personnes, a ses propres
            tableaux\#u{00A0}: point (au point cartographié du lieu ±3 m), ground (n'importe
            où sur le sol de son type\#u{00A0}: l'emprise ou le disque du type, la forme
            du modèle lui-même), footprint (dans l'emprise quand il y en a une, sinon au
            point ±3 m), popular (lieux tirés selon leur popularité, loi de Zipf
            d'exposant 1, positions comme ground). Le plafond est le modèle génératif de
            ground\#u{00A0}: pour les autres tirages, ce n'est pas un vrai plafond.

              --draw LIST      tirages, séparés par des virgules ou option répétée
                               (par défaut les quatre)
              --accuracy LIST  précisions en mètres (par défaut 5,20,50)
              --samples N      personnes simulées par scénario et par précision
                               (par défaut 2000)
              --seed S         graine aléatoire (par défaut 1)
              --plot DIR       dessine aussi des graphiques dans le dossier DIR, créé s'il est
                               nouveau (dans un dossier existant)\#u{00A0}: reliability-DRAW-SCENARIO
                               et topk-DRAW-SCENARIO, chacun en .png et .svg, par exemple
                               topk-ground-a.png
              --people FILE    écrit aussi chaque personne simulée des scénarios a et b dans FILE,
                               une ligne JSON chacune\#u{00A0}: draw, scenario, accuracy, place
                               (l'id du vrai lieu), lat, lon (la position) et, au scénario b, time
              --checkins FILE  à la place, évalue le moteur sur de vrais check-ins (CSV avec
                               user_id, venue_id, category, latitude, longitude,
                               utc_offset_minutes, utc_time) : le type de la première réponse
                               est-il celui de la personne ? Face au lieu le plus proche et au
                               plus proche ouvert, à chaque --accuracy (20,50 par défaut),
                               sans et avec l'heure ; par type ; et les habitudes réelles
              --fold K/N       n'évalue que le pli K sur N blocs spatiaux (environ 500 m), ex. 1/2
              --prior FILE     classe avec cet a priori de visites au lieu de celui livré
              --fit-prior OUT  ajuste d'abord un a priori de visites sur les check-ins (hors
                               --fold), l'écrit dans OUT, puis évalue avec lui
              --db PATH        la base de lieux (par défaut $CURRENT_PLACE_DB,
                               sinon places.sqlite)
            """#,
            "import": #"""
            Lit des fichiers .osm.pbf, .osm, .osm.bz2 ou .osm.gz et écrit une nouvelle
            base de lieux. La base est construite à côté de PATH et mise en place
            seulement une fois complète\#u{00A0}: un import échoué ou interrompu laisse la
            base précédente intacte.

              --db PATH        la base de lieux (par défaut $CURRENT_PLACE_DB,
                               sinon places.sqlite)
              --updatable      garde aussi les données OSM, pour que `update` puisse
                               appliquer des modifications plus tard (la base devient
                               environ 3,5 fois plus grande)
              --middle FILE    avec une --db PostgreSQL et --updatable\#u{00A0}: garde ici la base
                               SQLite actualisable (celle qu’`update` modifie)
            """#,
            "update": #"""
            Applique des fichiers de modifications OpenStreetMap (osmChange\#u{00A0}: .osc,
            .osc.gz, .osc.bz2, dans l’ordre donné) à une base importée avec --updatable\#u{00A0}:
            les lieux, adresses, noms, entrées de recherche et éléments de carte de tout ce
            qu’ils touchent sont reconstruits, et la base répond comme un import des
            données modifiées. La mise à jour se fait sur une copie de la base, mise en
            place seulement une fois complète\#u{00A0}: un `serve` en cours voit l’ancienne
            base ou la nouvelle, et une mise à jour échouée ou interrompue laisse la base
            intacte.

            Avec --replication, suit un dossier de réplication (state.txt et
            000/000/001.osc.gz, tels que les publient les serveurs de diffs minutés et
            quotidiens)\#u{00A0}: applique toutes les modifications plus récentes que la base et
            enregistre le numéro de séquence, que `stats` affiche.

              --db PATH              la base de lieux (par défaut $CURRENT_PLACE_DB, sinon places.sqlite)
              --replication DIR      un dossier de réplication, ou une URL file:// qui le nomme
              --middle FILE          avec une --db PostgreSQL\#u{00A0}: la base SQLite actualisable
                                     gardée par `import --updatable --middle`\#u{00A0}; elle est mise
                                     à jour, puis copiée dans PostgreSQL et mise en place d’un bloc
            """#,
            "history": #"""
            Vos choix (lieu et heure) sont gardés sur cet ordinateur seulement, pour que les
            lieux que vous choisissez souvent remontent dans la liste\#u{00A0}: par défaut dans
            $XDG_DATA_HOME/current-place/history.sqlite (sinon ~/.local/share/current-place/history.sqlite).
            `pick` y ajoute et `likely` le lit\#u{00A0}; --no-history sur l'une ou l'autre ne garde rien.
            Cette commande dit combien de choix sont gardés, et où.

              --history FILE   un autre fichier\#u{00A0}: FILE.jsonl contient des lignes JSON, tout autre nom SQLite
              --forget         oublier tous les choix\#u{00A0}: le fichier est supprimé
            """#,
            "likely": #"""
            Liste les lieux où la personne se trouve le plus probablement, avec leur
            vraisemblance. Les positions d'une précision de 1000 m ou plus sont
            approximatives\#u{00A0}: la réponse porte sur des zones (quartier, banlieue,
            ville) et la carte doit zoomer à 10, et non à 15.

              --at LAT,LON     la position, en degrés
              --accuracy M     rayon de confiance à 68 % en mètres (par défaut 20)
              --time ISO8601   quand la personne s'y trouve, par exemple
                               2026-11-30T12:00:00+02:00\#u{00A0}; les lieux alors fermés
                               deviennent bien moins probables
              --lang xx        noms dans cette langue quand les données les ont
              --limit N        nombre de lieux, 1–20 (par défaut 5)
              --fields a,b     champs de chaque lieu en JSON (par défaut id, displayName,
                               formattedAddress, location, primaryType, types\#u{00A0};
                               * = tous)
              --json           affiche du JSON (voir docs/API.md)
              --explain        explique pourquoi\#u{00A0}: distance, emprise, horaires, a priori
              --batch FILE|-   lignes JSON de positions ({"lat":…,"lng":…,"accuracy":…,
                               "time":…,"limit":…,"lang":…,"fields":…}) en entrée, une
                               réponse JSON par ligne en sortie, dans l'ordre\#u{00A0}; une
                               ligne invalide reçoit un objet d'erreur
              --history FILE   vos choix\#u{00A0}: les lieux souvent choisis remontent (par défaut
                               $XDG_DATA_HOME/current-place/history.sqlite\#u{00A0}; FILE.jsonl\#u{00A0}: lignes
                               JSON)\#u{00A0}; la liste "history" d'une ligne de --batch le remplace
              --no-history     classer sans vos choix
              --db PATH        la base de lieux (par défaut $CURRENT_PLACE_DB,
                               sinon places.sqlite)
            """#,
            "map": #"""
            Dessine une carte à partir de la base de lieux, comme l'API Static Maps de
            Google. Un marqueur est une épingle avec une infobulle qui affiche son
            titre et son extrait\#u{00A0}; --me est le point bleu de ma position avec son
            cercle de précision. Chaque image porte la mention
            «\#u{00A0}© OpenStreetMap contributors\#u{00A0}».

              --center LAT,LON  le centre de la carte
              --place ID        centre sur un lieu, marqué de son nom et de son adresse
              --zoom Z          0–19 (par défaut 16)
              --size WxH        en points, 1–2048 chacun (par défaut 600x400)
              --scale 2         deux fois plus de pixels (par défaut 1)
              --marker …        un marqueur\#u{00A0}; à répéter pour en ajouter d'autres
              --me LAT,LON,M    ma position et sa précision en mètres
              --lang xx         libellés dans cette langue quand les données les ont
              -o, --output FILE où écrire\#u{00A0}; le format suit l'extension
              --db PATH         la base de lieux (par défaut $CURRENT_PLACE_DB,
                                sinon places.sqlite)
            """#,
            "pick": #"""
            Affiche la position actuelle et sa source, les 5 lieux où vous vous
            trouvez le plus probablement, et demande lequel est le bon. Un choix
            affiche les détails du lieu et écrit dans un PNG une carte avec son
            marqueur et votre position (affichée dans le terminal si chafa est
            installé). Sans terminal, affiche la liste et quitte.

            Sources de position (une seule\#u{00A0}; par défaut auto\#u{00A0}: gpsd sur localhost
            s'il répond, sinon pas de position, et le lieu par défaut de la carte est
            utilisé, avec un avertissement)\#u{00A0}:
              --at LAT,LON[,M]  une position saisie (précision M mètres, par défaut 10)
              --gpsd [HOST:PORT]
                                protocole JSON de gpsd (par défaut 127.0.0.1:2947)
              --nmea PATH       NMEA 0183 depuis un fichier journal ou un port série
              --gpx PATH        rejoue une trace GPX\#u{00A0}; --speed X la joue X fois plus vite

              --watch           reste à l'écoute\#u{00A0}: actualise quand vous vous déplacez
                                au-delà du filtre
              --distance-filter M
                                en mètres (par défaut 50, comme le tutoriel)
              --approximate     rend la position approximative, comme en précision
                                réduite (zones, zoom 10)
              --choose N        choisit le N-ième lieu sans demander
              --lang xx         noms dans cette langue quand les données les ont
              --map FILE.png    où écrire la carte d'un choix
                                (par défaut current-place-pick.png)

            Touches\#u{00A0}: 1–5 ou ↑/↓ pour choisir, Entrée pour valider, r pour
            actualiser, q pour quitter.
              --history FILE    où garder vos choix (par défaut
                                $XDG_DATA_HOME/current-place/history.sqlite\#u{00A0}; FILE.jsonl\#u{00A0}: lignes JSON)
              --no-history      ne garder aucun choix et classer sans eux
              --db PATH         la base de lieux (par défaut $CURRENT_PLACE_DB,
                                sinon places.sqlite)
            """#,
            "place": #"""
            Affiche tous les détails enregistrés d'un lieu. Les identifiants sont la
            lettre du type de l'objet OSM suivie de son numéro\#u{00A0}: n123 (nœud),
            w456 (chemin), r789 (relation).

              --lang xx        affiche le nom dans cette langue quand les données l'ont
              --json           affiche du JSON
              --db PATH        la base de lieux (par défaut $CURRENT_PLACE_DB,
                               sinon places.sqlite)
            """#,
            "search": #"""
            Cherche dans tous les noms (toutes les langues, noms courts et officiels,
            marque) et dans l'adresse. Les mots correspondent par préfixe\#u{00A0}; les
            accents sont ignorés.
            Si cela trouve trop peu de lieux, les mots de trois lettres ou plus sont
            aussi cherchés dans les noms («\#u{00A0}rautatie\#u{00A0}» trouve
            «\#u{00A0}Päärautatieasema\#u{00A0}»), après les autres.

              --near LAT,LON   trie par distance à cette position
              --limit N        au plus N résultats, 1–100 (par défaut 10)
              --lang xx        affiche les noms dans cette langue quand les données
                               les ont
              --json           affiche du JSON
              --db PATH        la base de lieux (par défaut $CURRENT_PLACE_DB,
                               sinon places.sqlite)
            """#,
            "serve": #"""
            Sert l'application web sur /, l'API JSON (/v1/currentPlace,
            /v1/places/{id}, POST /v1/places:searchNearby), les tuiles de carte
            (/tiles/{z}/{x}/{y}.png, @2x), les cartes statiques (/staticmap), /healthz
            et /metrics, en ouvrant la base en lecture seule. Une ligne de journal
            d'accès par requête sur la sortie d'erreur standard (sauf avec --quiet).
            S'arrête proprement sur Ctrl-C ou SIGTERM. Quand un import ou une mise à jour
            remplace le fichier de la base, le serveur ouvre le nouveau en deux secondes
            au plus (SIGHUP\#u{00A0}: tout de suite)\#u{00A0}; les requêtes en cours finissent sur
            l'ancien.

              --host ADDRESS        adresse IPv4 d'écoute (par défaut 127.0.0.1)
              --port N              port TCP, 0 pour tout port libre (par défaut 8080)
              --threads N           threads de travail (par défaut un par cœur)
              --default-location    où la carte s'ouvre sans position (par défaut le
                                    centre de la base)
              --tiles-url URL       modèle d'URL d'un serveur de tuiles en ligne, au
                                    lieu de nos tuiles
              --max-connections N   connexions ouvertes au plus, tous clients confondus
                                    (par défaut 1000)
              --max-connections-per-client N
                                    connexions ouvertes au plus depuis une même adresse IP
                                    (par défaut 64, 0 : sans limite)
              --tile-cache FILE     garder les tuiles dessinées dans ce fichier MBTiles (créé s'il manque ;
                                    current-place tiles peut le remplir d'avance)
              --quiet               pas de journal d'accès
              --db PATH             la base de lieux (par défaut $CURRENT_PLACE_DB,
                                    sinon places.sqlite)
            """#,
            "stats": #"""
              --json           affiche du JSON
              --db PATH        la base de lieux (par défaut $CURRENT_PLACE_DB,
                               sinon places.sqlite)
            """#,
            "tiles": #"""
            Génère chaque tuile du rectangle aux niveaux de zoom demandés dans un
            fichier MBTiles que d'autres logiciels de cartographie savent ouvrir
            (tuiles PNG, rendues en XYZ, rangées en lignes TMS comme le veut la
            spécification). Au plus 100 000 tuiles.

              --bbox W,S,E,N    ouest, sud, est, nord en degrés (par défaut le rectangle
                                de la base)
              --zoom MIN-MAX    plage de zoom, 0–19, par exemple 12-17
              --scale 2         tuiles de 512 px (par défaut 256 px)
              --threads N       threads de rendu (par défaut un par cœur)
              -o, --output FILE le fichier .mbtiles à écrire
              --db PATH         la base de lieux (par défaut $CURRENT_PLACE_DB,
                                sinon places.sqlite)
            """#,
        ]
    )
}
