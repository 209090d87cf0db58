import type { SnippetType } from '@hotel/contracts';
import { hasPostcode, looksLikeAddress, looksLikeContact } from './address.ts';

/*
 * Generic, multilingual lexicons (EN/FR/DE/ES/IT/VI/JA) used to type snippets by the heading they
 * sit under and by their content. Nothing here is specific to one property.
 */
/**
 * Heading words of the other European languages hotel sites are written in: Swedish, Danish,
 * Norwegian, Finnish, Hungarian, Slovenian, Croatian, Greek, Turkish, Romanian, Catalan, Estonian,
 * Slovak, Latvian and Lithuanian, one string per language in that order. Each term is a whole word or phrase (`\b` knows no non-ASCII letter, so the
 * bounds are letters); `~` lets a stem take the endings these languages inflect and compound with
 * ("szolgáltatás~" is "szolgáltatásaink", "konferens~" is "konferensrum"). Greek is matched with or
 * without its accents, since headings in capitals drop them.
 */
const REGIONAL_HEAD: Record<'room' | 'amenity' | 'poi' | 'transport' | 'dining' | 'meetings' | 'policy' | 'contact' | 'about', string[]> = {
  room: [
    'rum|hotellrum|våra rum|sviter?|boende|logi',
    'værelser?|hotelværelser?|overnatning|suiter?',
    'rom|hotellrom|våre rom|overnatting|suiter?',
    'huonee~|huoneet|huoneemme|majoitus|sviitit|huoneistot',
    'szob~|szállás~|lakosztály~|apartman~',
    'sobe|nastanitev|namestitev|apartma~',
    'sobe|smještaj~|apartman~',
    'δωμάτια|δωμάτιο|διαμονή|σουίτες|διαμερίσματα|καταλύματα',
    'odalar~|konaklama|süitler',
    'camere|camera|cazare|apartamente|garsoniere|suite',
    'habitacions|habitació|allotjament|suites|apartaments',
    'toad|tuba|toa|majutus|sviidid|apartemendid',
    'izby|izba|ubytovanie|apartmány|apartmán|suity',
    'numuri|numurs|naktsmītn~|apartamenti|svītas',
    'kambariai|kambarys|apgyvendinimas|apartamentai|liuksai',
  ],
  amenity: [
    'faciliteter|bekvämligheter|tjänster|utrustning|det här ingår|det ingår|ingår i priset|vi erbjuder|hotellet erbjuder',
    'faciliteter|udstyr|det er inkluderet|inkluderet i prisen|vi tilbyder|hotellet tilbyder',
    'fasiliteter|tjenester|utstyr|inkludert i prisen|vi tilbyr|hotellet tilbyr',
    'palvelu~|varustelu~|mukavuudet|hintaan sisältyy|tarjoamme',
    'szolgáltatás~|felszereltség~|kínálat~|amit kínálunk',
    'storitve|ponudba|oprema|nudimo|pri nas vam nudimo',
    'usluge|sadržaji|oprema|nudimo|u ponudi',
    'παροχές|υπηρεσίες|εγκαταστάσεις|ανέσεις',
    'olanaklar~|hizmetler~|imkanlar~|tesis olanakları|otel olanakları|özellikler',
    'facilități|facilitati|servicii|dotări|dotari|ce oferim|oferim|inclus în preț',
    'serveis|instal·lacions|equipaments|comoditats|què oferim|inclòs',
    'teenused|mugavused|võimalused|varustus|pakume|hinna sees',
    'služby|vybavenie|vybavenosť|ponúkame|v cene|čo ponúkame',
    'pakalpojumi|ērtības|aprīkojums|piedāvājam|cenā iekļauts',
    'paslaugos|patogumai|įranga|siūlome|į kainą įskaičiuota',
  ],
  poi: [
    'i närheten|närområdet|omgivning~|sevärdheter|att (?:göra|se)|upplev|upptäck|utflyktsmål|aktiviteter|i området',
    'i nærheden|nærområdet|omgivelse~|seværdigheder|oplev|opdag|udflugtsmål|aktiviteter|ting at (?:lave|se)|området',
    'i nærheten|nærområdet|omgivelse~|severdigheter|opplev|oppdag|utflukter|aktiviteter|ting å (?:gjøre|se)|området',
    'lähistö~|lähiympäristö~|ympäristö~|lähialue~|nähtävyy~|nähtävää|tekemistä|aktiviteetit',
    'a közelben|környék~|látnivaló~|programajánló~|programok|kirándulás~|fedezze fel',
    'v bližini|okolica|okolici|znamenitosti|izleti|aktivnosti|kaj (?:početi|videti|obiskati)|doživetja',
    'u blizini|okolica|okolina|okolici|znamenitosti|izleti|aktivnosti|atrakcije|što (?:raditi|vidjeti|posjetiti)|istražite',
    'κοντά|στην περιοχή|η περιοχή|περιοχή|αξιοθέατα|τι να (?:κάνετε|δείτε)|δραστηριότητες|εξερευνήστε',
    'yakın~|çevre~|gezilecek yerler|görülecek yerler|yapılacaklar|aktiviteler|keşfedin|bölge~',
    'în apropiere|in apropiere|împrejurimi|imprejurimi|obiective turistice|atracții|atractii|ce să vizitați|ce sa vizitati|de vizitat|activități|explorați',
    'a prop|als voltants|voltants|rodalies|llocs d[’\\x27]interès|què visitar|què fer|activitats|descobreix|descobriu',
    'lähedal|läheduses|ümbrus~|vaatamisväärsus~|mida teha|mida näha|tegevused|avasta|avastage',
    'v okolí|okolie|okolia|zaujímavosti|pamätihodnosti|výlety|čo navštíviť|čo robiť|aktivity|atrakcie',
    'tuvumā|apkārtne~|apskates objekti|ko darīt|ko redzēt|aktivitātes|atklājiet',
    'netoliese|apylinkės|apylinkėse|lankytinos vietos|ką veikti|ką pamatyti|veikla|atraskite',
  ],
  // (the airport, in any of its cases and in the plural, heads the way here as "Airports" does in English)
  transport: [
    'hitta hit|hitta till oss|så hittar du (?:hit|oss)|vägbeskrivning~|resa hit|ta sig hit|hur (?:du )?tar dig hit|kommunikationer|flygplats~',
    'find vej|find os|sådan finder du (?:os|vej|frem)|vejvisning|kørselsvejledning|rutevejledning|transportmuligheder|lufthavn~',
    'finn (?:veien|frem|oss)|veibeskrivelse|slik finner du (?:oss|frem)|reise hit|komme hit|hvordan komme (?:hit|seg hit)|flyplass~',
    'saapuminen|saapumisohjeet|näin löydät perille|liikenneyhteydet|kulkuyhteydet|reittiohjeet|kulkuohjeet|lentoasem~|lentokent~',
    'megközelítés~|hogyan juthat el|így talál (?:meg|ránk)|útvonal~|odajutás|közlekedés|repülőt~',
    'kako do nas|kako priti|dostop|prihod|navodila za pot|prevoz|letališč~',
    'kako do nas|kako doći|dolazak|upute za dolazak|prijevoz|zračn~ luk~',
    'πώς (?:θα )?(?:έρθετε|φτάσετε|μας βρείτε)|πρόσβαση|μετακίνηση|συγκοινωνία|οδηγίες (?:πρόσβασης|μετάβασης)|αεροδρόμι~|αερολιμέν~',
    'ulaşım~|nasıl (?:gelinir|gidilir|ulaşılır)|yol tarifi|havaliman~|havaalan~',
    'cum ajungeți|cum ajungeti|cum ajungi|acces|indicații|indicatii|transport|localizare|aeroport~',
    'com arribar|com arribar-hi|accés|arribar|transport|situació|aeroport~',
    'kuidas kohale jõuda|kuidas meieni jõuda|saabumine|juurdepääs|transport|teejuhised|lennujaam~',
    'ako sa k nám dostanete|ako sa k nám dostať|príjazd|prístup|doprava|dostupnosť|letisk~',
    'kā nokļūt|kā mūs atrast|piekļuve|transports|ceļa norādes|lidost~',
    'kaip atvykti|kaip mus rasti|atvykimas|susisiekimas|transportas|kelio nuorodos|oro uost~',
  ],
  dining: [
    'restaurang~|frukost~|mat och dryck|middag',
    'morgenmad|mad og drikke|spisested',
    'frokost|mat og drikke|middag',
    'ravintola~|aamiai~|ruoka',
    'étterem|étterm~|reggeli|konyh~',
    'restavracij~|zajtrk|kulinarika|kuhinja',
    'restoran~|doručak|konoba',
    'εστιατόριο|πρωινό|γαστρονομία|κουζίνα',
    'restoran~|kahvaltı|yeme içme|mutfak~|lokanta',
    'restaurant~|mic dejun|micul dejun|gastronomie|bucătărie',
    'restaurant~|esmorzar|gastronomia|cuina',
    'restoran~|hommikusöök|söök|köök',
    'reštaurácia|reštaurácie|raňajky|gastronómia|kuchyňa',
    'restorān~|brokast~|virtuve|ēdināšana',
    'restoran~|pusryčiai|virtuvė|maitinimas',
  ],
  meetings: [
    'konferens~|möte~|bröllop|evenemang|festlokal~',
    'konference~|møde~|bryllup~|selskaber|arrangementer',
    'konferanse~|møte~|bryllup~|selskap|arrangementer',
    'kokous~|konferenssi~|juhla~|häät|tilaisuud~',
    'rendezvény~|konferenci~|esküvő~|tárgyaló~',
    'seminar~|konferenc~|poroke|dogodki|prireditve|srečanja',
    'konferencij~|sastanci|vjenčanja|događanja|događaji|proslave',
    'εκδηλώσεις|συνέδρια|γάμοι|δεξιώσεις|συναντήσεις',
    'toplantı~|düğün~|organizasyon~|etkinlik~|kongre~',
    'evenimente|conferințe|conferinte|nunți|nunti|întâlniri|sală de conferințe',
    'esdeveniments|reunions|casaments|noces|congressos|celebracions',
    'üritused|konverents~|pulmad|koosolek~|seminar~',
    'podujatia|konferencie|svadby|stretnutia|semináre|oslavy',
    'pasākumi|konferenc~|kāzas|sanāksmes|semināri',
    'renginiai|konferencij~|vestuvės|susitikimai|seminarai',
  ],
  policy: [
    'bra att veta|villkor|bokningsvillkor|ordningsregler|regler|incheckning|avbokning~|vanliga frågor|frågor och svar',
    'godt at vide|betingelser|vilkår|husregler|afbestilling~|ofte stillede spørgsmål',
    'godt å vite|greit å vite|vilkår|husregler|avbestilling~|ofte stilte spørsmål',
    'hyvä tietää|ehdot|varausehdot|säännöt|peruutus~|usein kysyt~',
    'jó tudni|tudnivalók|házirend|feltételek|lemondási feltételek|gyakori kérdések',
    'dobro je vedeti|pogoji|hišni red|pogosta vprašanja|koristne informacije',
    'dobro je znati|uvjeti|kućni red|česta pitanja|korisne informacije|pravila',
    'καλό να γνωρίζετε|όροι|κανόνες|συχνές ερωτήσεις|χρήσιμες πληροφορίες',
    'bilmeniz gerekenler|koşullar|kurallar|otel kuralları|sıkça sorulan sorular',
    'bine de știut|bine de stiut|termeni|condiții|conditii|regulament|politica de anulare|întrebări frecvente|intrebari frecvente',
    'bo de saber|condicions|normes|política de cancel·lació|preguntes freqüents',
    'hea teada|tingimused|kodukord|reeglid|tühistamis~|korduma kippuvad küsimused',
    'dobré vedieť|podmienky|ubytovací poriadok|pravidlá|storno podmienky|časté otázky',
    'noderīgi zināt|noteikumi|iekšējās kārtības noteikumi|atcelšanas noteikumi|biežāk uzdotie jautājumi',
    'naudinga žinoti|sąlygos|taisyklės|vidaus taisyklės|atšaukimo sąlygos|dažniausiai užduodami klausimai',
  ],
  contact: [
    'kontakta oss',
    'kontakt os',
    'kontakt oss',
    'yhteystiedot|ota yhteyttä',
    'kapcsolat|elérhetőség~',
    'kontakt|kontaktni podatki',
    'kontakt|kontakti',
    'επικοινωνία|επικοινωνήστε',
    'iletişim|bize ulaşın',
    'contactați-ne|contactati-ne|date de contact',
    'contacte|contacta[’\\x27]ns|contacteu',
    'kontakt|kontaktid|võta ühendust',
    'kontaktujte nás',
    'kontakti|sazinies ar mums|sazinieties ar mums',
    'kontaktai|susisiekite',
  ],
  about: [
    'om oss|om hotellet|välkommen|vår historia|historik',
    'om os|om hotellet|om kroen|velkommen|historie',
    'om oss|om hotellet|velkommen|historie',
    'meistä|tietoa meistä|tervetuloa|historia|hotellista',
    'rólunk|bemutatkozás|üdvözöljük|történet~|a szállodáról',
    'o nas|dobrodošli|zgodovina|predstavitev',
    'o nama|dobrodošli|povijest|o hotelu',
    'σχετικά με εμάς|ποιοι είμαστε|καλώς ήρθατε|καλωσόρισμα|ιστορία',
    'hakkımızda|hoş geldiniz|tarihçe',
    'despre noi|bun venit|istoric|povestea noastră',
    'qui som|sobre nosaltres|benvinguts|benvinguda|història',
    'meist|tere tulemast|ajalugu|meie lugu',
    'o nás|vitajte|história|náš príbeh',
    'par mums|laipni lūdzam|vēsture|mūsu stāsts',
    'apie mus|sveiki atvykę|istorija|mūsų istorija',
  ],
};

/** Greek vowels with and without their accents (capitals drop them: "ΔΩΜΑΤΙΑ" is "δωμάτια"). */
const GREEK_VOWEL: Record<string, string> = { α: '[αά]', ε: '[εέ]', η: '[ηή]', ι: '[ιίϊΐ]', ο: '[οό]', υ: '[υύϋΰ]', ω: '[ωώ]' };
function greekAccentFree(term: string): string {
  return term.normalize('NFD').replace(/[\u0301\u0308]/gu, '').normalize('NFC').replace(/[αεηιουω]/gu, (v) => GREEK_VOWEL[v] ?? v);
}

/** "a|b (?:c|d)" -> ["a", "b (?:c|d)"]: the alternatives outside any group. */
function topLevelAlternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of source) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (ch === '|' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  return [...out, cur];
}

/**
 * One pattern source for terms written as above: letter-bounded, stems open, Greek accent-free,
 * spaces any. A Turkish capital "İ" is no "i" to the `i` flag ("İletişim"), so every "i" takes it.
 */
export function regionalTerms(terms: string[]): string {
  const forms = terms
    .flatMap(topLevelAlternatives)
    .map((t) => (/[\u0370-\u03ff]/u.test(t) ? greekAccentFree(t) : t).replace(/i/g, '[iİ]').replace(/~/g, '\\p{L}*').replace(/ /g, '\\s+'));
  return `(?<![\\p{L}])(?:${forms.join('|')})(?![\\p{L}])`;
}

/**
 * Dictionary words of the section kinds the lists above miss, in the languages the issue requires
 * (en, fr, de, es, it, pt, nl) and the corpora's others (pl, cs, sk, ja, ko, zh, th, vi), one string
 * per language: facilities, the way here, house rules, contact, and excursions, sights and the surroundings
 * for places. Rooms and meals are not widened: the facilities a house lists under them are read
 * less well as room or dining text than as untyped lists. Activities are left out: a house's
 * own offer ("Water activities", "Actividades") is as often under them as the area's, leisure
 * ("Freizeit & Wellness", "Loisirs") the house's too, and "area" or "region" alone heads
 * directories ("Area companies & businesses").
 */
const MORE_HEAD: Partial<Record<keyof typeof REGIONAL_HEAD, string[]>> = {
  amenity: ['wellness', 'leistungen', 'equipements?|équipements', 'equipamiento|facilidades', 'usługi', 'zariadenie'],
  transport: ['jak k nám|letišt~', 'hoe te bereiken|luchthaven~', 'lotnisk~', 'đường đi|cách đến|chỉ đường|di chuyển'],
  policy: ['normas|reglas', 'regras|normas', 'regole', 'règles', 'regels|huisregels', 'regulamin', 'pravidla|ubytovací řád'],
  poi: [
    'excursions?|sights|things to see',
    'excursions?|que visiter|quoi visiter|randonnées',
    'ausflüge|ausflugstipps|unternehmungen|museen',
    'excursiones|entorno|qué visitar|que visitar|rutas',
    'escursioni|territorio|cosa visitare|itinerari',
    'passeios|atrações|atracções|atrativos',
    'uitstapjes|excursies',
    'wycieczki|warto zobaczyć|zwiedzanie',
    'výlet~|turistika|co vidět',
    'výlet~|turistika|čo vidieť',
    'điểm tham quan|lân cận|xung quanh|khám phá',
  ],
};

/** The same in Japanese, Chinese, Korean and Thai, whose words run on without spaces: matched anywhere in the heading. */
const MORE_HEAD_UNSPACED: Partial<Record<keyof typeof REGIONAL_HEAD, string[]>> = {
  amenity: ['设施|設施|服务|服務', '부대시설|편의시설', 'สิ่งอำนวยความสะดวก'],
  // (Japanese heads each way here "for those coming by train / by car": 電車でお越しの方, お車でお越しの場合;
  // Korean "when using the subway / the bus": 지하철 이용시, 버스 이용 시)
  transport: ['空港|お越しの方|お越しの場合|電車で|お車で|バスで', '如何到达|交通指南|机场|機場', '오시는 길|찾아오는 길|교통|공항|지하철|자가용|(?:버스|기차|택시|KTX|SRT)\\s?이용', 'การเดินทาง|สนามบิน'],
  contact: ['联系我们|聯絡我們|联系方式', '문의|연락처', 'ติดต่อ'],
  poi: ['見どころ|近隣', '주변|관광|명소|볼거리|즐길거리', '周边|周邊|景点|景點|附近|旅游|旅遊', 'สถานที่ท่องเที่ยว|ท่องเที่ยว|ใกล้เคียง'],
};

const withRegional = (base: RegExp, kind: keyof typeof REGIONAL_HEAD): RegExp => {
  const more = MORE_HEAD[kind] ? `|${regionalTerms(MORE_HEAD[kind])}` : '';
  const unspaced = MORE_HEAD_UNSPACED[kind] ? `|${MORE_HEAD_UNSPACED[kind].join('|')}` : '';
  return new RegExp(`${base.source}|${regionalTerms(REGIONAL_HEAD[kind])}${more}${unspaced}`, 'iu');
};

const HEAD = {
  room: withRegional(/(?<![\p{L}\p{N}])(guest ?rooms? (amenities|features)|in-?room|room (amenities|features|facilities)|rooms?\b|suites?\b|chambres?\b|camer[ae]\b|habitaci|zimmer|cottages?\b|bungalows?\b|appartements?\b|apartments?\b|lofts?\b|accommodations?\b|hébergement|alloggi|unterk|phòng|客室|部屋|宿泊)/iu, 'room'),
  // a heading opening with "included" lists what the stay or every room comes with ("Incluido en todas las
  // habitaciones", "Inkluderet"): facilities, though it names the rooms; "Not included" opens otherwise
  amenity: withRegional(/(služby|wyposażenie|prestations|instalações|serviços|faciliteiten|voorzieningen|udogodnienia|vybavení|características|caratteristiche|caractéristiques|merkmale|^incluye|^includes?$|^included|^inclus|^incluid[oa]s?(?![\p{L}])|^inkluderet|^inkludert|^comprend|what'?s included|^inbegrepen|inbegrepen in de prijs|^inklusive|im preis inbegriffen|^incluso|compreso nel prezzo|incluído no preço|incluido en el precio|amenit|facilit|services|features|equipment|équipement|commodit|servizi|dotazion|comodidad|amenidad|servicios|instalacion|ausstattung|einrichtung|annehmlich|what we offer|on-?site|highlights|tiện (nghi|ích)|dịch vụ|設備|サービス|施設|アメニティ)/iu, 'amenity'),
  poi: withRegional(/(in the (?:neighbou?rhood|area|vicinity)|close ?by|around here|nas redondezas|redondezas|nas imediações|arredores|dichtbij|in zona|nei paraggi|cerca de aquí|à deux pas|surroundings|surrounding area|in der nähe|in der umgebung|ausflugsziele|aux alentours|alentours|dans les environs|environs|alrededores|lugares de interés|dintorni|nelle vicinanze|arredores|nas proximidades|pontos de interesse|o que (?:fazer|visitar)|in de (?:buurt|omgeving)|omgeving|bezienswaardigheden|wat te doen|w pobliżu|w okolicy|okolic[aey]|atrakcje|co (?:zobaczyć|zwiedzić|robić)|v okolí|okolí|tipy na výlety|výlety|zajímavosti|pamětihodnosti|co (?:navštívit|dělat)|puntos de inter[eé]s|punti di interesse|points? d'intérêt|sehenswert|attraction|nearby|things to do|what to do|quoi faire|que faire|à voir|a voir|cosa vedere|qué ver|que ver|was unternehmen|what'?s near|landmark|around (us|the)|à proximité|a proximit|à faire|à découvrir|activités|dintorni|attrazion|da vedere|cosa fare|alrededor|atracci|qué hacer|que hacer|sehenswürd|umgebung|ausflug|points? of interest|explore|local area|sightseeing|tham quan|周辺|観光)/iu, 'poi'),
  transport: withRegional(/(getting (here|there|around)|from the airport|anfahrt|so finden sie uns|wie sie uns finden|nous trouver|plan d'accès|venir (?:à|au|chez)|como chegar|chegar até|bereikbaarheid|hoe (?:ons|ons te|u ons) (?:bereiken|vinden)|route(?:beschrijving)?$|dojazd|jak (?:do nas )?dojechać|jak do nas trafić|doprava|příjezd|jak se k nám dostan|jak nás najdete|directions|how to (get|reach|find)|\baccess\b|come arrivare|come raggiungerci|raggiungerci|accès|comment (?:venir|nous|se rendre|s['’]y rendre|accéder)|pour (?:venir|se rendre|nous rejoindre)|nous rejoindre|cómo llegar|como llegar|anreise|transport|airport|aeroporto|aéroport|aeropuerto|flughafen|shuttle|pick-?up|transfer|sân bay|交通|アクセス)/iu, 'transport'),
  dining: withRegional(/(restaurant|dining|\bbar\b|breakfast|\bfood\b|cuisine|ristorant|colazione|restaurante|desayuno|petit[- ]déjeuner|frühstück|gastronom|nhà hàng|レストラン|食事|料亭)/iu, 'dining'),
  meetings: withRegional(/(meeting|events?\b|wedding|conference|banquet|réunion|mariage|riunion|matrimoni|eventi|reuniones|bodas|eventos|tagung|hochzeit|hội nghị)/iu, 'meetings'),
  policy: withRegional(/(polic|faq|questions|house rules|rules|terms|conditions|check-?in|check-?out|règlement|politique|regolamento|condizioni|políticas|hausordnung|hotel details|good to know|à savoir|info ?prezzi)/iu, 'policy'),
  contact: withRegional(/(contact|reach us|find us|kontakt|contatt|contacto|liên hệ|お問い合わせ)/iu, 'contact'),
  about: withRegional(/(about|welcome|our story|history|overview|bienvenue|à propos|qui sommes|chi siamo|benvenut|storia|bienvenid|sobre nosotros|nosotros|über uns|willkommen|giới thiệu|introduc|présentation|presentazione|descripción|description|descrizione|l'auberge|la casa|概要|ご挨拶)/iu, 'about'),
};

/** Words that name a meal or a place to eat ("restaurant", "colazione", "Frühstück"), for readers outside the classifier. */
export const DINING_WORDS = HEAD.dining;

/**
 * The same in SV/DA/NB/FI/HU/SL/HR/EL/TR: "Med tåg", "Med fly", "Z avtobusom", "Με το πλοίο", or
 * one inflected word ("Junalla", "Vonattal", "Vlakom", "Otobüsle", "Αεροπορικώς"), and on foot.
 */
const REGIONAL_TRAVEL_MODE = regionalTerms([
  'med (?:tåg|buss|bil|flyg|flyget|båt|färja|taxi|cykel|kollektivtrafik|tunnelbana|spårvagn)~|till fots|kollektivtrafik',
  'med (?:tog|toget|bus|bussen|bil|fly|flyet|båd|færge|taxa|taxi|cykel|offentlig transport|metro|letbane)|til fods|offentlig transport',
  'med (?:tog|toget|buss|bussen|bil|fly|flyet|båt|ferje|hurtigbåt|taxi|sykkel|kollektivtransport|t-bane|trikk)|til fots|kollektivtransport',
  'junalla|bussilla|autolla|lentäen|lentokoneella|taksilla|laivalla|lautalla|raitiovaunulla|metrolla|pyörällä|kävellen|julkisilla~',
  'vonattal|busszal|autóbusszal|autóval|gépkocsival|repülővel|repülőgéppel|taxival|hajóval|komppal|villamossal|metróval|kerékpárral|gyalog|tömegközlekedéssel',
  'z (?:avtobusom|vlakom|letalom|avtom|avtomobilom|taksijem|ladjo|trajektom|kolesom|javnim prevozom)|peš',
  'autobusom|vlakom|zrakoplovom|avionom|automobilom|autom|taksijem|trajektom|brodom|katamaranom|tramvajem|biciklom|pješice|pješke|javnim prijevozom',
  'με (?:το |τη |την |τα )?(?:αυτοκίνητο|λεωφορείο|ΚΤΕΛ|πλοίο|πλοία|φέρι|ταξί|αεροπλάνο|τρένο|μετρό|ποδήλατο)|αεροπορικώς|ακτοπλοϊκώς|οδικώς|με τα πόδια',
  'otobüs(?:le|ler)~|trenle|uçakla|arabayla|otomobille|araçla|özel araçla|taksiyle|feribotla|vapurla|metroyla|tramvayla|bisikletle|yürüyerek|toplu taşıma~',
]);

/**
 * "By train", "Mit der Bahn", "En avion", "In treno", "En coche", "De comboio", "Met de trein":
 * a short heading naming a way of travelling types the section under it as transport.
 */
export const TRAVEL_MODE_HEADING = new RegExp(
  `^(?:(?:arriving |getting here |travel(?:l?ing)? )?(?:by|with|mit|per|en|in|con|de|em|met|par|via|à|a|z|ve|na)\\s+(?:(?:the|dem|der|den|la|le|l'|il|el|o|a|de|het|een|public)\\s+)?)(?:${[
    'train|air|plane|car|bus|coach|tram|metro|subway|underground|tube|boat|ferry|taxi|rail|bike|bicycle|public transport(?:ation)?',
    'bahn|zug|flugzeug|auto|pkw|straßenbahn|u-bahn|s-bahn|schiff|fahrrad|öffentlichen verkehrsmitteln',
    'avion|voiture|métro|tramway|bateau|vélo|transports? en commun',
    'treno|aereo|macchina|autobus|nave|traghetto|mezzi pubblici',
    // (the Río de la Plata's bus, coach and underground: "En colectivo", "En micro", "En subte")
    'tren|avión|coche|autobús|barco|transporte público|colectivo|micro|subte|ómnibus',
    // (Brazil's train and ferry: "De trem", "De balsa")
    'comboio|avião|carro|autocarro|ônibus|transportes? públicos?|trem|balsa',
    'trein|vliegtuig|boot|fiets|openbaar vervoer',
    'pociąg|samolot|samochód|vlak|letadlo',
  ].join('|')})\\b` +
    // Polish and Czech say "by train" with one word, the instrumental case ("Pociągiem", "Vlakem")
    '|^(?:pociągiem|autobusem|busem|samochodem|autem|samolotem|tramwajem|koleją|taksówką|rowerem|pieszo|vlakem|tramvají|metrem|letadlem|taxíkem|lodí|na kole|pěšky|mhd)(?![\\p{L}])' +
    `|^${REGIONAL_TRAVEL_MODE}`,
  'iu',
);

/** The same headings in SV/DA/NB/FI/HU/SL/HR/EL/TR (the imprint, which often holds the hotel's own address, is no heading here, as in German). */
const REGIONAL_CHROME = regionalTerms([
  'våra (?:andra |övriga )?hotell|andra hotell|nyhetsbrev|följ oss|integritetspolicy|personuppgiftspolicy|dataskydd|cookiepolicy|juridisk information|lediga jobb|jobba hos oss|karriär|presentkort',
  'vores (?:andre )?(?:hoteller|kroer)|andre hoteller|nyhedsbrev|følg os|privatlivspolitik|persondatapolitik|cookiepolitik|ledige stillinger|job hos os|karriere|gavekort',
  'våre (?:andre )?hotell(?:er)?|andre hotell(?:er)?|nyhetsbrev|følg oss|personvern~|ledige stillinger|jobb hos oss|karriere|gavekort',
  'muut hotellimme|uutiskirje|seuraa meitä|tietosuoja~|evästeet|evästekäytäntö|avoimet työpaikat|rekrytointi|lahjakort~',
  '(?:további |többi )?szállodáink|hírlevél|kövessen minket|adatvédelm~|állásajánlat~|karrier|ajándékutalvány~',
  'naši (?:drugi )?hoteli|e-novice|spremljajte nas|varstvo (?:osebnih )?podatkov|politika zasebnosti|piškotki|pravno obvestilo|zaposlitev|kariera|darilni bon~',
  'naši (?:ostali |drugi )?hoteli|ostali hoteli|pratite nas|zaštita (?:osobnih )?podataka|politika privatnosti|pravne napomene|kolačići|karijer~|zapošljavanje|poklon bon~',
  'τα (?:άλλα )?ξενοδοχεία μας|ενημερωτικό δελτίο|ακολουθήστε μας|πολιτική απορρήτου|προσωπικά δεδομένα|πολιτική cookies|όροι χρήσης|καριέρα|θέσεις εργασίας|δωροκάρτ~',
  '(?:diğer )?otellerimiz|e-?bülten|bizi takip edin|gizlilik politikası|kvkk~|kişisel verilerin korunması|çerez politikası|yasal uyarı|kariyer|insan kaynakları|hediye çeki',
]);

/**
 * Headings over what is no part of the hotel's offer: sister hotels, newsletter, legal notices and
 * privacy policies (the operator's registered address, the data controller), jobs, vouchers.
 */
const CHROME_HEADING_BASE =
  /^(?:(?:our |other |partner |sister )+hotels?|unsere (?:weiteren |anderen )?(?:partner)?hotels|partnerhotels|weitere hotels|nos (?:autres )?hôtels|nos établissements|(?:i nostri |altri )(?:hotel|alberghi)|(?:nuestros |otros )(?:hoteles)|outros hotéis|onze (?:andere )?hotels|newsletter|follow us|folgen sie uns|suivez-nous|síguenos|seguici|siga-nos|volg ons|cookies?(?: settings| policy)?|legal|rechtliches|mentions légales|informations légales|aviso legal|note legali|privacy (?:policy|notice|statement)|datenschutz(?:erklärung|hinweise)?|aviso de privacidad|política de privacidad|politique de confidentialité|informativa (?:sulla )?privacy|privacyverklaring|privacybeleid|política de privacidade|polityka prywatności|(?:zásady )?ochrany? osobních údajů|jobs|careers|karriere|stellenangebote|emplois?|recrutement|trabaja con nosotros|lavora con noi|vacatures|trabalhe conosco|kariera|praca u nas|kariéra|volná místa|採用情報|求人情報|gift (?:cards?|vouchers?)|(?:hotel)?gutscheine?|cartes? cadeaux?|bons? cadeaux?|tarjetas? regalo|buoni regalo|cadeaubon(?:nen)?)(?![\p{L}\p{N}])/iu;;
const CHROME_HEADING = new RegExp(`${CHROME_HEADING_BASE.source}|^${REGIONAL_CHROME}`, 'iu');

/** A sister or partner house, or "our other hotels", in SV/DA/NB/FI/HU/SL/HR/EL/TR. */
const REGIONAL_SISTER = regionalTerms([
  'systerhotell~|systerhus~|partnerhotell~|våra (?:andra |övriga )?hotell|andra hotell',
  'søsterhotel~|søsterkro~|søsterhus~|partnerhotel~|vores (?:andre )?hoteller|andre hoteller',
  'søsterhotell~|partnerhotell~|våre (?:andre )?hoteller|andre hoteller',
  'sisarhotel~|yhteistyöhotel~|muut hotellimme',
  'testvérszállod~|testvérhotel~|partnerszállod~|(?:további |többi )szállodáink',
  'sestrsk~ (?:hotel~|gostišč~|penzion~)|partnersk~ hotel~|naši (?:drugi )?hoteli|drugi hoteli',
  'sestrinsk~ (?:hotel~|pansion~)|partnersk~ hotel~|naši (?:ostali |drugi )?hoteli|ostali hoteli',
  'αδελφ~ ξενοδοχεί~|τα (?:άλλα )?ξενοδοχεία μας',
  'kardeş otel~|diğer otellerimiz|grup otellerimiz',
]);

/**
 * Sister houses where the languages write one compound word: Swedish "systerhus", Danish and
 * Norwegian "søsterhotel", "søsterkro", Hungarian "testvérszálloda", and
 * Slovene "sestrski hotel", "sestrsko gostišče" (Czech "sesterský" is matched beside Czech).
 */
const NORDIC_SISTER =
  '(?<![\\p{L}])(?:syster(?:hus|hotell|pensionat|gård|anläggning)|søster(?:hotel|hus|kro|gård|pensionat)|testvér(?:szállod|szálló|hotel|panzió)|sestrsk\\p{L}*\\s+(?:hotel|gostišč|gostiln|penzion|hiš|apartma))\\p{L}*';

/*
 * Another property of the same owner or group: a carousel of "other hotels", a partner house in the
 * footer, a sister inn in a paragraph. Its name, facilities and address are not this hotel's, so a
 * heading or a sentence that announces one keeps the block out of the profile.
 */
const SISTER_HEADING = new RegExp(
  [
    '(?<![\\p{L}])(?:(?:our|other|more|partner|sister|nearby|related)\\s+)+(?:hotels|properties|resorts|inns|lodges|locations|destinations)(?![\\p{L}])',
    '(?<![\\p{L}])(?:sister|partner)\\s+(?:hotels?|propert(?:y|ies)|resorts?|inns?|lodges?|houses?|pubs?|b&bs?|guest ?houses?|cottages?)',
    'unser(?:e|em|en)?\\s+(?:weiteren?\\s+|anderen?\\s+)(?:hotels?|häuser|haus|betriebe)|(?:partner|schwester)(?:hotels?|häuser|haus|betriebe?)|weitere\\s+(?:hotels|häuser)',
    'nos\\s+(?:autres\\s+)?(?:hôtels|établissements|maisons)|(?:hôtels?|établissements?|maisons?)\\s+(?:partenaires?|s(?:œ|oe)urs?|du groupe)',
    'nuestros\\s+(?:otros\\s+)?(?:hoteles|alojamientos|establecimientos)|otros\\s+hoteles|(?:hoteles?|hostales?)\\s+(?:herman[oa]s?|asociados?|del grupo)',
    '(?:i\\s+nostri\\s+|altri\\s+)(?:altri\\s+)?(?:hotel|alberghi)|le\\s+nostre\\s+(?:altre\\s+)?strutture|(?:hotel|alberghi|strutture?)\\s+(?:partner|gemell[aoei]|convenzionat[ei]|del gruppo)',
    '(?:nossos\\s+|outros\\s+)+hot[eé]is|(?:nossas\\s+|outras\\s+)+pousadas|(?:hot[eé]is|hotel|pousadas?)\\s+(?:parceir[oa]s?|irm[ãa]s?|irmãos|do grupo)',
    'onze\\s+(?:andere\\s+)?hotels|andere\\s+hotels|(?:partner|zuster)hotels?',
    'nasze\\s+(?:inne\\s+|pozostałe\\s+)?(?:hotele|obiekty|pensjonaty)|inne\\s+(?:hotele|obiekty)|(?:hotele|obiekty)\\s+partnerskie|siostrzan\\p{L}*\\s+(?:hotel|obiekt|pensjonat)',
    'naše\\s+(?:další\\s+|ostatní\\s+)?(?:hotely|penziony)|další\\s+(?:hotely|penziony)|partnersk\\p{L}*\\s+(?:hotely|penziony)|sestersk\\p{L}*\\s+(?:hotel|penzion)',
    // Nordic, Hungarian and Slovene compounds: "systerhotell", "søsterkro", "testvérszálloda"
    NORDIC_SISTER,
    '姉妹(?:館|ホテル)|系列(?:館|ホテル)|グループホテル|提携ホテル',
    REGIONAL_SISTER,
  ].join('|'),
  'iu',
);

/**
 * A sentence or heading that presents another property as the owner's second house ("our sister
 * hotel", "unser Partnerhaus", "notre autre hôtel", "nossa pousada irmã", "nasz drugi obiekt"): the
 * one list the extractor and the built-in model's readers (amenities, places, description) share.
 */
export const SISTER_MENTION = new RegExp(
  [
    '(?<![\\p{L}])(?:sister|partner)\\s+(?:hotels?|propert(?:y|ies)|inns?|resorts?|lodges?|houses?|pubs?|b&b|guest ?house)|our other (?:hotels?|propert(?:y|ies)|inns?|resorts?|lodges?|pubs?|houses?)',
    '(?:schwester|partner)(?:hotel|haus|betrieb)|unser(?:em)?\\s+(?:zweiten?|anderen?|anderes)\\s+(?:hotel|haus|betrieb)',
    '(?:hôtels?|établissements?|maisons?)\\s+(?:s(?:œ|oe)urs?|partenaires?|jumeaux?)|notre\\s+autre\\s+(?:hôtel|établissement|maison)',
    '(?:hotel|hostal|casa|posada)\\s+(?:herman[oa]|asociad[oa])|nuestro\\s+otro\\s+(?:hotel|hostal|alojamiento)',
    '(?:hotel|albergo|struttura)\\s+(?:gemell[ao]|partner)|(?:nostro|nostra)\\s+(?:altro|altra)\\s+(?:hotel|albergo|struttura)',
    '(?:pousada|hotel|casa)\\s+(?:irmã|irmão|parceir[ao])|(?:nossa\\s+outra\\s+(?:pousada|casa)|nosso\\s+outro\\s+hotel)',
    'zusterhotel|ons\\s+andere\\s+hotel',
    'nasz\\s+(?:drugi|inny)\\s+(?:obiekt|pensjonat|hotel|dom)|siostrzan\\p{L}*',
    'náš\\s+(?:druhý|další)\\s+(?:hotel|penzion)|sestersk\\p{L}*',
    NORDIC_SISTER,
    '姉妹(?:館|ホテル)|系列(?:館|ホテル)',
    REGIONAL_SISTER,
  ].join('|'),
  'iu',
);

/**
 * A facility that has closed ("the hammam closed in 2020", "das Hallenbad mussten wir 2019
 * schließen", "έκλεισε"): a closing verb, with a year or a word that makes it final. "The pool is
 * closed in winter" is a season, not a loss. Shared by the amenity and description readers. The
 * Nordic, Hungarian and Slovene words are there because the owners of small houses write in them
 * ("lukket permanent", "stängd sedan 2019", "véglegesen bezárt").
 */
export const CLOSED_VERB = /(?<![\p{L}])(?:closed|shut|geschlossen|schlie(?:ß|ss)en|stillgelegt|fermée?s?|a fermé|cerr(?:ó|ado|ada|amos)|chius[oa]|gesloten|fech(?:ou|ado|ada)|encerr(?:ou|ado|ada)|zamknięt\p{L}*|zamknęliśmy|zavřen\p{L}*|zrušen\p{L}*|έκλεισε|έκλεισαν|lukket|lukkede|nedlagt|stängd|stängt|stängde|stängdes|nedlagd|bezárt\p{L}*|megszűnt|zaprt\p{L}*|zaprli)(?![\p{L}])/iu;
export const CLOSURE_FINAL = /(?<![\p{L}\p{N}])(?:(?:19|20)\d\d|now|no longer|permanently|for good|nicht mehr|dauerhaft|endgültig|définitivement|definitivamente|ya no|non più|definitief|niet meer|não mais|na stałe|trvale|πλέον|οριστικά|permanent|for altid|for godt|för gott|ikke længere|ikke lenger|inte längre|véglegesen|már nem|trajno|dokončno)(?![\p{L}\p{N}])/iu;

/** "No longer", in the languages the product serves: what follows was offered once. */
export const NO_LONGER =
  /(?<![\p{L}])(?:no longer|not any ?more|nicht mehr|ya no|non più|niet meer|não mais|já não|już nie|již ne|ikke længere|ikke lenger|inte längre|már nem|már nincs|ne več|ne\s+\p{L}+\s+plus|n['’]\p{L}+\s+plus|δεν\s+(?:\p{L}+\s+){0,3}πλέον)(?![\p{L}])/iu;

/** Whether a sentence tells that something of the house has closed for good. */
export function tellsClosure(sentence: string): boolean {
  return CLOSED_VERB.test(sentence) && CLOSURE_FINAL.test(sentence);
}

/**
 * "See also", "Conheça também", "Polecamy również": a lead-in that recommends something more. Under
 * it a sight is still a sight, but a block that opens with the name of a place to stay is another
 * property.
 */
export const ALSO_LEADIN =
  /^(?:see also|also (?:discover|see|recommended)|we also recommend|discover also|conheça também|veja também|recomendamos também|découvrez (?:aussi|également)|à découvrir aussi|nous recommandons aussi|entdecken sie auch|wir empfehlen (?:auch|außerdem)|auch interessant|descubr[ae] también|te recomendamos también|scopri anche|ti consigliamo anche|ontdek ook|bekijk ook|polecamy (?:również|też|także)|zobacz (?:również|też|także)|doporučujeme (?:také|též)|podívejte se také)(?![\p{L}])/iu;
const LODGING_NOUN =
  /(?<![\p{L}])(?:hotel|hôtel|hotels|hostal|hostel|inn|resort|lodge|motel|pousada|posada|pension|pensjonat|penzion|gasthof|gasthaus|gästehaus|appartements?|apartments?|ferienwohnungen|chalets?|villa|b&b|bed and breakfast|guest ?house|agriturismo|albergo|locanda|quinta|domki|chata|chaty|ryokan)(?![\p{L}])|旅館|ホテル/iu;

/** Whether a block opens with the name of a place to stay ("Pousada X Ilhabela – spa e restaurante ..."). */
function opensWithLodgingName(content: string): boolean {
  const lead = content.replace(/^[^:]{0,40}:\s*/u, '').split(/\s[–—-]\s|[,.;(]/u)[0] ?? '';
  return lead.length <= 80 && /^[\p{Lu}„"“«]/u.test(lead) && LODGING_NOUN.test(lead);
}

/**
 * A short line that ends in a colon and announces other properties ("Discover our other hotels:",
 * "Unsere Partnerhäuser:"): the paragraphs after it, in the same section, present those houses.
 */
export function introducesOtherProperties(content: string): boolean {
  const t = content.trim();
  return t.length <= 80 && /:$/.test(t) && (SISTER_HEADING.test(t) || SISTER_MENTION.test(t));
}

/** Whether a block presents another property of the owner, not this hotel. */
function presentsOtherProperty(content: string): boolean {
  return content.length <= 400 && (SISTER_MENTION.test(content) || (ALSO_LEADIN.test(content) && opensWithLodgingName(content)));
}

/**
 * Text that is not about this hotel: another property (under an "Our other hotels" heading, a
 * sister house's card under "See also", a sentence presenting the partner house) or a site service
 * under its heading (jobs, newsletter, vouchers). It is left out of the snippets altogether: typed
 * `other` it would still be read as prose, and a sister's sights and facilities, or a careers
 * heading over a facilities page, would become this hotel's.
 */
export function notAboutThisHotel(content: string, kind: SectionKind): boolean {
  return kind === 'other-property' || kind === 'chrome' || presentsOtherProperty(content) || (kind === 'see-also' && opensWithLodgingName(content));
}

// addresses and contact lines are read by their shape in address.ts
export { hasStreetAddress, looksLikeAddress, looksLikeContact } from './address.ts';

const TRANSPORT_WORDS = /(airport|aeroporto|aéroport|aeropuerto|flughafen|sân bay|空港|train station|railway|station|gare|stazione|estación|bahnhof|ga\b|駅|metro|subway|underground|tram|bus\b|autobus|bus stop|shuttle|navette|taxi|ferry|traghetto|transfer|pick-?up|highway exit|interstate|exit \d|バス|タクシー)/iu;
const DISTANCE = /(\d+(?:[.,]\d+)?\s*(?:km|kilomet|mi\b|miles?|min|minutes?|mins|hours?|hrs?|h\b|m\b|meters?|metres?|phút|分|時間|キロ)|\bminutes? (walk|drive)|walking distance|à pied|a piedi|a pie)/iu;

export function mentionsTransport(s: string): boolean {
  return TRANSPORT_WORDS.test(s);
}

export function hasDistance(s: string): boolean {
  return DISTANCE.test(s);
}

const JUNK = [
  /^(book|reserve|booking|check availability|read more|learn more|more info|view more|see more|click here|continue|submit|search|menu|home|close|next|prev|previous|back|top|skip to|toggle|share|tweet|like|follow us|subscribe|sign in|log ?in|logout|register|join now)\b.{0,20}$/i,
  /(©|\(c\)\s*\d{4}|copyright|all rights reserved|tous droits|tutti i diritti|todos los derechos|alle rechte|powered by|designed by|web ?design by|theme by|registered trademarks?|trademarks? of\b|marques? déposées?|marchi registrati|marcas registradas|eingetragene marken)/i,
  /\b(cookies?|privacy policy|gdpr)\b.*\b(use|accept|consent|experience|site|website)\b/i,
  /^(please wait|loading|javascript|your browser)/i,
  // a template's filler text, also as the single-word labels of its icon lists ("Lorem", "Ipsum"): no language has these words
  /(?<![\p{L}])(?:lorem|ipsum)(?![\p{L}])|dolor sit amet/iu,
  // the web agency's credit ("Website by ...", "Webdesign & Hosting: ..."), often with the agency's own address
  /(?<![\p{L}])(?:web ?site|webseite|homepage|sito web|sitio web|site web|web ?design)\s+(?:by|von|realizzato da|realizado por|diseñado por|réalisé par|conçu par|door|feito por)\s|(?<![\p{L}])web ?design(?:\s*(?:&|and|und|e|y|et)\s*(?:hosting|programmierung|development|sviluppo|desarrollo|développement))?\s*:/iu,
  /\bvar \w+\s*=|function\s*\(|^\s*[{[]\s*"|\/\/# sourceURL/,
];

/** Interface chrome: social networks, booking and weather widgets, gallery controls, pagers. */
const UI_CHROME = [
  /^(facebook|twitter|x|instagram|pinterest|youtube|linkedin|tiktok|tripadvisor|google\s*\+|google plus|flickr|yelp|whatsapp|vimeo|tumblr|snapchat|foursquare|weibo|wechat|line|email|e-mail|print|rss)$/i,
  /^(check|compare|view|see|find|best|get)\s+(rates?|prices?|availability|deals?|offers?)\b.{0,20}$/i,
  /^(book now|book online|book direct|reserve now|click to (enlarge|zoom|view)|zoom|enlarge|view (gallery|photos?|map|all|details)|photos?|gallery|show (more|less|all)|read (more|less|reviews?)|more details|details|change|modify|cancel|apply|done|ok|select|choose|clear|reset)\b.{0,12}$/i,
  /^(check-?in|check-?out|arrival|departure)( date)?:?$|^(adults?|children|kids|infants?|guests?|rooms?|nights?)\s*:?$|promo(tional)?\s*(\/\s*corporate)?\s*code|corporate code|group code|rate type|smoking preference|need more rooms\??$/i,
  // booking wizards ("Step 2: Select A Room"), "Add to My Favorites", link bars written with pipes
  /^(step|étape|passo|paso|schritt) \d+\s*[:.)-]/i,
  /^add(ed)? to\b.{0,40}\b(favou?rites?|wish ?list|trip|itinerary|compare)\b/i,
  /^[^|\n]{1,40}(\s\|\s[^|\n]{1,40}){2,}$/,
  /^(\d+-day )?(weather )?forecast$|^local (time|temperature|weather):?$|^\d+\s*-\s*\d+ of \d+$|^(page )?\d+ (of|\/) \d+$/i,
];

/** Footer links in SV/DA/NB/FI/HU/SL/HR/EL/TR: imprint, privacy, cookies, terms, sitemap, jobs, vouchers. */
const REGIONAL_LEGAL = regionalTerms([
  'integritetspolicy|personuppgiftspolicy|dataskydd|cookies|cookiepolicy|villkor|bokningsvillkor|allmänna villkor|webbplatskarta|tillgänglighet|lediga jobb|karriär|presentkort|juridisk information',
  'privatlivspolitik|persondatapolitik|cookiepolitik|handelsbetingelser|betingelser|vilkår|sitemap|tilgængelighed|ledige stillinger|karriere|gavekort|juridisk information',
  'personvern~|informasjonskapsler|vilkår|salgsbetingelser|nettstedskart|tilgjengelighet|ledige stillinger|karriere|gavekort',
  'tietosuoja~|evästeet|evästekäytäntö|käyttöehdot|varausehdot|sivukartta|saavutettavuus~|avoimet työpaikat|rekrytointi|lahjakort~',
  'impresszum|adatvédelm~|adatkezelési tájékoztató|süti~|cookie tájékoztató|ászf|általános szerződési feltételek|oldaltérkép|honlaptérkép|karrier|állásajánlat~|ajándékutalvány~',
  'impresum|pravno obvestilo|varstvo (?:osebnih )?podatkov|politika zasebnosti|piškotki|splošni pogoji|zemljevid strani|kariera|zaposlitev|darilni bon~',
  'impressum|pravne napomene|zaštita (?:osobnih )?podataka|politika privatnosti|kolačići|opći uvjeti|uvjeti korištenja|karta weba|karijer~|poklon bon~',
  'πολιτική απορρήτου|προσωπικά δεδομένα|όροι χρήσης|όροι και προϋποθέσεις|πολιτική cookies|χάρτης ιστοτόπου|καριέρα|δωροκάρτ~',
  'gizlilik politikası|kvkk~|kişisel verilerin korunması|çerez politikası|çerezler|kullanım koşulları|yasal uyarı|site haritası|kariyer|insan kaynakları|hediye çeki',
]);

/** Links of a legal footer or of site services, in any of the languages hotel sites use. */
const LEGAL_LINK_BASE =
  /^(?:imprint|impressum|legal(?: notice| info(?:rmation)?)?|privacy(?: policy| notice| statement)?|data protection|datenschutz(?:erklärung|hinweise)?|terms(?: (?:and|&) conditions| of (?:use|service))?|t&cs?|agb|cookies?(?: policy| settings| richtlinie)?|cookie-richtlinie|mentions légales|politique de confidentialité|confidentialité|données personnelles|cgv|cgu|conditions générales(?: de vente| d'utilisation)?|aviso legal|política de privacidad|política de cookies|privacidad|condiciones(?: generales)?|note legali|termini e condizioni|informativa(?: privacy| cookie)?|colofon|disclaimer|algemene voorwaarden|privacyverklaring|privacybeleid|política de privacidade|termos(?: e condições)?|sitemap|site map|plan du site|mapa del sitio|accessibility|accessibilité|barrierefreiheit|contact(?: us)?|kontakt|contatti|contacto|contato|careers?|jobs|karriere|emploi|recrutement|empleo|lavora con noi|vacatures|work with us|join our team|trabaja con nosotros|travaillez avec nous|werken bij|trabalhe conosco|press|presse|prensa|faq|newsletter(?: abonnieren| anmelden)?|gift (?:cards?|vouchers?)|gutscheine?|cartes? cadeaux?|bons? cadeaux?|tarjetas? regalo|buoni regalo|cadeaubon(?:nen)?|vale presente|vale-presente|kariera|praca(?: u nas)?|polityka prywatności|polityka cookies|regulamin|mapa strony|bony? podarunkowe?|kariéra|volná místa|ochrana (?:osobních )?údajů|zásady ochrany osobních údajů|obchodní podmínky|mapa stránek|dárkov(?:ý|é) poukazy?|採用情報|求人情報|採用|リクルート|プライバシーポリシー|個人情報保護方針|個人情報の取り扱い|サイトマップ|利用規約|特定商取引法に基づく表記|よくある質問|ギフト券)$/iu;;
const LEGAL_LINK = new RegExp(`${LEGAL_LINK_BASE.source}|^${REGIONAL_LEGAL}$`, 'iu');

/**
 * A row of footer links ("Imprint · Privacy · Terms", "Impressum | Datenschutz | AGB"): most of its
 * parts are legal or service links. One such link alone, on a short line, is chrome too.
 */
function isLegalRow(s: string): boolean {
  const parts = s.split(/\s*[·|•/｜・]\s*|\s{2,}|\s+[-–]\s+/u).map((p) => p.trim()).filter(Boolean);
  if (parts.length > 12 || s.length > 200) return false;
  const legal = parts.filter((p) => LEGAL_LINK.test(p.replace(/^©.*$/u, 'imprint'))).length;
  return parts.length === 1 ? legal === 1 : legal >= 2 && legal * 2 >= parts.length;
}

/**
 * Booking conditions and widget promises ("Free cancellation up to 48 h before arrival",
 * "Kostenlose Stornierung bis 48 Stunden vor Anreise"): a cancellation word with a number of
 * hours or days, on a short line. They belong to the booking engine, not to the hotel's profile.
 */
const CANCEL_WORD = /(?:cancel|stornier|storno|annul|cancela|cancellaz|annuler|annulering|cancelamento|anulowan|bezpłatne anul)/iu;
const HOURS_OR_DAYS = /\d+\s*(?:h|hrs?|hours?|stunden|std\.?|heures?|horas?|ore|uur|days?|tage?n?|jours?|d[ií]as|giorni|dagen|godzin|dni)(?![\p{L}])/iu;
const BOOKING_PROMISE = /^(?:best (?:price|rate) guarantee(?:d)?|bestpreisgarantie|meilleur (?:prix|tarif) garanti|mejor precio garantizado|miglior prezzo garantito|beste prijsgarantie|melhor preço garantido)\b/iu;

function isBookingCondition(s: string): boolean {
  return s.length <= 160 && ((CANCEL_WORD.test(s) && HOURS_OR_DAYS.test(s)) || BOOKING_PROMISE.test(s.trim()));
}

/** A cookie banner's sentence, in the languages hotel sites use. */
const COOKIE_VERB = '(?:use|accept|consent|verwenden|nutzen|setzen|akzeptieren|utilis\\p{L}*|accept\\p{L}*|usamos|utilizamos|aceptar|utilizziamo|usiamo|accettare|gebruiken|accepteren|aceitar)';
const COOKIE_BANNER = new RegExp(`(?<![\\p{L}])cookies?(?![\\p{L}]).{0,120}(?<![\\p{L}])${COOKIE_VERB}(?![\\p{L}])|(?<![\\p{L}])${COOKIE_VERB}(?![\\p{L}]).{0,60}(?<![\\p{L}])cookies?(?![\\p{L}])`, 'iu');

export function isUiChrome(s: string): boolean {
  const t = s.trim();
  return UI_CHROME.some((r) => r.test(t)) || isLegalRow(t) || isBookingCondition(t) || COOKIE_BANNER.test(t);
}

export function isJunk(s: string): boolean {
  if (s.length < 3) return true;
  if (!/\p{L}/u.test(s)) return true;
  // a footer writes its address with the separators of a link bar ("Hotel X | Street 35 | 4050-492 Town")
  return JUNK.some((r) => r.test(s)) || (isUiChrome(s) && !looksLikeAddress(s));
}

/**
 * Untyped text this short is a label, a button or a widget heading ("Adults", "Mobile Access"):
 * it tells nothing about the hotel. Typed snippets (names, addresses, amenity items) may be short.
 */
export function isShortUntyped(content: string): boolean {
  return content.split('\n').every((line) => atMostWords(line, 3) && !/[\u3040-\u30ff\u4e00-\u9fff]{6,}/.test(line));
}

/** Whether `line` has at most `max` whitespace-separated words (stops counting past max). */
function atMostWords(line: string, max: number): boolean {
  let n = 0;
  for (const _word of line.matchAll(/\S+/g)) if (++n > max) return false;
  return true;
}

const PLACE_NOUN =
  /\b(museum|museo|musée|park|parc|parco|parque|castle|castello|château|castillo|lake|lago|lac|beach|plage|spiaggia|playa|trail|sentiero|sentier|itinerario|church|chiesa|église|iglesia|cathedral|duomo|fondazione|foundation|fondation|gallery|galleria|fonte|sorgente|spring|waterfall|cascata|cascade|monument|monumento|zoo|aquarium|island|isola|île|monte|mont|valley|vallée|borgo|old town|centro storico|temple|shrine|pagoda|via matildica|abbey|abbazia|abbaye)\b|寺|神社|城/iu;

/** A short heading naming a place, over a paragraph that talks about it, is a point of interest. */
function describesPlace(heading: string, content: string): boolean {
  const hw = heading.split(/\s+/);
  if (hw.length > 5 || heading.length > 50 || !/^\p{Lu}/u.test(heading)) return false;
  if (!PLACE_NOUN.test(content.slice(0, 250))) return false;
  const fold = (x: string): string[] => x.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 3);
  // the shared word must be a name in the paragraph (written with a capital), not a common word
  // or a year the heading happens to repeat ("A family camp since 1962", "The Property")
  const names = (content.slice(0, 400).match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}'’-]+/gu) ?? []).flatMap(fold);
  const cw = new Set(names);
  return fold(heading).some((w) => cw.has(w));
}

/**
 * The legal notice's names ("Impressum", "Mentions légales", "Aviso legal", "Colofon"): who runs the
 * site and where it is registered. The description reads it as chrome; the address reader reads an
 * address under it as the company's, not the house's.
 */
export const LEGAL_NOTICE_WORDS = 'impressum|impresszum|imprint|legal notice|mentions l[ée]gales|note legali|aviso legal|informação legal|colofon|tiráž';

/*
 * What guests write: reviews, testimonials, a guestbook, "what our guests say". Opinion, often years
 * old: a facility a guest praised may have closed since, and a course "nearby" may be none.
 */
const GUEST_SAY = [
  'what (?:our )?guests say|(?:das )?sagen unsere gäste|was unsere gäste sagen|gästestimmen|ce que (?:disent )?nos (?:clients|hôtes)|lo que dicen (?:nuestros )?(?:huéspedes|clientes)|cosa dicono (?:i nostri )?ospiti',
  'wat (?:onze )?gasten zeggen|o que dizem (?:os )?(?:nossos )?(?:hóspedes|clientes)|o que (?:os )?(?:nossos )?(?:hóspedes|clientes) dizem|co (?:o nás )?říkají (?:naši )?hosté|opinie (?:naszych )?gości|τι λένε οι (?:επισκέπτες|πελάτες) μας',
  // "the guests say" in Danish, Swedish, Norwegian; Hungarian and Slovene guests' opinions
  '(?:hvad |vad |hva )?(?:vores |våra |våre )?(?:gæster(?:ne)?|gäster(?:na)?|gjester(?:ne)?) (?:siger|säger|sier)|gæsteanmeldelser|anmeldelser|omdömen|recensioner|vendégeink (?:mondták|írták|véleménye)|vendégvélemények|mnenja (?:naših )?gostov|kaj pravijo (?:naši )?gostje',
  // "they loved their stay", "they talk about us": French lead-ins of a testimonial block
  "ils ont (?:aimé|adoré)|ils en parlent|ils parlent de nous",
  regionalTerms([
    'recensioner|omdömen|gästbok|(?:vad )?(?:våra )?gäster(?:na)? säger',
    'anmeldelser|gæstebog|(?:hvad )?(?:vores )?gæster(?:ne)? siger',
    'anmeldelser|omtaler|gjestebok|(?:hva )?(?:våre )?gjester(?:ne)? sier',
    'arvostelu~|asiakaspalaute|vieraskirja|asiakkaidemme kokemuksia',
    'vélemények|vendégvélemények|vendégkönyv|vendégeink (?:mondták|írták)',
    'mnenja(?: gostov)?|ocene gostov|knjiga gostov|vtisi gostov',
    'recenzije|dojmovi(?: gostiju)?|knjiga gostiju|komentari gostiju',
    'σχόλια επισκεπτών|αξιολογήσεις',
    'yorumlar~|misafir yorumları|değerlendirmeler|ziyaretçi defteri',
  ]),
].join('|');
const REVIEWS = new RegExp(
  `(reviews?|testimonials?|témoignages?|avis|recensioni|opiniones|reseñas|bewertungen|guest ?book|gästebuch|livre d'or|libro (?:de visitas|degli ospiti)|gastenboek|livro de visitas|księga gości|kniha návštěv|recenze|depoimentos|κριτικές|${GUEST_SAY}|口コミ)`,
  'iu',
);

export type SectionKind = 'chrome' | 'other-property' | 'see-also' | 'reviews' | 'room' | 'amenity' | 'poi' | 'transport' | 'dining' | 'meetings' | 'policy' | 'contact' | 'about' | null;

/** The kind of a section from its headings, innermost first. */
const LODGING_NAME = /\b(hotel|hôtel|inn|suites|resort|motel|hostel|lodge|auberge|albergo|agriturismo|casa|villa|cottages?|b&b)\b/i;

export function sectionKind(path: string[], h1: string | null = null): SectionKind {
  // the h1 is often the hotel's own name ("... Airport Inn"), which says nothing about the section
  const usable = path.filter((h) => h !== h1 || !LODGING_NAME.test(h));
  // a card under "Our other hotels" is chrome whatever its own heading says ("... Spa Resort")
  if (usable.slice(-3).some((h) => h.length <= 80 && (SISTER_HEADING.test(h) || SISTER_MENTION.test(h)))) return 'other-property';
  for (let i = usable.length - 1; i >= 0 && i >= usable.length - 2; i--) {
    const h = usable[i] ?? '';
    if (h.length > 80) continue;
    // order matters: "Guest Room Amenities" is about rooms, "Nearby restaurants" about the area
    if (/(guest ?rooms? (amenities|features)|in-?room|room (amenities|features|facilities))/i.test(h)) return 'room';
    if (CHROME_HEADING.test(h.trim())) return 'chrome';
    if (REVIEWS.test(h)) return 'reviews';
    if (HEAD.poi.test(h)) return 'poi';
    if (HEAD.transport.test(h) || TRAVEL_MODE_HEADING.test(h.trim())) return 'transport';
    if (HEAD.amenity.test(h)) return 'amenity';
    if (HEAD.meetings.test(h)) return 'meetings';
    if (HEAD.dining.test(h)) return 'dining';
    if (HEAD.policy.test(h)) return 'policy';
    if (HEAD.contact.test(h)) return 'contact';
    if (HEAD.room.test(h)) return 'room';
    if (HEAD.about.test(h)) return 'about';
    // last: "Descubre también los alrededores" is about the area, "Conheça também" alone says nothing more
    if (ALSO_LEADIN.test(h.trim())) return 'see-also';
  }
  return null;
}

const KIND_TO_TYPE: Record<Exclude<SectionKind, null | 'about' | 'contact' | 'reviews' | 'chrome' | 'other-property' | 'see-also'>, SnippetType> = {
  room: 'room',
  amenity: 'amenities',
  poi: 'point_of_interest',
  transport: 'transport',
  dining: 'dining',
  meetings: 'meetings_events',
  policy: 'policy',
};

/** "Le linee 70 e 71 fermano in Corso …", "Buses 12 and 40 stop …": lines of public transport by number. */
const NUMBERED_LINES = /(?<![\p{L}])(?:bus(?:es)?|autob[uú]s(?:es)?|buslinien?|bus lines?|linee?|lines?|lignes?|l[ií]neas?|linhas?|linien?|lijnen?|trams?|tramway|straßenbahn(?:linien?)?|u-bahn|s-bahn|metro|métro)\s+(?:n[°º.]?\s*)?[A-Z]?\d{1,4}(?![\p{L}\d])/iu;
/** "Piazza delle Erbe - 100 m", "Old Town Square (8 min walk)": a place with its distance, not a street address. */
const DISTANCE_TAIL = /(?:\s[-–—]\s|,\s*|\(\s*)\d+(?:[.,]\d+)?\s*(?:m|km|mi|miles?|min\.?|mins|minutes?|minuti|minutos|minuten|gehminuten)(?![\p{L}])[^\n]{0,30}$/iu;

/** A name followed by how far it is, in brackets: "Old Mill (2.5 km)", "Lakeside Trail (2 blocks west)". */
const NAME_THEN_DISTANCE = /^\p{Lu}[^()\n]{1,80}\s\((?:~|ca\.?|approx\.?)?\s*\d[\d.,]*\s*\p{L}[^()\n]{0,30}\)$/u;
/** The same after a spaced dash, the distance ending the line: "Castle Hill – 450 m", "Harbour — ca. 2 km". */
const NAME_DASH_DISTANCE = /^\p{Lu}[^\n]{1,80}\s[-–—]\s(?:~|ca\.?|approx\.?)?\s*\d+(?:[.,]\d+)?\s*(?:m|km|mi|miles?|[Mm]in\.?|mins|minutes?|minuti|minutos|[Mm]inuten|[Gg]ehminuten)$/u;

/** One line naming a place and how far it is, in brackets or after a dash, a bullet before it ("» Old Mill – 2.5 km"). */
function measuredPlaceLine(line: string): boolean {
  const item = line.replace(/^[•·*▪►✓✔»›]\s*/u, '');
  return NAME_THEN_DISTANCE.test(item) || NAME_DASH_DISTANCE.test(item);
}

/**
 * A list whose items name a place with how far it is ("Old Mill (2.5 km)", "Old Mill – 2.5 km",
 * cards read by visible-text) lists places, whatever its heading says ("Activities", a slogan); a
 * sight or two may go without a distance, three measured and two thirds of the lines make the
 * list. A list where most items name a station or an airport is left to the transport rules;
 * lists that write the distance after a comma ("Cafe, 1.0 mi.") are directories (restaurants,
 * companies) and stay untyped.
 */
function listOfPlacesWithDistances(content: string): boolean {
  const lines = content.split('\n');
  if (lines.length < 3) return false;
  const measured = lines.filter(measuredPlaceLine).length;
  const transport = lines.filter((l) => mentionsTransport(l)).length;
  return measured >= 3 && measured >= (lines.length * 2) / 3 && transport < lines.length / 2;
}

/**
 * A list or table whose lines mostly name a station, an airport or a stop with how far it is
 * ("Bahnhof Nord | 2 km", "Aeropuerto de Reus – 25 km"): two such lines at least, and half the lines.
 */
function listOfStopsWithDistances(content: string): boolean {
  const lines = content.split('\n');
  if (lines.length < 2) return false;
  const stops = lines.filter((l) => l.length <= 120 && mentionsTransport(l) && hasDistance(l)).length;
  return stops >= 2 && stops >= lines.length / 2;
}

/**
 * A line that is only the name of an airport or a station, bracketed as a label over the way from
 * it ("【成都双流机场】", "【X火车北站】", "〔X駅〕"): Chinese names them, as Japanese does, by a word
 * after the place (机场 / 機場 airport, 火车站 railway station, 汽车站 / 客运站 coach station). Whole
 * lines only: inside a sentence the same words open compounds ("机场大巴", the airport bus).
 */
const CJK_STOP_LABEL = /^[【〔［[「『(（]?\s*([\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー・A-Za-z0-9]{1,16}?(?:空港|駅|机场|機場|(?:火车|火車)[东西南北東]?站|汽车站|汽車站|客运站|客運站|高铁站|高鐵站))\s*[】〕］\]」』)）]?\s*[:：]?$/u;

/** The airport or station a CJK label line names, or null. */
export function cjkStopLabel(line: string): string | null {
  const m = CJK_STOP_LABEL.exec(line.trim());
  return m?.[1] && m[1].length >= 3 ? m[1] : null;
}

/** Type one text snippet: content patterns for addresses and contacts win, then the section. */
export function classifyText(content: string, kind: SectionKind, isList: boolean, heading: string | null = null): SnippetType {
  const short = content.length < 200;
  // before the address test: a sister house's street is not this hotel's address
  if (notAboutThisHotel(content, kind)) return 'other';
  if (kind === 'see-also') return classifyText(content, null, isList, heading);
  // under a transport heading, a line naming numbered lines is a link even when it names the street they stop in
  if (kind === 'transport' && short && NUMBERED_LINES.test(content) && !hasPostcode(content)) return 'transport';
  // under a neighbourhood heading, "Piazza delle Erbe - 100 m" is a place with its distance, and a
  // list most of whose lines are places with theirs is places under a heading of any kind or none,
  // though a line of it reads like a street
  if (kind === 'poi' && short && DISTANCE_TAIL.test(content) && !hasPostcode(content)) return 'point_of_interest';
  if (isList && (kind === null || kind === 'poi') && listOfPlacesWithDistances(content) && !hasPostcode(content)) return 'point_of_interest';
  // the same table or list under no telling heading with stations, airports and stops for most of its lines is the way here
  if (isList && kind === null && listOfStopsWithDistances(content) && !hasPostcode(content)) return 'transport';
  if (short && looksLikeAddress(content)) return 'address';
  if (short && looksLikeContact(content)) return 'contact';
  if (kind === 'contact') return short ? 'contact' : 'description';
  if (kind === 'transport') return 'transport';
  // what guests say is opinion, not a fact about the hotel; sister hotels and site services are not the hotel's
  if (kind === 'reviews' || kind === 'chrome' || kind === 'other-property') return 'other';
  if (kind && kind !== 'about') {
    const t = KIND_TO_TYPE[kind];
    if (kind === 'amenity' && !isList) return 'amenity';
    return t;
  }
  // a label line naming an airport or a station (CJK) heads the way from it
  if (cjkStopLabel(content)) return 'transport';
  if (!isList && mentionsTransport(content) && hasDistance(content) && content.length < 400) return 'transport';
  if (!isList && heading && kind === null && describesPlace(heading, content)) return 'point_of_interest';
  const words = content.split(/\s+/).length;
  const cjk = /[\u3040-\u30ff\u4e00-\u9fff]/.test(content);
  if (!isList && (words >= 12 || (cjk && content.length >= 40))) return 'description';
  return 'other';
}

/** Where a footer's copyright notice starts: "©", "(c)", "Copyright", in any order and number ("Copyright © 2024", "©Copyright"). */
const COPYRIGHT_MARK = /(?:©|\(c\)(?=\s*\d{4}|\s*\p{Lu})|(?<![\p{L}])copyright(?![\p{L}]))(?:\s*(?:©|\(c\)|copyright(?![\p{L}])))*/iu;
/** "All rights reserved" and its equivalents, up to the end of the notice they close. */
const RIGHTS_RESERVED =
  /(?<![\p{L}])(?:all\s+rights\s+reserved|tous\s+droits\s+réservés|tutti\s+i\s+diritti\s+riservati|todos\s+los\s+derechos\s+reservados|todos\s+os\s+direitos\s+reservados|alle\s+rechte\s+vorbehalten|alle\s+rechten\s+voorbehouden|všechna\s+práva\s+vyhrazena|všetky\s+práva\s+vyhradené|wszelkie\s+prawa\s+zastrzeżone|toate\s+drepturile\s+rezervate|minden\s+jog\s+fenntartva|alla\s+rättigheter\s+förbehållna|alle\s+rettigheder\s+forbeholdes|alle\s+rettigheter\s+reservert|kaikki\s+oikeudet\s+pidätetään|kõik\s+õigused\s+kaitstud|tüm\s+hakları\s+saklıdır|με\s+την\s+επιφύλαξη\s+παντός\s+δικαιώματος|sva\s+prava\s+pridržana|vse\s+pravice\s+pridržane|版权所有|版權所有|無断転載|著作権)/iu;
/** A credit for the site's maker ("Website by X", "Powered by X", "Réalisé par X", "Drevet af X"): where the owner's name ends. */
const MADE_BY =
  /(?<![\p{L}])(?:(?:web\s?)?(?:site|design|webdesign|development|hosting)?\s*(?:made|designed|built|developed|created|powered|hosted|realized|drevet|udviklet|réalisé|conçu|propulsé|realizzato|sviluppato|realizado|diseñado|desarrollado|gestaltet|erstellt|entwickelt|ontworpen|gemaakt|wykonanie|tvorba|készítette|spravuje|provozuje)\s*(?:by|af|av|par|da|por|von|door|przez|de|webu)?(?![\p{L}]))|(?<![\p{L}])(?:web ?site|webseite|web ?design|theme|template)\s+(?:by|von|par|por|da|af|door)(?![\p{L}])/iu;
/** A company's legal form ("Ltd", "GmbH", "S.L.", "s.r.o.", "Kft.", "OÜ"), any case; the short ones in capitals only ("AG", "AB", "SA"). */
const LEGAL_FORM = '(?:ltd|limited|llc|l\\.l\\.c|inc|corp|plc|gmbh|kg|ohg|sas|sarl|s\\.\\s?a\\.?\\s?r\\.?\\s?l|s\\.\\s?l|s\\.\\s?l\\.\\s?u|s\\.\\s?a|s\\.\\s?r\\.\\s?l|srl|s\\.\\s?p\\.\\s?a|snc|ltda|eireli|b\\.v|n\\.v|vof|a\\/s|aps|oü|kft|zrt|s\\.\\s?r\\.\\s?o|a\\.\\s?s|sp\\.\\s?z\\s?o\\.\\s?o|d\\.\\s?o\\.\\s?o|jsc|ike)\\.?(?![\\p{L}])';
const LEGAL_FORM_CAPS = '(?:AG|AB|AS|SA|SC|BV|NV|OY|UG|BT|CV|EPE|AE)\\.?(?![\\p{L}])';
const COMPANY = new RegExp(`(?<![\\p{L}])${LEGAL_FORM}`, 'iu');
const COMPANY_CAPS = new RegExp(`(?<![\\p{L}])${LEGAL_FORM_CAPS}`, 'u');
const COMPANY_NEXT = new RegExp(`^[\\s.,&]*${LEGAL_FORM}`, 'iu');
const COMPANY_NEXT_CAPS = new RegExp(`^[\\s.,&]*${LEGAL_FORM_CAPS}`, 'u');
/** A company named with its legal form ("X Ltd", "SC X SRL", "X, LLC"), in the name or right after it. */
function namesCompany(name: string, after: string): boolean {
  return COMPANY.test(name) || COMPANY_CAPS.test(name) || COMPANY_NEXT.test(after) || COMPANY_NEXT_CAPS.test(after);
}
/** Words for the website itself, which a template's copyright line leaves in place of the owner's name ("Copyright © Your Website 2019"). */
const TEMPLATE_NAME = /(?<![\p{L}])(?:your\s+(?:website|company|site|name)|website|company\s+name|site\s+name|my\s+(?:blog|website|site))(?![\p{L}])/iu;

/** The notice's name once its year, its rights phrase and its maker's credit are gone, and the text after it; null when none is left. */
function noticeName(text: string): { name: string; after: string } | null {
  let t = text.replace(RIGHTS_RESERVED, '\u2029');
  const credit = MADE_BY.exec(t);
  if (credit) t = t.slice(0, credit.index);
  // the first fragment with letters: "2024 X · Town", "X. Tous droits …", "2010. Všechna práva … X"
  const parts = t
    .split(/\u2029|\s+[|·•–—-]\s+|\s*[|·•]\s*|[.,;](?:\s|$)|\s{2,}/u)
    .map((p) =>
      p
        .replace(/^[\s.,:;-]*(?:(?:19|20)\d\d(?:\s*[-–—/]\s*(?:(?:19|20)?\d\d))?\s*)?[\s.,:;-]*/u, '')
        .replace(/^(?:by|por|par|von|door|da|di|de|af|av|przez)\s+/iu, '')
        .replace(/[\s.,:;-]*(?:(?:19|20)\d\d(?:\s*[-–—/]\s*(?:(?:19|20)?\d\d))?)?[\s.,:;-]*$/u, '')
        .trim(),
    )
    .filter((p) => /\p{L}/u.test(p));
  let name = parts[0];
  if (!name) return null;
  const after = t.slice(t.indexOf(name) + name.length);
  // "X X": a notice that writes the name twice over (a logo's text beside it)
  const ws = name.split(/\s+/);
  if (ws.length % 2 === 0 && ws.slice(0, ws.length / 2).join(' ') === ws.slice(ws.length / 2).join(' ')) name = ws.slice(0, ws.length / 2).join(' ');
  // a name opens on a capital (or a script without case) and is short; a legal link or a template's placeholder is none
  if (/^\p{Ll}/u.test(name) || name.split(/\s+/).length > 6 || name.length > 60 || TEMPLATE_NAME.test(name) || LEGAL_LINK.test(name)) return null;
  return { name, after };
}

/**
 * The name a footer's copyright notice gives ("© 2024 Pension X · All rights reserved", "Copyright © 2006-2011
 * Pensjonat X. Wszelkie prawa zastrzeżone.", "X © 2019"), without its year, its rights phrase and its maker's
 * credit; null when the notice names a company (a legal form), a template's placeholder or nothing.
 */
export function copyrightName(line: string): string | null {
  const m = COPYRIGHT_MARK.exec(line);
  if (!m) return null;
  const before = line.slice(0, m.index).trim();
  let found = noticeName(line.slice(m.index + m[0].length));
  // "El Don Resort © 2019": the name before the mark, when the line holds no more than the notice and every word is capitalised
  if (!found && before && before.split(/\s+/).length <= 5 && !/[.!?:\d]/u.test(before) && before.split(/\s+/).every((w) => /^[\p{Lu}\p{N}]/u.test(w) || /^\p{Ll}{1,3}$/u.test(w))) found = noticeName(before);
  if (!found || namesCompany(found.name, found.after)) return null;
  return found.name;
}
