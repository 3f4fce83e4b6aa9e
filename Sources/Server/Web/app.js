// current-place web app: the tutorial "Select the current place and show
// details on a map" in the browser. Plain JavaScript, no build step; Leaflet
// comes from the server's /leaflet/ (Debian's libjs-leaflet).
//
// Flow: wait for the first fix (or fall back to the default location when
// permission is denied or no fix comes), follow the position with a 50 m
// distance filter, list the places the person is most likely at on
// "Get Place", and show one marker (title = name, snippet = address) for the
// place picked. The likely places are fetched again after each accepted
// location update and after each pick.
"use strict";

// Every user-visible string, per language. `{name}` marks a value filled in
// at run time. A language is picked from ?lang=, else navigator.language,
// else English.
const MESSAGES = {
  en: {
    appTitle: "Current place",
    getPlace: "Get Place",
    mapLabel: "Map",
    myLocation: "My location",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    waitingForLocation: "Finding your location…",
    permissionDenied: "Location access is turned off, so the map shows the default location. Allow location access to see where you are.",
    locationUnavailable: "Your location is not available yet, so the map shows the default location.",
    geolocationUnsupported: "This browser cannot tell your location, so the map shows the default location.",
    myLocationUnknown: "Your location is not known yet.",
    placesTitle: "Select a place",
    areasTitle: "Select an area",
    approximateHint: "Your location is approximate, so nearby areas are listed.",
    loading: "Finding likely places…",
    noPlaces: "No places found here.",
    likelihood: "likelihood {percent}",
    close: "Close list",
    closePopup: "Close",
    dismiss: "Dismiss",
    errorApi: "Could not get the likely places: {message}",
    errorNetwork: "Could not reach the server. Check the connection and try again.",
    errorConfig: "Could not load the map settings, so built-in defaults are used.",
  },
  ru: {
    appTitle: "Где я",
    getPlace: "Определить место",
    mapLabel: "Карта",
    myLocation: "Моё местоположение",
    zoomIn: "Приблизить",
    zoomOut: "Отдалить",
    waitingForLocation: "Определяем ваше местоположение…",
    permissionDenied: "Доступ к геолокации отключён, поэтому карта показывает место по умолчанию. Разрешите доступ к геолокации, чтобы увидеть, где вы находитесь.",
    locationUnavailable: "Ваше местоположение пока не определено, поэтому карта показывает место по умолчанию.",
    geolocationUnsupported: "Этот браузер не может определить ваше местоположение, поэтому карта показывает место по умолчанию.",
    myLocationUnknown: "Ваше местоположение пока неизвестно.",
    placesTitle: "Выберите место",
    areasTitle: "Выберите район",
    approximateHint: "Ваше местоположение известно лишь приблизительно, поэтому показаны ближайшие районы.",
    loading: "Ищем, где вы можете быть…",
    noPlaces: "Здесь не найдено ни одного места.",
    likelihood: "вероятность {percent}",
    close: "Закрыть список",
    closePopup: "Закрыть",
    dismiss: "Скрыть",
    errorApi: "Не удалось получить список мест: {message}",
    errorNetwork: "Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.",
    errorConfig: "Не удалось загрузить настройки карты, поэтому используются настройки по умолчанию.",
  },
  pt: {
    appTitle: "Onde estou",
    getPlace: "Obter local",
    mapLabel: "Mapa",
    myLocation: "Minha localização",
    zoomIn: "Aproximar",
    zoomOut: "Afastar",
    waitingForLocation: "Buscando sua localização…",
    permissionDenied: "O acesso à localização está desativado, por isso o mapa mostra o local padrão. Permita o acesso à localização para ver onde você está.",
    locationUnavailable: "Sua localização ainda não está disponível, por isso o mapa mostra o local padrão.",
    geolocationUnsupported: "Este navegador não consegue informar sua localização, por isso o mapa mostra o local padrão.",
    myLocationUnknown: "Sua localização ainda não é conhecida.",
    placesTitle: "Selecione um local",
    areasTitle: "Selecione uma área",
    approximateHint: "Sua localização é aproximada, por isso são listadas as áreas próximas.",
    loading: "Buscando locais prováveis…",
    noPlaces: "Nenhum local encontrado aqui.",
    likelihood: "probabilidade de {percent}",
    close: "Fechar lista",
    closePopup: "Fechar",
    dismiss: "Dispensar",
    errorApi: "Não foi possível obter os locais prováveis: {message}",
    errorNetwork: "Não foi possível conectar ao servidor. Verifique a conexão e tente novamente.",
    errorConfig: "Não foi possível carregar as configurações do mapa, por isso os valores padrão estão sendo usados.",
  },
  tr: {
    appTitle: "Neredeyim",
    getPlace: "Yeri bul",
    mapLabel: "Harita",
    myLocation: "Konumum",
    zoomIn: "Yakınlaştır",
    zoomOut: "Uzaklaştır",
    waitingForLocation: "Konumunuz bulunuyor…",
    permissionDenied: "Konum erişimi kapalı olduğundan harita varsayılan konumu gösteriyor. Nerede olduğunuzu görmek için konum erişimine izin verin.",
    locationUnavailable: "Konumunuz henüz alınamadığından harita varsayılan konumu gösteriyor.",
    geolocationUnsupported: "Bu tarayıcı konumunuzu belirleyemediğinden harita varsayılan konumu gösteriyor.",
    myLocationUnknown: "Konumunuz henüz bilinmiyor.",
    placesTitle: "Bir yer seçin",
    areasTitle: "Bir bölge seçin",
    approximateHint: "Konumunuz yaklaşık olarak bilindiğinden yakındaki bölgeler listeleniyor.",
    loading: "Olası yerler aranıyor…",
    noPlaces: "Burada yer bulunamadı.",
    likelihood: "olasılık {percent}",
    close: "Listeyi kapat",
    closePopup: "Kapat",
    dismiss: "Kapat",
    errorApi: "Olası yerler alınamadı: {message}",
    errorNetwork: "Sunucuya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.",
    errorConfig: "Harita ayarları yüklenemediğinden varsayılan ayarlar kullanılıyor.",
  },
  fr: {
    appTitle: "Où suis-je",
    getPlace: "Trouver le lieu",
    mapLabel: "Carte",
    myLocation: "Ma position",
    zoomIn: "Zoom avant",
    zoomOut: "Zoom arrière",
    waitingForLocation: "Recherche de votre position…",
    permissionDenied: "L’accès à la localisation est désactivé\u00a0: la carte affiche donc le lieu par défaut. Autorisez l’accès à votre position pour voir où vous êtes.",
    locationUnavailable: "Votre position n’est pas encore disponible\u00a0: la carte affiche donc le lieu par défaut.",
    geolocationUnsupported: "Ce navigateur ne peut pas déterminer votre position\u00a0: la carte affiche donc le lieu par défaut.",
    myLocationUnknown: "Votre position n’est pas encore connue.",
    placesTitle: "Choisissez un lieu",
    areasTitle: "Choisissez une zone",
    approximateHint: "Votre position est approximative\u00a0: ce sont donc les zones voisines qui sont proposées.",
    loading: "Recherche des lieux probables…",
    noPlaces: "Aucun lieu trouvé ici.",
    likelihood: "probabilité {percent}",
    close: "Fermer la liste",
    closePopup: "Fermer",
    dismiss: "Masquer",
    errorApi: "Impossible d’obtenir les lieux probables\u00a0: {message}",
    errorNetwork: "Impossible de joindre le serveur. Vérifiez la connexion et réessayez.",
    errorConfig: "Impossible de charger les réglages de la carte\u00a0: les valeurs par défaut sont utilisées.",
  },
  ar: {
    appTitle: "أين أنا",
    getPlace: "تحديد المكان",
    mapLabel: "الخريطة",
    myLocation: "موقعي",
    zoomIn: "تكبير",
    zoomOut: "تصغير",
    waitingForLocation: "جارٍ تحديد موقعك…",
    permissionDenied: "الوصول إلى الموقع مُعطَّل، لذا تعرض الخريطة الموقع الافتراضي. اسمح بالوصول إلى موقعك لترى أين أنت.",
    locationUnavailable: "موقعك غير متاح بعد، لذا تعرض الخريطة الموقع الافتراضي.",
    geolocationUnsupported: "لا يستطيع هذا المتصفح تحديد موقعك، لذا تعرض الخريطة الموقع الافتراضي.",
    myLocationUnknown: "موقعك غير معروف بعد.",
    placesTitle: "اختر مكانًا",
    areasTitle: "اختر منطقة",
    approximateHint: "موقعك تقريبي، لذا تُعرض المناطق القريبة.",
    loading: "جارٍ البحث عن الأماكن المحتملة…",
    noPlaces: "لم يُعثر على أي مكان هنا.",
    likelihood: "الاحتمال {percent}",
    close: "إغلاق القائمة",
    closePopup: "إغلاق",
    dismiss: "إخفاء",
    errorApi: "تعذّر الحصول على الأماكن المحتملة: {message}",
    errorNetwork: "تعذّر الاتصال بالخادم. تحقّق من الاتصال وحاول مرة أخرى.",
    errorConfig: "تعذّر تحميل إعدادات الخريطة، لذا تُستخدم الإعدادات الافتراضية.",
  },
};

/** Languages written right to left. */
const RTL_LANGUAGES = new Set(["ar"]);

/** Used when /v1/config cannot be read (the server's own defaults). */
const FALLBACK_CONFIG = {
  defaultLocation: { latitude: 60.1716, longitude: 24.9441 },
  tilesUrl: "/tiles/{z}/{x}/{y}.png",
  tilesUrl2x: "/tiles/{z}/{x}/{y}@2x.png",
  attribution: "© OpenStreetMap contributors",
  maxZoom: 19,
  approximateAccuracy: 1000,
};

/** Updates closer than this to the last accepted fix are ignored (metres). */
const DISTANCE_FILTER_METERS = 50;
/** Without a fix after this long, the map opens at the default location. */
const FIRST_FIX_TIMEOUT_MS = 10000;
const PRECISE_ZOOM = 15;
const APPROXIMATE_ZOOM = 10;
const PLACE_LIMIT = 5;
const PLACE_FIELDS = "id,displayName,formattedAddress,location";

const params = new URLSearchParams(window.location.search);
const TEST_MODE = params.get("test") === "1";
const REDUCED_MOTION = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
/** Leaflet animations: off in tests (?test=1) and for people who ask for less motion. */
const ANIMATE = !(TEST_MODE || REDUCED_MOTION);
/** Options for every camera move. */
const VIEW_OPTIONS = ANIMATE ? {} : { animate: false };

/** A BCP 47-looking tag, e.g. "en", "pt-BR", "zh-Hant". */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * The interface language (the first asked for that MESSAGES has, else
 * English) and the tag asked of the API for place names (the first asked for,
 * kept as given, so ?lang=sv gets Swedish names in an English interface).
 */
function pickLanguage() {
  const asked = [params.get("lang"), ...(navigator.languages || []), navigator.language]
    .filter((tag) => typeof tag === "string" && LANGUAGE_TAG.test(tag));
  const api = asked.length > 0 ? asked[0] : "en";
  for (const tag of asked) {
    const base = tag.split("-")[0].toLowerCase();
    if (MESSAGES[base]) return { ui: base, api };
  }
  return { ui: "en", api };
}

const LANGUAGE = pickLanguage();
const PERCENT = new Intl.NumberFormat(LANGUAGE.ui, { style: "percent", maximumFractionDigits: 0 });

/** The message `key` in the interface language (English when missing). */
function t(key) {
  const table = MESSAGES[LANGUAGE.ui];
  return (table && table[key]) || MESSAGES.en[key] || key;
}

/**
 * Fills `element` with the message `key`, each `{name}` replaced by
 * `values[name]` inside a <bdi> so names and server text in another script
 * keep their own direction.
 */
function setMessage(element, key, values = {}) {
  element.replaceChildren();
  for (const part of t(key).split(/(\{[a-zA-Z]+\})/)) {
    const name = /^\{([a-zA-Z]+)\}$/.exec(part);
    if (name && name[1] in values) {
      const bdi = document.createElement("bdi");
      bdi.textContent = String(values[name[1]]);
      element.append(bdi);
    } else if (part) {
      element.append(part);
    }
  }
}

/** A likelihood in [0, 1] as a whole percentage ("31%", "<1%"). */
function formatLikelihood(likelihood) {
  const basisPoints = Math.round(Number(likelihood) * 10000);
  const percent = Math.round(basisPoints / 100);
  if (percent < 1) return "<" + PERCENT.format(0.01);
  return PERCENT.format(percent / 100);
}

/** Great-circle distance in metres (haversine, mean Earth radius 6 371 008.8 m). */
function distanceMeters(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const $ = (id) => document.getElementById(id);
const ui = {
  map: $("map"),
  getPlace: $("get-place"),
  waiting: $("waiting"),
  notice: $("location-notice"),
  error: $("error"),
  errorText: $("error-text"),
  errorDismiss: $("error-dismiss"),
  sheet: $("place-sheet"),
  sheetTitle: $("sheet-title"),
  sheetClose: $("sheet-close"),
  sheetStatus: $("sheet-status"),
  items: $("place-items"),
  sheetAttribution: $("sheet-attribution"),
};

const state = {
  config: null,
  map: null,
  myLocationButton: null,
  accuracyCircle: null,
  dot: null,
  markers: null,
  /** The last accepted fix: {lat, lng, accuracy}. */
  fix: null,
  /** Why there is no fix: null (waiting), "denied", "timeout" or "unsupported". */
  fallback: null,
  watchId: null,
  firstFixTimer: null,
  fixesReceived: 0,
  fixesAccepted: 0,
  /** Answers received from /v1/currentPlace. */
  answersReceived: 0,
  /** The freshest answer: {key, answer}. */
  latest: null,
  /** The request in flight: {key, controller}. */
  pending: null,
  sheetOpen: false,
  /** Move focus into the list at its next render (set when it opens). */
  focusOnRender: false,
};

// ---------------------------------------------------------------- language

function applyLanguage() {
  document.documentElement.lang = LANGUAGE.ui;
  document.documentElement.dir = RTL_LANGUAGES.has(LANGUAGE.ui) ? "rtl" : "ltr";
  document.title = t("appTitle");
  for (const element of document.querySelectorAll("[data-msg]")) {
    element.textContent = t(element.dataset.msg);
  }
  for (const element of document.querySelectorAll("[data-msg-aria-label]")) {
    element.setAttribute("aria-label", t(element.dataset.msgAriaLabel));
  }
}

// ---------------------------------------------------------------- banners

function showError(key, values) {
  setMessage(ui.errorText, key, values);
  ui.error.hidden = false;
}

function clearError() {
  ui.error.hidden = true;
  ui.errorText.replaceChildren();
}

function showNotice(key) {
  setMessage(ui.notice, key);
  ui.notice.hidden = false;
}

function hideNotice() {
  ui.notice.hidden = true;
}

// ---------------------------------------------------------------- config

async function loadConfig() {
  try {
    const response = await fetch("/v1/config", { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error("HTTP " + response.status);
    const config = await response.json();
    return { ...FALLBACK_CONFIG, ...config };
  } catch (error) {
    console.error("current-place: /v1/config", error);
    showError("errorConfig");
    return { ...FALLBACK_CONFIG };
  }
}

function isApproximate(fix) {
  const threshold = (state.config || FALLBACK_CONFIG).approximateAccuracy;
  return fix.accuracy >= threshold;
}

function zoomFor(fix) {
  return isApproximate(fix) ? APPROXIMATE_ZOOM : PRECISE_ZOOM;
}

// ---------------------------------------------------------------- map

function createMap() {
  const config = state.config;
  const map = L.map(ui.map, {
    zoomControl: false,
    zoomAnimation: ANIMATE,
    fadeAnimation: ANIMATE,
    markerZoomAnimation: ANIMATE,
    inertia: ANIMATE,
    maxZoom: config.maxZoom,
  });
  const start = lastKnownCenter();
  map.setView([start.lat, start.lng], start.zoom, { animate: false });

  const retina = L.Browser.retina && config.tilesUrl2x;
  L.tileLayer(retina ? config.tilesUrl2x : config.tilesUrl, {
    maxZoom: config.maxZoom,
    tileSize: 256,
    attribution: attributionHTML(config.attribution),
  }).addTo(map);

  const corner = document.documentElement.dir === "rtl" ? "topright" : "topleft";
  L.control.zoom({ position: corner, zoomInTitle: t("zoomIn"), zoomOutTitle: t("zoomOut") }).addTo(map);
  new MyLocationControl({ position: corner }).addTo(map);

  state.markers = L.layerGroup().addTo(map);
  state.map = map;
  map.on("moveend zoomend", publishView);
  publishView();
  if (window.ResizeObserver) new ResizeObserver(() => map.invalidateSize({ pan: true, animate: false })).observe(ui.map);
  ui.map.classList.remove("map-waiting");
}

/** Where the map should open: the fix, else the default location. */
function lastKnownCenter() {
  if (state.fix) return { lat: state.fix.lat, lng: state.fix.lng, zoom: zoomFor(state.fix) };
  const home = state.config.defaultLocation;
  return { lat: home.latitude, lng: home.longitude, zoom: PRECISE_ZOOM };
}

/** The attribution text from /v1/config, escaped, linked to the ODbL copyright page for OSM. */
function attributionHTML(text) {
  const span = document.createElement("span");
  span.textContent = text || "";
  if (/OpenStreetMap/.test(text || "")) {
    return '<a href="https://www.openstreetmap.org/copyright">' + span.innerHTML + "</a>";
  }
  return span.innerHTML;
}

/** Mirrors the camera and the location state on the map element (read by tests and tools). */
function publishView() {
  const data = ui.map.dataset;
  if (state.map) {
    const center = state.map.getCenter();
    data.centerLat = center.lat.toFixed(6);
    data.centerLng = center.lng.toFixed(6);
    data.zoom = String(state.map.getZoom());
  }
  data.locationState = state.fix ? (isApproximate(state.fix) ? "approximate" : "precise") : state.fallback || "waiting";
  data.fixesReceived = String(state.fixesReceived);
  data.fixesAccepted = String(state.fixesAccepted);
  data.answersReceived = String(state.answersReceived);
}

const MyLocationControl = L.Control.extend({
  onAdd() {
    const bar = L.DomUtil.create("div", "leaflet-bar my-location-control");
    const button = L.DomUtil.create("button", "my-location-button", bar);
    button.type = "button";
    button.dataset.testid = "my-location";
    button.title = t("myLocation");
    button.setAttribute("aria-label", t("myLocation"));
    button.innerHTML =
      '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">' +
      '<circle cx="12" cy="12" r="4" fill="currentColor"/>' +
      '<circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" stroke-width="2"/>' +
      '<path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" stroke-width="2"/></svg>';
    L.DomEvent.disableClickPropagation(bar);
    L.DomEvent.on(button, "click", recenter);
    state.myLocationButton = button;
    updateMyLocationButton();
    return bar;
  },
});

function updateMyLocationButton() {
  if (state.myLocationButton) state.myLocationButton.setAttribute("aria-disabled", state.fix ? "false" : "true");
}

function recenter() {
  if (!state.fix) {
    // The fallback notice already says why; otherwise say there is no fix yet.
    if (ui.notice.hidden) showNotice("myLocationUnknown");
    return;
  }
  state.map.setView([state.fix.lat, state.fix.lng], zoomFor(state.fix), VIEW_OPTIONS);
}

function drawMyLocation() {
  const fix = state.fix;
  const latLng = [fix.lat, fix.lng];
  if (!state.dot) {
    state.accuracyCircle = L.circle(latLng, {
      radius: fix.accuracy,
      className: "my-location-accuracy",
      color: "#1a73e8",
      weight: 1,
      opacity: 0.5,
      fillColor: "#1a73e8",
      fillOpacity: 0.12,
      interactive: false,
    }).addTo(state.map);
    state.dot = L.circleMarker(latLng, {
      radius: 8,
      className: "my-location-dot",
      color: "#ffffff",
      weight: 3,
      opacity: 1,
      fillColor: "#1a73e8",
      fillOpacity: 1,
      interactive: false,
    }).addTo(state.map);
  } else {
    state.accuracyCircle.setLatLng(latLng).setRadius(fix.accuracy);
    state.dot.setLatLng(latLng);
  }
}

// ---------------------------------------------------------------- location

function startWatching() {
  if (!("geolocation" in navigator)) {
    fallBack("unsupported");
    return;
  }
  if (state.watchId !== null) navigator.geolocation.clearWatch(state.watchId);
  state.watchId = navigator.geolocation.watchPosition(onPosition, onPositionError, {
    enableHighAccuracy: true,
    maximumAge: 0,
  });
  if (!state.fix && state.firstFixTimer === null) {
    state.firstFixTimer = window.setTimeout(() => {
      state.firstFixTimer = null;
      if (!state.fix) fallBack("timeout");
    }, FIRST_FIX_TIMEOUT_MS);
  }
}

function onPosition(position) {
  state.fixesReceived += 1;
  const fix = {
    lat: position.coords.latitude,
    lng: position.coords.longitude,
    accuracy: Math.max(0, position.coords.accuracy || 0),
  };
  const last = state.fix;
  const sameClass = last && isApproximate(last) === isApproximate(fix);
  if (last && sameClass && distanceMeters(last, fix) < DISTANCE_FILTER_METERS) {
    publishView();
    return;
  }
  state.fix = fix;
  state.fixesAccepted += 1;
  state.fallback = null;
  if (state.firstFixTimer !== null) {
    window.clearTimeout(state.firstFixTimer);
    state.firstFixTimer = null;
  }
  hideNotice();
  updateMyLocationButton();
  if (state.map) {
    state.map.setView([fix.lat, fix.lng], zoomFor(fix), VIEW_OPTIONS);
    drawMyLocation();
  } else {
    showMapWhenReady();
  }
  publishView();
  refreshPlaces();
}

function onPositionError(error) {
  // 1 PERMISSION_DENIED is final (until the permission changes); 2
  // POSITION_UNAVAILABLE and 3 TIMEOUT are not: the watch goes on, and Chrome
  // reports 2 once after each DevTools override change before the position.
  console.warn("current-place: geolocation error", error.code, error.message);
  if (error.code === 1) fallBack("denied");
}

function fallBack(reason) {
  if (state.fix) return;
  state.fallback = reason;
  if (state.firstFixTimer !== null) {
    window.clearTimeout(state.firstFixTimer);
    state.firstFixTimer = null;
  }
  showNotice({ denied: "permissionDenied", timeout: "locationUnavailable", unsupported: "geolocationUnsupported" }[reason]);
  showMapWhenReady();
  publishView();
}

/** Opens the map once the config is in and the first fix (or a fallback) is known. */
function showMapWhenReady() {
  if (!state.config || !(state.fix || state.fallback)) return;
  ui.waiting.hidden = true;
  if (!state.map) createMap();
  if (state.fix) {
    drawMyLocation();
  } else {
    const home = state.config.defaultLocation;
    state.map.setView([home.latitude, home.longitude], PRECISE_ZOOM, VIEW_OPTIONS);
  }
  publishView();
}

/** Watches again when the person allows location access after denying it. */
function followPermission() {
  if (!navigator.permissions || !navigator.permissions.query) return;
  navigator.permissions.query({ name: "geolocation" }).then((status) => {
    status.addEventListener("change", () => {
      if (status.state !== "denied" && state.fallback === "denied") startWatching();
    });
  }).catch(() => {});
}

// ---------------------------------------------------------------- likely places

/** The query for the current fix, or for the default location without one. */
function currentQuery() {
  const query = new URLSearchParams();
  if (state.fix) {
    query.set("lat", state.fix.lat.toFixed(7));
    query.set("lng", state.fix.lng.toFixed(7));
    query.set("accuracy", String(Math.round(state.fix.accuracy * 10) / 10));
  } else {
    const home = (state.config || FALLBACK_CONFIG).defaultLocation;
    query.set("lat", String(home.latitude));
    query.set("lng", String(home.longitude));
  }
  query.set("limit", String(PLACE_LIMIT));
  query.set("lang", LANGUAGE.api);
  query.set("fields", PLACE_FIELDS);
  return query.toString();
}

/** Fetches the likely places for the current fix and keeps the answer as the latest. */
function refreshPlaces() {
  const key = currentQuery();
  if (state.pending) {
    if (state.pending.key === key) return;
    state.pending.controller.abort();
  }
  const controller = new AbortController();
  const pending = { key, controller };
  state.pending = pending;
  ui.sheet.setAttribute("aria-busy", "true");
  fetchPlaces(key, controller.signal).then(
    (answer) => {
      if (state.pending !== pending) return;
      state.pending = null;
      state.latest = { key, answer };
      state.answersReceived += 1;
      publishView();
      ui.sheet.removeAttribute("aria-busy");
      clearError();
      if (state.sheetOpen) renderPlaces();
    },
    (error) => {
      if (state.pending !== pending) return;
      state.pending = null;
      ui.sheet.removeAttribute("aria-busy");
      if (error.name === "AbortError") return;
      console.error("current-place: /v1/currentPlace", error);
      if (error.apiMessage) showError("errorApi", { message: error.apiMessage });
      else showError("errorNetwork");
      // Keep an older list on screen; without one, there is nothing to show.
      if (state.sheetOpen && !(state.latest && ui.items.childElementCount > 0)) closeSheet(false);
    },
  );
}

async function fetchPlaces(query, signal) {
  const response = await fetch("/v1/currentPlace?" + query, { signal, headers: { Accept: "application/json" } });
  let body = null;
  try {
    body = await response.json();
  } catch (error) {
    body = null;
  }
  if (!response.ok || !body || !Array.isArray(body.placeLikelihoods)) {
    const error = new Error("currentPlace failed: HTTP " + response.status);
    const detail = body && body.error;
    error.apiMessage = (detail && detail.message) || response.status + " " + (response.statusText || "");
    throw error;
  }
  return body;
}

// ---------------------------------------------------------------- the list

function onGetPlace() {
  openSheet();
  const key = currentQuery();
  if (state.latest && state.latest.key === key) {
    renderPlaces();
  } else {
    showLoading();
    refreshPlaces();
  }
}

function openSheet() {
  if (!state.sheetOpen) state.focusOnRender = true;
  state.sheetOpen = true;
  ui.sheet.hidden = false;
  ui.getPlace.setAttribute("aria-expanded", "true");
}

function closeSheet(restoreFocus = true) {
  state.sheetOpen = false;
  ui.sheet.hidden = true;
  ui.getPlace.setAttribute("aria-expanded", "false");
  if (restoreFocus) ui.getPlace.focus();
}

function showLoading() {
  setMessage(ui.sheetTitle, state.fix && isApproximate(state.fix) ? "areasTitle" : "placesTitle");
  setMessage(ui.sheetStatus, "loading");
  ui.sheetStatus.hidden = false;
  ui.items.replaceChildren();
  ui.sheetAttribution.replaceChildren();
}

function renderPlaces() {
  const answer = state.latest.answer;
  const focused = ui.items.contains(document.activeElement)
    ? Array.from(ui.items.querySelectorAll("button")).indexOf(document.activeElement)
    : -1;
  setMessage(ui.sheetTitle, answer.approximate ? "areasTitle" : "placesTitle");
  const places = answer.placeLikelihoods;
  if (places.length === 0) {
    setMessage(ui.sheetStatus, "noPlaces");
    ui.sheetStatus.hidden = false;
  } else if (answer.approximate) {
    setMessage(ui.sheetStatus, "approximateHint");
    ui.sheetStatus.hidden = false;
  } else {
    ui.sheetStatus.replaceChildren();
    ui.sheetStatus.hidden = true;
  }
  ui.items.replaceChildren(...places.map((item, index) => placeItem(item, index)));
  const attribution = document.createElement("bdi");
  attribution.textContent = (answer.attributions || []).join(" · ");
  ui.sheetAttribution.replaceChildren(attribution);

  const buttons = ui.items.querySelectorAll("button");
  if (focused >= 0 && buttons.length > 0) {
    buttons[Math.min(focused, buttons.length - 1)].focus();
  } else if (state.focusOnRender) {
    if (buttons.length > 0) buttons[0].focus();
    else ui.sheetTitle.focus();
  }
  state.focusOnRender = false;
}

function placeItem(item, index) {
  const place = item.place || {};
  const li = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "place-item";
  button.dataset.testid = "place-item";
  button.dataset.placeId = place.id || "";

  const name = document.createElement("span");
  name.className = "place-name";
  name.dataset.testid = "place-name";
  name.textContent = placeName(place);
  if (place.displayName && place.displayName.languageCode) name.lang = place.displayName.languageCode;
  name.dir = "auto";

  const address = document.createElement("span");
  address.className = "place-address";
  address.dataset.testid = "place-address";
  address.textContent = place.formattedAddress || "";
  address.dir = "auto";

  const likelihood = document.createElement("span");
  likelihood.className = "place-likelihood";
  likelihood.dataset.testid = "place-likelihood";
  const percent = formatLikelihood(item.likelihood);
  likelihood.textContent = percent;
  likelihood.setAttribute("aria-hidden", "true");
  const spoken = document.createElement("span");
  spoken.className = "visually-hidden";
  setMessage(spoken, "likelihood", { percent });

  const text = document.createElement("span");
  text.className = "place-text";
  text.append(name, address);
  button.append(text, likelihood, spoken);
  button.addEventListener("click", () => pick(index));
  li.append(button);
  return li;
}

function placeName(place) {
  return (place.displayName && place.displayName.text) || place.formattedAddress || place.id || "";
}

/** The tutorial's pick: clear the markers, add one with title and snippet, open its info window. */
function pick(index) {
  const answer = state.latest && state.latest.answer;
  const item = answer && answer.placeLikelihoods[index];
  if (!item || !item.place || !item.place.location) return;
  const place = item.place;
  closeSheet();

  const latLng = [place.location.latitude, place.location.longitude];
  state.markers.clearLayers();
  const title = placeName(place);
  const marker = L.marker(latLng, { title, alt: title, keyboard: true });

  const popup = document.createElement("div");
  popup.className = "marker-popup";
  const heading = document.createElement("strong");
  heading.className = "marker-title";
  heading.dataset.testid = "marker-title";
  heading.textContent = title;
  heading.dir = "auto";
  if (place.displayName && place.displayName.languageCode) heading.lang = place.displayName.languageCode;
  const snippet = document.createElement("span");
  snippet.className = "marker-snippet";
  snippet.dataset.testid = "marker-snippet";
  snippet.textContent = place.formattedAddress || "";
  snippet.dir = "auto";
  popup.append(heading, snippet);

  marker.bindPopup(popup, { autoPanPadding: [24, 24] });
  marker.on("popupopen", (event) => {
    const close = event.popup.getElement() && event.popup.getElement().querySelector(".leaflet-popup-close-button");
    if (close) {
      close.setAttribute("role", "button");
      close.setAttribute("aria-label", t("closePopup"));
      close.title = t("closePopup");
    }
  });
  marker.addTo(state.markers);
  state.map.setView(latLng, state.map.getZoom(), VIEW_OPTIONS);
  marker.openPopup();
  ui.map.dataset.pickedPlace = place.id || "";
  refreshPlaces();
}

// ---------------------------------------------------------------- start

function bindControls() {
  ui.getPlace.setAttribute("aria-controls", "place-sheet");
  ui.getPlace.setAttribute("aria-expanded", "false");
  ui.getPlace.addEventListener("click", onGetPlace);
  ui.sheetClose.addEventListener("click", () => closeSheet());
  ui.errorDismiss.addEventListener("click", clearError);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.sheetOpen) {
      event.preventDefault();
      closeSheet();
    }
  });
}

async function start() {
  applyLanguage();
  bindControls();
  ui.map.classList.add("map-waiting");
  publishView();
  startWatching();
  followPermission();
  state.config = await loadConfig();
  showMapWhenReady();
}

start();
