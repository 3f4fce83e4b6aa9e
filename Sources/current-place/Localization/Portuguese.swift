/// The command line in Portuguese. Keys and placeholders as in `English.swift`.
enum Portuguese {
    static let table = LanguageTable(
        messages: [
            .position: "Posição {lat}, {lon} ± {accuracy} m, fonte: {source}",
            .fix: "Posição {lat}, {lon} ± {accuracy} m",
            .approximate: " (aproximada: áreas, zoom 10)",
            .noPlace: "Nenhum local perto desta posição na base.",
            .noArea: "Nenhuma área perto desta posição na base.",
            .noneOfThese: "Nenhum destes: {percent}",
            .positionUpdated: "Posição atualizada.",
            .prompt: "Escolha com 1–5 ou ↑/↓, Enter para selecionar, r para atualizar, q para sair.",
            .youPicked: "Você escolheu:",
            .map: "Mapa: {path}",
            .noPosition: "Sem posição ({reason}): mostrando o local padrão {lat}, {lon}, o centro dos dados do mapa.",
            .defaultLocation: "local padrão", .fixed: "informada",
            .category: "categoria", .types: "tipos", .address: "endereço", .location: "localização", .plusCode: "plus code",
            .footprint: "contorno", .phone: "telefone", .website: "site", .openingHours: "horário",
            .wheelchair: "cadeira de rodas", .brand: "marca", .wikidata: "wikidata", .names: "nomes",
            .polygons: "{count} polígono(s), {area} m²",
            .tagline: "current-place — onde estou agora? Offline, com dados do OpenStreetMap.",
            .overviewUsage: "uso: current-place [COMMAND] [OPTIONS]   (sem comando: o app de terminal, `pick`)",
            .commandsHeading: "comandos:",
            .overviewFooter: "Execute `current-place COMMAND --help` para ver as opções de um comando.\nCódigo de saída: 0 ok, 1 falha, 2 erro de uso.",
            .unknownCommand: "comando desconhecido \"{word}\"; comandos: {commands}",
            .seeCommandHelp: "Execute `current-place {command} --help` para ver o uso.",
            .usageHeading: "uso:",
            .unknownOption: "opção desconhecida {option}",
            .needsValue: "{option} precisa de um valor",
            .wholeNumberInRange: "{option} deve ser um número inteiro de {min} a {max}, não \"{value}\"",
            .noPositionals: "{command} não aceita argumentos posicionais",
            .noArguments: "{command} não aceita argumentos",
            .notAPosition: "{option} \"{value}\" não é uma posição; escreva LAT,LON em graus (latitude −90…90, longitude −180…180), p. ex. 60.1699,24.9384",
            .fixedPosition: "--at \"{value}\" deve ser LAT,LON ou LAT,LON,ACCURACY, com uma posição válida e uma precisão em metros ≥ 0",
            .gpsdAddress: "--gpsd \"{value}\" deve ser HOST:PORT, com uma porta de 1 a 65535, p. ex. 127.0.0.1:2947",
            .accuracyValue: "--accuracy \"{value}\" deve ser em metros, de 0 a 100000",
            .timeValue: "--time \"{value}\" deve ser uma data e hora válidas em ISO 8601, p. ex. 2026-11-30T12:00:00+02:00",
            .langValue: "--lang \"{value}\" não é um código de idioma como en ou pt-BR",
            .fieldsValue: "--fields \"{value}\" indica um campo desconhecido; campos: {valid}, ou *",
            .accuracyList: "--accuracy \"{value}\" deve ser uma lista de metros acima de 0, separados por vírgula, p. ex. 5,20,50",
            .seedValue: "--seed deve ser um número inteiro ≥ 0",
            .drawValue: "--draw \"{value}\" deve nomear point, ground, footprint ou popular, cada um no máximo uma vez, p. ex. point,ground",
            .scenarioValue: "--scenario \"{value}\" deve nomear a, b ou routine, cada um no máximo uma vez, p. ex. a,routine",
            .plotValue: "--plot \"{value}\" deve nomear uma pasta para os gráficos, p. ex. docs/plots (um nome começado por - escreve-se ./-nome)",
            .plotNotAFolder: "--plot \"{value}\" é um arquivo, não uma pasta para os gráficos",
            .plotNoParent: "--plot \"{value}\" não pode ser criada: {parent} não é uma pasta existente",
            .checkinsOptions: "{option} não combina com este tipo de avaliação: --checkins aceita --fold, --prior ou --fit-prior (não ambos), --accuracy e --plot; as pessoas simuladas aceitam --draw, --scenario, --samples, --seed e --people, --prior",
            .fileValue: "{option} \"{value}\" deve nomear um arquivo (um nome começado por - escreve-se ./-nome)",
            .foldValue: "--fold \"{value}\" deve ser K/N com 1 ≤ K ≤ N ≤ 100, p. ex. 1/2",
            .peopleValue: "--people \"{value}\" deve nomear um arquivo para as pessoas simuladas, p. ex. people.jsonl (um nome começado por - escreve-se ./-nome)",
            .peopleIsAFolder: "--people \"{value}\" é uma pasta, não um arquivo para as pessoas simuladas",
            .peopleNoParent: "--people \"{value}\" não pode ser escrito: {parent} não é uma pasta existente",
            .importNeedsFile: "import precisa de pelo menos um arquivo OSM",
            .updateNeedsChanges: "update precisa de um ou mais arquivos de alterações do OSM (.osc, .osc.gz, .osc.bz2) ou --replication PASTA",
            .updateFilesOrReplication: "dê arquivos de alterações ou --replication PASTA, não os dois",
            .replicationValue: "--replication \"{value}\" deve indicar uma pasta de replicação (com state.txt) ou uma URL file://",
            .middleNeeded: "com --db postgresql://…, {command} precisa de --middle ARQUIVO.sqlite: a base SQLite atualizável à qual as alterações se aplicam antes de irem para o PostgreSQL",
            .middleValue: "--middle \"{value}\" deve indicar um arquivo SQLite (um nome que começa com - se escreve ./-nome)",
            .middleOnlyPostgres: "--middle é para bases PostgreSQL (--db postgresql://…) com --updatable; uma base SQLite guarda ela mesma os dados do OSM",
            .atOrBatch: "use --at ou --batch, não os dois",
            .likelyNeedsAt: "likely precisa de --at LAT,LON (ou --batch FILE)",
            .mapNeedsOutput: "map precisa de -o FILE.png, FILE.svg ou FILE.pdf",
            .tilesNeedsOutput: "tiles precisa de -o FILE.mbtiles",
            .notAPlaceID: "\"{value}\" não é um id de local; os ids são como n123, w456 ou r789",
            .mapNeedsCenter: "map precisa de --center LAT,LON ou --place ID",
            .zoomValue: "--zoom deve ser um número de 0 a 19",
            .sizeValue: "--size \"{value}\" deve ser WIDTHxHEIGHT, cada um de 1 a 2048, p. ex. 600x400",
            .scaleValue: "--scale deve ser 1 ou 2",
            .meValue: "--me \"{value}\" deve ser LAT,LON,ACCURACY, com uma posição válida e precisão de 0 a 100000 m",
            .markerValue: "--marker \"{value}\" deve ser LAT,LON ou LAT,LON,\"title\",\"snippet\", com uma posição válida",
            .oneSource: "indique uma única fonte de posição: --at, --gpsd, --nmea ou --gpx",
            .speedValue: "--speed deve ser um número acima de 0",
            .distanceFilterValue: "--distance-filter deve ser em metros, ≥ 0",
            .placeNeedsOneID: "place precisa de exatamente um id, p. ex. w123456",
            .searchNeedsText: "search precisa de um texto para procurar",
            .tileCacheValue: "--tile-cache deve indicar um arquivo MBTiles, não \"{value}\"",
            .tilesURLValue: "--tiles-url deve conter {z}, {x} e {y}, p. ex. https://tile.openstreetmap.org/{z}/{x}/{y}.png",
            .bboxValue: "--bbox \"{value}\" deve ser WEST,SOUTH,EAST,NORTH em graus, com oeste < leste e sul < norte",
            .tilesNeedsZoom: "tiles precisa de --zoom MIN-MAX, p. ex. 12-17",
            .zoomRangeValue: "--zoom \"{value}\" deve ser MIN-MAX com 0 ≤ MIN ≤ MAX ≤ {max}",
            .historyOrNoHistory: "use --history ou --no-history, não ambos",
            .historyValue: "--history \"{value}\" deve nomear um arquivo: FILE.jsonl para linhas JSON, qualquer outro nome para um histórico SQLite",
            .historyNoFile: "não há arquivo de histórico: defina XDG_DATA_HOME ou HOME, ou indique um com --history",
            .historyFolder: "o histórico {path} é uma pasta, não um arquivo",
            .historyNoFolder: "o histórico {path} não pode ser criado: a pasta dele não existe",
            .historyNotAHistory: "{path} não é um histórico do current-place ({detail}); indique um arquivo novo, ou FILE.jsonl para linhas JSON",
            .historyBadLine: "histórico {path}: a linha {line} não é uma escolha ({detail})",
            .historyUnreadable: "não foi possível ler o histórico {path}: {detail}",
            .historyCannotWrite: "não foi possível gravar o histórico {path}: {detail}",
            .historyCount: "{count} escolhas guardadas em {path}",
            .historyForgot: "{count} escolhas esquecidas: {path} foi removido.",
            .storeMissing: "{path}: não há base de locais aqui; importe uma antes: current-place import FILE.osm.pbf --db {path}",
            .storeNotAStore: "{path}: não é uma base do current-place",
            .storeSchema: "{path}: esta base foi gravada por outra versão do current-place; importe os dados de novo",
            .storeCorrupt: "{path}: a base está danificada; importe os dados de novo",
            .storeNotUpdatable: "{path}: esta base foi importada sem --updatable e não guarda os dados do OSM para aplicar alterações; importe-a de novo com --updatable",
            .storeBusy: "{path}: outro import ou atualização desta base está em andamento; tente de novo quando terminar",
            .importNoFile: "{path}: arquivo inexistente",
            .importFolder: "{path}: é uma pasta, não um arquivo OSM",
            .importUnreadable: "{path}: não pode ser lido (permissões)",
            .importUnknownType: "{path}: tipo de arquivo desconhecido; esperado um de {types}",
            .importNotOSM: "{path}: não é um arquivo OSM legível ({detail})",
            .failed: "falha: {detail}",
            .explainInside: "dentro do contorno",
            .explainWithinDisc: "dentro do raio típico ({type})",
            .explainAway: "a {distance} m",
            .explainFootprint: "contorno mapeado",
            .explainPoint: "local pontual",
            .explainOpen: "aberto nesse horário (×{factor})",
            .explainClosed: "fechado nesse horário (×{factor})",
            .explainHoursUnknown: "horário desconhecido",
            .explainHoursUnreadable: "opening_hours ilegível a partir de \"{part}\"",
            .explainHistory: "suas escolhas aqui: {count} (×{factor})",
            .explainPrior: "a priori {prior} ({reason})",
            .priorVisits: "{type} ({kinds}): visitas por lugar ×{factor}",
            .factorSeparator: ", ",
            .priorHour: "movimento de {kinds} a esta hora ×{factor}",
            .priorWikidata: "no Wikidata ×{factor}",
            .priorBrand: "uma marca ×{factor}",
            .priorFootprint: "área de {area} m² ×{factor}",
            .kindFood: "cafés e restaurantes",
            .kindBar: "bares",
            .kindShop: "lojas",
            .kindService: "bancos e serviços",
            .kindOffice: "escritórios",
            .kindTransit: "estações e paragens",
            .kindVehicle: "estacionamento e combustível",
            .kindHotel: "hotéis",
            .kindPark: "parques e praças",
            .kindGym: "ginásios e campos desportivos",
            .kindEducation: "escolas e bibliotecas",
            .kindHealth: "clínicas e hospitais",
            .kindEntertainment: "teatros, museus e salas",
            .kindLandmark: "monumentos e obras de arte",
            .kindCivic: "serviços públicos",
            .kindWorship: "locais de culto",
            .kindBuilding: "edifícios",
            .kindLocality: "áreas",
            .kindOther: "outros lugares",
            .reasonNoFile: "{subject}: arquivo ou dispositivo inexistente",
            .reasonUnreadable: "{subject}: não pode ser lido (permissões?)",
            .reasonNotATrack: "{subject}: não é um arquivo GPX",
            .reasonNoPosition: "{subject}: nenhuma posição no arquivo",
            .reasonUnreachable: "{subject}: sem conexão (o gpsd está rodando?)",
            .reasonTimedOut: "{subject}: nenhuma posição a tempo (o GPS ainda não tem sinal?)",
            .reasonClosed: "{subject}: a conexão foi encerrada",
            .reasonNoFix: "nenhuma posição em {seconds} s",
            .updateRead: "lidos {files} arquivo(s) de alterações: {objects} objetos, {distinct} distintos",
            .updateWrote: "{path} atualizada: {rebuilt} objetos reconstruídos, {removed} locais removidos, {written} gravados em {seconds} s ({rate} alterações/s)",
            .updateSequence: "agora na sequência de replicação {sequence}, dados de {time}",
            .updateUpToDate: "{path} está em dia com a pasta de replicação",
            .statsUpdated: "atualizada",
            .statsReplication: "replicação",
            .importRead: "{path} lido: {nodes} nós, {ways} vias, {relations} relações, {areas} áreas",
            .importWrote: "base gravada em {path}: {places} locais ({counts}), {features} elementos do mapa",
            .importTime: "tempo: leitura {read} s, construção {build} s, gravação {write} s",
            .importPostgres: "PostgreSQL: cópia {copy} s, índices e troca {index} s",
            .updatePostgres: "PostgreSQL: {places} lugares e {features} elementos do mapa alterados no lugar em {seconds} s ({revisions} atualizações)",
            .batchUnreadable: "{path}: não pode ser lido (arquivo inexistente ou sem permissão)",
            .noSuchPlace: "nenhum local com id {id} em {path}",
            .mapWrote: "{path} gravado ({width}×{height} px)",
            .searchNoMatch: "nenhum local corresponde a \"{text}\"",
            .serving: "servindo {path} em {url}",
            .reloaded: "base {path} reaberta",
            .keptOldStore: "a base anterior foi mantida: {detail}",
            .stopped: "servidor encerrado",
            .statsStore: "base",
            .statsSource: "fonte",
            .statsDataAsOf: "dados de",
            .statsImported: "importada",
            .statsImportedBy: "{date} por {generator}",
            .statsBBox: "limites",
            .statsPlaces: "locais",
            .statsFootprints: "contornos",
            .statsNames: "nomes",
            .statsNamesInOtherLanguages: "{count} em outros idiomas",
            .statsByType: "por tipo:",
            .statsMoreTypes: "… e mais {count} tipos (veja --json)",
            .statsUnknown: "desconhecido",
            .tilesNoBBox: "a base não tem limites definidos; indique --bbox",
            .tilesTooMany: "{count} tiles é mais que o máximo de {max}; escolha uma área menor ou uma faixa de zoom menor",
            .tilesWrote: "{path} gravado: {count} tiles, zoom {min}–{max}, em {seconds} s",
            .progressLine: "{phase} {percent} · {rate} {unit}/s · {elapsed} decorrido · faltam {left}",
            .progressLineUnknown: "{phase} · {count} {unit} · {rate} {unit}/s · {elapsed} decorrido",
            .progressStarted: "{phase}: início",
            .progressFinished: "{phase}: {count} {unit} em {seconds} s",
            .progressDone: "{phase}: concluído em {seconds} s",
            .phaseRelations: "leitura das relações",
            .phaseRead: "leitura",
            .phaseBuild: "construção dos lugares",
            .phaseIndex: "indexação",
            .phaseTiles: "desenho dos tiles",
            .unitObjects: "objetos",
            .unitTiles: "tiles",
        ],
        summaries: [
            "evaluate": "avalia o motor de probabilidade em pessoas simuladas, comparado a \"mais próximo primeiro\" e ao teto",
            "import": "importa arquivos do OpenStreetMap para uma base de locais",
            "update": "aplica arquivos de alterações do OpenStreetMap a uma base importada com --updatable",
            "likely": "os locais onde uma pessoa numa posição mais provavelmente está",
            "map": "desenha um mapa estático com marcadores (PNG, SVG ou PDF)",
            "pick": "o app de terminal: sua posição, os 5 locais prováveis, escolha um (o comando padrão)",
            "place": "mostra um local pelo seu id (n123, w456, r789)",
            "search": "encontra locais pelo nome, em qualquer idioma",
            "serve": "o app web e a API JSON via HTTP",
            "stats": "o que uma base de locais contém: contagens por tipo, área, fonte, datas",
            "history": "os locais que você escolheu, guardados neste computador: contá-los ou esquecê-los",
            "tiles": "gera um pacote offline de tiles (MBTiles 1.3)",
        ],
        help: [
            "evaluate": #"""
            Simula pessoas em locais conhecidos: um local escolhido uniformemente, um
            ponto no seu terreno, uma posição com erro gaussiano da precisão dada (raio
            de 68 %) e, no cenário b, um horário de visita dentro do horário de
            funcionamento. Mostra, lado a lado, o motor, a referência "local mais
            próximo primeiro" e o teto (o próprio modelo gerador da simulação):
            acurácia top-1 e top-5, classificação recíproca média, erro de calibração
            esperado (10 faixas, sobre os cinco locais mostrados), os mesmos
            top-1/top-5 para pessoas em locais com contorno, e o tempo por consulta.
            A mesma semente dá os mesmos números.

            Cada sorteio (draw), o modo de posicionar as pessoas, tem as suas tabelas:
            point (no ponto mapeado do local ±3 m), ground (em qualquer lugar do terreno
            do seu tipo: o contorno ou o disco do tipo, a forma do próprio modelo),
            footprint (dentro do contorno, quando há um, senão no ponto ±3 m), popular
            (locais escolhidos por popularidade, Zipf com expoente 1, posições como em
            ground). O teto é o modelo gerador de ground: para os outros sorteios ele
            não é um teto verdadeiro.

              --draw LIST      sorteios, separados por vírgula ou repetidos
                               (padrão: os quatro)
              --accuracy LIST  precisões em metros (padrão 5,20,50)
              --samples N      pessoas simuladas por cenário e precisão (padrão 2000)
              --seed S         semente aleatória (padrão 1)
              --plot DIR       também desenha gráficos na pasta DIR, criada se for nova (dentro
                               de uma pasta existente): reliability-DRAW-SCENARIO e
                               topk-DRAW-SCENARIO, cada um em .png e .svg, p. ex. topk-ground-a.png
              --people FILE    também escreve cada pessoa simulada dos cenários a e b em FILE,
                               uma linha JSON cada: draw, scenario, accuracy, place (o id do
                               local verdadeiro), lat, lon (a posição) e, no cenário b, time
              --checkins FILE  em vez disso, avalia o motor em check-ins reais (CSV com user_id,
                               venue_id, category, latitude, longitude, utc_offset_minutes,
                               utc_time): o tipo da primeira resposta é o da pessoa? Comparado
                               ao lugar mais próximo e ao mais próximo aberto, em cada
                               --accuracy (padrão 20,50), sem e com a hora; por tipo; e rotinas reais
              --fold K/N       avalia só a dobra K de N blocos espaciais (cerca de 500 m), p. ex. 1/2
              --prior FILE     classifica com esta probabilidade a priori de visitas em vez da fornecida
              --fit-prior OUT  primeiro ajusta uma priori de visitas aos check-ins (sem a
                               --fold), grava-a em OUT e avalia com ela
              --db PATH        a base de locais (padrão: $CURRENT_PLACE_DB,
                               senão places.sqlite)
            """#,
            "import": #"""
            Lê arquivos .osm.pbf, .osm, .osm.bz2 ou .osm.gz e grava uma nova base de
            locais. A base é construída ao lado de PATH e só é movida para o lugar
            quando está completa: uma importação que falha ou é interrompida deixa a
            base anterior como estava.

              --db PATH        a base de locais (padrão: $CURRENT_PLACE_DB,
                               senão places.sqlite)
              --updatable      guarda também os dados do OSM, para que `update` possa
                               aplicar alterações depois (a base fica cerca de 3,5
                               vezes maior)
              --middle FILE    com --db PostgreSQL e --updatable: guarda aqui a base SQLite
                               atualizável (a que `update` altera)
            """#,
            "update": #"""
            Aplica arquivos de alterações do OpenStreetMap (osmChange: .osc, .osc.gz,
            .osc.bz2, na ordem dada) a uma base importada com --updatable: os locais,
            endereços, nomes, entradas de busca e elementos do mapa de tudo o que tocam são
            reconstruídos, e a base responde como um import dos dados alterados. A
            atualização é feita numa cópia da base, que só a substitui quando completa: um
            `serve` em execução vê a base antiga ou a nova, e uma atualização que falha ou
            é interrompida deixa a base como estava.

            Com --replication, segue uma pasta de replicação (state.txt e
            000/000/001.osc.gz, como os servidores de diffs por minuto e por dia publicam):
            aplica todas as alterações mais novas que a base e grava o número de
            sequência, que `stats` mostra.

              --db PATH              a base de locais (padrão: $CURRENT_PLACE_DB, senão places.sqlite)
              --replication DIR      uma pasta de replicação, ou uma URL file:// que a indique
              --middle FILE          com --db PostgreSQL: a base SQLite atualizável guardada por
                                     `import --updatable --middle`; ela é atualizada, depois
                                     copiada para o PostgreSQL e trocada por inteiro
            """#,
            "history": #"""
            Suas escolhas (local e hora) ficam guardadas só neste computador, para que os
            locais que você escolhe com frequência subam na lista: por padrão em
            $XDG_DATA_HOME/current-place/history.sqlite (senão ~/.local/share/current-place/history.sqlite).
            `pick` acrescenta a ele e `likely` o lê; --no-history em qualquer um deles não guarda nada.
            Este comando diz quantas escolhas estão guardadas, e onde.

              --history FILE   outro arquivo: FILE.jsonl guarda linhas JSON, qualquer outro nome SQLite
              --forget         esquecer todas as escolhas: o arquivo é removido
            """#,
            "likely": #"""
            Lista os locais onde a pessoa mais provavelmente está, com a probabilidade.
            Posições com precisão de 1000 m ou mais são aproximadas: a resposta são
            áreas (bairro, distrito, cidade) e o mapa deve usar zoom 10, não 15.

              --at LAT,LON     a posição, em graus
              --accuracy M     raio de 68 % de confiança, em metros (padrão 20)
              --time ISO8601   quando a pessoa está lá, p. ex. 2026-11-30T12:00:00+02:00;
                               locais fechados nesse horário ficam bem menos prováveis
              --lang xx        nomes neste idioma quando os dados os tiverem
              --limit N        quantos locais, 1–20 (padrão 5)
              --fields a,b     campos de cada local no JSON (padrão: id, displayName,
                               formattedAddress, location, primaryType, types; * = todos)
              --json           imprime JSON (veja docs/API.md)
              --explain        explica: distância, contorno, horário, probabilidade a priori
              --batch FILE|-   posições em linhas JSON ({"lat":…,"lng":…,"accuracy":…,
                               "time":…,"limit":…,"lang":…,"fields":…}), uma resposta JSON
                               por linha na saída, na ordem; uma linha inválida recebe
                               um objeto de erro
              --history FILE   suas escolhas: locais escolhidos com frequência sobem (padrão
                               $XDG_DATA_HOME/current-place/history.sqlite; FILE.jsonl: linhas JSON);
                               a lista "history" de uma linha do --batch vale no lugar dele
              --no-history     ordenar sem as suas escolhas
              --db PATH        a base de locais (padrão: $CURRENT_PLACE_DB,
                               senão places.sqlite)
            """#,
            "map": #"""
            Desenha um mapa a partir da base de locais, como a Static Maps API do Google.
            Um marcador é um alfinete com um balão que mostra seu título e descrição;
            --me é o ponto azul de "minha localização" com seu círculo de precisão.
            Toda imagem traz "© OpenStreetMap contributors".

              --center LAT,LON  o centro do mapa
              --place ID        centraliza num local e o marca com nome e endereço
              --zoom Z          0–19 (padrão 16)
              --size WxH        em pontos, cada um 1–2048 (padrão 600x400)
              --scale 2         o dobro de pixels (padrão 1)
              --marker …        um marcador; repita para mais
              --me LAT,LON,M    minha localização e sua precisão em metros
              --lang xx         rótulos neste idioma quando os dados os tiverem
              -o, --output FILE onde gravar; o tipo segue a extensão
              --db PATH        a base de locais (padrão: $CURRENT_PLACE_DB,
                               senão places.sqlite)
            """#,
            "pick": #"""
            Mostra a posição atual e sua fonte, os 5 locais onde você mais provavelmente
            está e pergunta qual é o certo. Ao escolher, mostra os detalhes do local e
            grava num PNG um mapa com o marcador dele e a sua posição (exibido no
            terminal quando o chafa está instalado). Sem terminal, imprime a lista e sai.

            Fontes de posição (uma; padrão auto: o gpsd em localhost, se responder;
            senão, sem posição, e usa-se o local padrão do mapa, com um aviso):
              --at LAT,LON[,M]  uma posição digitada (precisão de M metros, padrão 10)
              --gpsd [HOST:PORT] protocolo JSON do gpsd (padrão 127.0.0.1:2947)
              --nmea PATH       NMEA 0183 de um arquivo de log ou dispositivo serial
              --gpx PATH        reproduz uma trilha GPX; --speed X acelera X vezes

              --watch           continua ouvindo: atualiza ao se mover além do filtro
              --distance-filter M  metros (padrão 50, como no tutorial)
              --approximate     aproxima a posição como a precisão reduzida (áreas, zoom 10)
              --choose N        escolhe o N-ésimo local sem perguntar
              --lang xx         nomes neste idioma quando os dados os tiverem
              --map FILE.png    onde gravar o mapa da escolha (padrão current-place-pick.png)

            Teclas: 1–5 ou ↑/↓ escolhem, Enter seleciona, r atualiza, q sai.
              --history FILE    onde guardar suas escolhas (padrão
                                $XDG_DATA_HOME/current-place/history.sqlite; FILE.jsonl: linhas JSON)
              --no-history      não guardar escolhas nem usá-las
              --db PATH        a base de locais (padrão: $CURRENT_PLACE_DB,
                               senão places.sqlite)
            """#,
            "place": #"""
            Mostra todos os detalhes guardados de um local. Os IDs são a letra do tipo
            do objeto OSM e o número: n123 (node), w456 (way), r789 (relation).

              --lang xx        mostra o nome neste idioma quando os dados o tiverem
              --json           imprime JSON
              --db PATH        a base de locais (padrão: $CURRENT_PLACE_DB,
                               senão places.sqlite)
            """#,
            "search": #"""
            Procura em todos os nomes (todos os idiomas, nomes curtos e oficiais, marca)
            e no endereço. As palavras valem como prefixos; acentos são ignorados.
            Se isso achar poucos locais, palavras de três letras ou mais também valem
            dentro dos nomes ("rautatie" acha "Päärautatieasema"), depois dos outros.

              --near LAT,LON   ordena pela distância desta posição
              --limit N        no máximo N resultados, 1–100 (padrão 10)
              --lang xx        mostra os nomes neste idioma quando os dados os tiverem
              --json           imprime JSON
              --db PATH        a base de locais (padrão: $CURRENT_PLACE_DB,
                               senão places.sqlite)
            """#,
            "serve": #"""
            Serve o app web em /, a API JSON (/v1/currentPlace, /v1/places/{id},
            POST /v1/places:searchNearby), tiles de mapa (/tiles/{z}/{x}/{y}.png, @2x),
            mapas estáticos (/staticmap), /healthz e /metrics, abrindo a base somente
            para leitura. Uma linha de log de acesso por requisição na saída de erro
            padrão (exceto com --quiet). Para de forma limpa com Ctrl-C ou SIGTERM.
            Quando um import ou uma atualização substitui o arquivo da base, o servidor
            abre o novo em até dois segundos (SIGHUP: na hora); as requisições em
            andamento terminam no antigo.

              --host ADDRESS        endereço IPv4 onde escutar (padrão 127.0.0.1)
              --port N              porta TCP, 0 para qualquer uma livre (padrão 8080)
              --threads N           threads de trabalho (padrão: uma por núcleo)
              --default-location    onde o mapa abre sem posição (padrão: o centro da base)
              --tiles-url URL       modelo de servidor de tiles online em vez dos nossos
              --max-connections N   máximo de conexões abertas, todos os clientes juntos
                                    (padrão 1000)
              --max-connections-per-client N
                                    máximo de conexões abertas de um endereço IP
                                    (padrão 64, 0: sem limite)
              --tile-cache FILE     guardar os blocos desenhados neste arquivo MBTiles (criado se faltar;
                                    current-place tiles pode preenchê-lo antes)
              --quiet               sem log de acesso
              --db PATH        a base de locais (padrão: $CURRENT_PLACE_DB,
                               senão places.sqlite)
            """#,
            "stats": #"""
              --json           imprime JSON
              --db PATH        a base de locais (padrão: $CURRENT_PLACE_DB,
                               senão places.sqlite)
            """#,
            "tiles": #"""
            Renderiza todos os tiles da área, nos zooms dados, num arquivo MBTiles que
            outros programas de mapa conseguem abrir (tiles PNG, renderizados em XYZ,
            gravados em linhas TMS como manda a especificação). No máximo 100 000 tiles.

              --bbox W,S,E,N    oeste, sul, leste, norte em graus (padrão: a área da base)
              --zoom MIN-MAX    faixa de zoom, 0–19, p. ex. 12-17
              --scale 2         tiles de 512 px (padrão 256 px)
              --threads N       threads de renderização (padrão: uma por núcleo)
              -o, --output FILE o arquivo .mbtiles a gravar
              --db PATH        a base de locais (padrão: $CURRENT_PLACE_DB,
                               senão places.sqlite)
            """#,
        ]
    )
}
