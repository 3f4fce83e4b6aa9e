// The interface language: every user-visible string in six languages, the
// language picked for this page, and the helpers that put messages into the
// DOM. A language is picked from ?lang=, else navigator.language, else English.

// Every user-visible string, per language. `{name}` marks a value filled in
// at run time.
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
    forgetPlaces: "Forget my places ({count})",
    forgetPlacesHint: "Your picks stay in this browser only; they are sent with each request so that the places you often pick rank higher.",
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
    forgetPlaces: "Забыть мои места ({count})",
    forgetPlacesHint: "Ваши выборы хранятся только в этом браузере и отправляются с каждым запросом, чтобы места, которые вы часто выбираете, стояли выше.",
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
    forgetPlaces: "Esquecer meus locais ({count})",
    forgetPlacesHint: "Suas escolhas ficam só neste navegador e vão com cada pedido, para que os locais que você escolhe com frequência subam na lista.",
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
    forgetPlaces: "Yerlerimi unut ({count})",
    forgetPlacesHint: "Seçimleriniz yalnızca bu tarayıcıda kalır; sık seçtiğiniz yerler üstte çıksın diye her istekle gönderilir.",
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
    forgetPlaces: "Oublier mes lieux ({count})",
    forgetPlacesHint: "Vos choix restent dans ce navigateur seulement\u00a0; ils accompagnent chaque requête pour que les lieux que vous choisissez souvent remontent.",
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
    forgetPlaces: "انسَ أماكني ({count})",
    forgetPlacesHint: "تبقى اختياراتك في هذا المتصفح فقط، وتُرسل مع كل طلب لترتفع الأماكن التي تختارها كثيرًا.",
  },
};

/** Languages written right to left. */
const RTL_LANGUAGES = new Set(["ar"]);

/** A BCP 47-looking tag, e.g. "en", "pt-BR", "zh-Hant". */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * The interface language (the first asked for that MESSAGES has, else
 * English) and the tag asked of the API for place names (the first asked for,
 * kept as given, so ?lang=sv gets Swedish names in an English interface).
 */
function pickLanguage() {
  const asked = [new URLSearchParams(window.location.search).get("lang"), ...(navigator.languages || []), navigator.language]
    .filter((tag) => typeof tag === "string" && LANGUAGE_TAG.test(tag));
  const api = asked.length > 0 ? asked[0] : "en";
  for (const tag of asked) {
    const base = tag.split("-")[0].toLowerCase();
    if (MESSAGES[base]) return { ui: base, api };
  }
  return { ui: "en", api };
}

/** {ui, api}: the interface language and the language asked of the API. */
export const LANGUAGE = Object.freeze(pickLanguage());
const PERCENT = new Intl.NumberFormat(LANGUAGE.ui, { style: "percent", maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat(LANGUAGE.ui, { maximumFractionDigits: 0 });

/** The message `key` in the interface language (English when missing). */
export function t(key) {
  const table = MESSAGES[LANGUAGE.ui];
  return (table && table[key]) || MESSAGES.en[key] || key;
}

/**
 * Fills `element` with the message `key`, each `{name}` replaced by
 * `values[name]` inside a <bdi> so names and server text in another script
 * keep their own direction.
 */
export function setMessage(element, key, values = {}) {
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

/** A count as the interface language writes numbers. */
export function formatCount(count) {
  return COUNT.format(count);
}

/** A likelihood in [0, 1] as a whole percentage ("31%", "<1%"). */
export function formatLikelihood(likelihood) {
  const basisPoints = Math.round(Number(likelihood) * 10000);
  const percent = Math.round(basisPoints / 100);
  if (percent < 1) return "<" + PERCENT.format(0.01);
  return PERCENT.format(percent / 100);
}

/** Sets the page's language and direction, and fills every [data-msg] and [data-msg-aria-label]. */
export function applyLanguage() {
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

/** True when the page is written right to left. */
export function isRightToLeft() {
  return document.documentElement.dir === "rtl";
}
