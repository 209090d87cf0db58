/*
 * Generic multilingual lexicons for the built-in model. An amenity entry has a key (what makes two
 * wordings the same amenity: 'Free WiFi' and 'Complimentary Wi-Fi' share 'wifi') and a pattern that
 * finds it in free text; the matched words become the displayed name, so the profile keeps the
 * page's language. Nothing here names a particular property.
 */
export interface AmenityEntry {
  key: string;
  canonical: string;
  /** Finds the amenity in a list item or a heading. */
  pattern: RegExp;
  /**
   * Stricter pattern for free prose, where the bare word often means something else ("buona
   * cucina" is good cooking, "a wellness destination" is not a spa, "weddings" in a list of
   * occasions is not a venue). Defaults to `pattern`.
   */
  prose?: RegExp;
  /** An in-room feature: listed when a page lists it, not picked out of prose about the rooms. */
  inRoom?: boolean;
  /**
   * Something to do rather than a facility: in prose it counts only when the sentence ties it to
   * the property ("our private beach and fishing", "we have free kayaking"), not when it lists
   * what the region offers ("the center of Montana's best activities including fishing").
   */
  activity?: boolean;
}

// longest forms first: an alternation stops at the first that matches ("gratuit" inside "gratuito")
const FREE = '(?:free|complimentary|gratuit[oa]s?|gratuite?s?|gratis|grátis|kostenlos(?:e|es|er)?|bezpłatn[aey]|darmow[aey]|zdarma|miễn phí|無料)';

const AMENITY_ENTRIES: AmenityEntry[] = [
  { key: 'wifi', canonical: 'Free WiFi', pattern: new RegExp(`${FREE}\\s+(?:(?:wireless|high[- ]speed|in-room)\\s+)*(?:wi-?fi|wireless|internet)(?:\\s+(?:high[- ]speed\\s+)?internet)?(?:\\s+access)?|(?:wi-?fi|internet)\\s+${FREE}`, 'iu') },
  { key: 'wifi', canonical: 'WiFi', pattern: /\b(?:high[- ]?speed internet|wi-?fi|wireless internet|wlan|internet bezprzewodowy|bezprzewodowy internet|bezdrátový internet)\b/iu },
  { key: 'breakfast', canonical: 'Free breakfast', pattern: new RegExp(`${FREE}\\s+(?:[\\p{L}-]+\\s+){0,3}breakfast|breakfast (?:is )?(?:included|${FREE})|petit[- ]déjeuner (?:\\p{L}+ )?(?:inclus|gratuit)|colazione (?:\\p{L}+ )?inclusa|desayuno (?:\\p{L}+ )?incluido|café da manhã (?:\\p{L}+ )?incluído|pequeno-almoço (?:\\p{L}+ )?incluído|frühstück (?:inklusive|inbegriffen)|ontbijt (?:inbegrepen|inclusief)|śniadanie w cenie|snídaně v ceně|(?:including|incl\\.?) breakfast|petit[- ]déjeuner compris|colazione compresa|(?:incluye|con) desayuno|(?:inkl\\.?|inklusive) frühstück|(?:inclusief|incl\\.?) ontbijt|včetně snídaně|ze śniadaniem`, 'iu') },
  { key: 'parking', canonical: 'Free parking', pattern: new RegExp(`${FREE}\\s+(?:(?:on-?site|private|self)\\s+)?(?:parking|stationnement|parcheggio|estacionamiento|estacionamento|aparcamiento|parkplatz|parkplätze|parkoviště|parkování|parkeerplaats(?:en)?|駐車(?:場|スペース)?)|(?:parking|parcheggio|stationnement|estacionamiento|estacionamento|aparcamiento|parkoviště|parkování|駐車場)\\s+${FREE}|無料駐車(?:場|スペース)?`, 'iu') },
  { key: 'parking', canonical: 'Parking', pattern: /\b(?:(?:on-?site |private )?parking|stationnement(?: van life)?|parcheggio|estacionamiento|aparcamiento|estacionamento|parkplatz|parkplätze|parkmöglichkeit(?:en)?|tiefgarage|parkeerplaats(?:en)?|parkeergarage|parking strzeżony|parkoviště|parkování)\b|駐車場/iu },
  { key: 'pool', canonical: 'Outdoor pool', pattern: /\b(?:heated\s+)?(?:outdoor|indoor|infinity|rooftop|private|panoramic|heated)?\s*(?:swimming\s+)?pool\b(?!\s*(?:tables?|cues?|hall))|\bpiscine(?:\s+(?:extérieure|intérieure|chauffée|panoramique))?\b|\bpiscina(?:\s+(?:infinita|esterna|privata|climatizzata|exterior|privada))?\b|\balberca(?:\s+privada)?\b|schwimmbad|hallenbad|freibad|\bzwembad\b|\bbasen(?: kryty| odkryty)?\b|プール/iu },
  { key: 'hottub', canonical: 'Hot tub', pattern: /\b(?:hot tub|whirlpool|jacuzzi|spa privé|private spa|(?:vasca (?:con |per )?)?idromassaggio|bain à remous|hidromasaje|sprudelbad)\b/iu },
  { key: 'infrared', canonical: 'Infrared cabin', pattern: /\b(?:infrarot(?:kabine|sauna)|infra-?red (?:cabin|sauna|room)|cabine (?:à )?infrarouge|sauna infrarouge|infraroodsauna|infrarood ?cabine|sauna a infrarossi|sauna de infrarrojos|sauna infravermelh[ao]|sauna na podczerwień|infrasauna)\b/iu },
  { key: 'sauna', canonical: 'Sauna', pattern: /\b(?:(?:finnish|dry|infrared|bio)[- ])?saunas?(?: finlandese| finlandaise| finlandesa| finlandes[ae])?\b/iu },
  { key: 'steambath', canonical: 'Turkish bath', pattern: /\b(?:turkish bath|steam (?:room|bath)|hamm?am|bagno turco|bain turc|baño turco|dampfbad|bagno di vapore|bain de vapeur|baño de vapor|banho (?:turco|de vapor)|stoombad|łaźnia parowa|sauna parowa|parní lázeň)\b/iu },
  { key: 'spa', canonical: 'Spa', pattern: /\b(?:spa(?! shower)|wellness(?: center| centre| area)?|(?:centro|center|centre|area|zona) (?:benessere|wellness)|espace bien-être)\b/iu, prose: /\b(?:(?:day |full[- ]service |on-?site )?spa(?! shower)(?! destination)|wellness (?:center|centre|area|spa)|(?:centro|center|centre|area|zona) (?:benessere|wellness)|espace bien-être)\b/iu },
  // the quiet room of a wellness area, named apart from its sauna: "zona relax", "Ruheraum", "espace détente"
  { key: 'relax', canonical: 'Relaxation area', pattern: /\b(?:relaxation (?:area|room|zone|lounge)|relax (?:area|room|zone)|(?:zona|area|sala|angolo) relax|espace (?:détente|relaxation)|salle de (?:repos|relaxation)|ruheraum|ruhebereich|ruhezone|(?:sala|zona|área) de relajación|(?:sala|área|espaço) de relaxamento|rustruimte|relaxruimte|strefa relaksu|relaxační (?:zóna|místnost))\b/iu },
  { key: 'fitness', canonical: 'Fitness center', pattern: /\b(?:24-hour )?(?:fitness (?:center|centre|room)|gym|salle de sport|salle de fitness|palestra|gimnasio|ginásio|fitnessraum|fitnessruimte|siłownia)\b/iu },
  { key: 'restaurant', canonical: 'Restaurant', pattern: /\b(?:on-?site )?(?:restaurants?|ristoranti?|restaurantes?|restauracja|restaurace|gaststube|dining room|salle à manger|sala da pranzo|speisesaal|eetzaal|jadalnia|jídelna)\b|レストラン|料亭/iu, prose: /\b(?:on-?site )?(?:restaurant|ristorante|restaurante|restauracja|restaurace|gaststube|dining room|salle à manger|sala da pranzo|speisesaal|eetzaal|jadalnia|jídelna)\b|レストラン|料亭/iu },
  { key: 'bar', canonical: 'Bar', pattern: /\b(?:bar(?: ?-? ?caf[eé])?|lounge bar|pool bar|vinárna)\b/iu },
  { key: 'beergarden', canonical: 'Beer garden', pattern: /\b(?:beer garden|biergarten|pivní zahrádka|ogródek piwny)\b/iu },
  { key: 'roomservice', canonical: 'Room service', pattern: /\broom service\b|service en chambre|servizio in camera/iu },
  { key: 'reception24', canonical: '24-hour reception', pattern: /\b24(?:-hour|\/7| hours?)\s*(?:front desk|reception)|reception (?:open )?24\/7|réception 24|\b24-?stunden-?rezeption|rezeption (?:rund um die uhr|24)|recepción (?:abierta )?24|recepção (?:aberta )?24|recepce (?:otevřená )?(?:24|nonstop)|recepcja (?:czynna )?(?:24|całodobowa)|całodobowa recepcja|24-uurs ?receptie|receptie 24|reception (?:open )?24 hours/iu },
  { key: 'selfcheckin', canonical: 'Self check-in', pattern: /\bself[- ](?:service )?(?:check-?in|reception)|réception libre-service/iu },
  { key: 'shuttle', canonical: 'Airport shuttle', pattern: /\b(?:free |complimentary )?airport (?:shuttle|transfer|pick-?up)s?\b|navette (?:aéroport|gratuite)|navetta|\b(?:transfer|transfers|traslados?|transferts?|navette|shuttle|transporte?|přeprava|odbiór)\s+(?:privativos?\s+)?(?:(?:from|to|al|del|de|do|dos|da|z|ze|vom|zum|à|a|dall'|all'|de l'|à l')\s*)?(?:the\s+)?(?:airports?|aeropuerto|aeroportos?|aéroport|flughafen|letiště|lotniska|luchthaven)\b|\bflughafen-?transfer\b/iu },
  { key: 'business', canonical: 'Business center', pattern: /\bbusiness (?:center|centre)\b/iu },
  { key: 'meeting', canonical: 'Meeting facilities', pattern: /\b(?:meeting|conference) (?:room|rooms|facilities|space)\b|salles? de (?:réunions?|séminaires?|conférences?)|sal[ae] riunioni|salas? de (?:reuniones|reuniões|conferencias)|\b(?:tagungs|seminar|konferenz|besprechungs)r(?:a|ä)ume?\b|\bvergader(?:zaal|zalen|ruimtes?)\b|sala konferencyjna|konferenční (?:sál|místnost)/iu },
  { key: 'laundry', canonical: 'Laundry', pattern: /\b(?:(?:guest|coin) )?(?:laundry(?: service| facilities| machines| room)?|lavanderia|lavandería|lavandaria|blanchisserie|buanderie|laverie|lavadora|waschmaschine|wäscheservice|wasmachine|pralnia)\b/iu },
  { key: 'luggage', canonical: 'Luggage storage', pattern: /\b(?:luggage|baggage) (?:storage|room)\b|deposito bagagli|consigne|\bbagagerie\b|guarda(?:r)? (?:de |el |tu |su )?(?:equipajes?|bagage(?:m|ns))|guarda-?volumes|consigna de equipajes?|gepäckaufbewahrung|gepäckraum|úschovna zavazadel|przechowalnia bagażu|bagagedepot|bagageruimte/iu },
  { key: 'elevator', canonical: 'Elevator', pattern: /\b(?:elevators?|(?<!ski[- ]?|chair ?)lifts?(?! pass)|ascenseurs?|ascensor[ei]?|ascensores|elevador(?:es)?|aufz(?:u|ü)ge?|winda|windy|výtah[y]?)\b/iu },
  { key: 'ac', canonical: 'Air conditioning', pattern: /\bair[- ]?condition(?:ing|ed|er)\b|climatisation|\bclimatisée?s?\b|aria condizionata|aire acondicionado|ar[- ]condicionado|klimaanlage|\bklimatisiert(?:e|es)?\b|\bklimatizace\b|\bklimatizovan[éáý]\b|\bklimatyzacj[aię]\b|\bklimatyzowan[eya]\b|\bairco\b|\bclimatizzat[aeio]\b/iu },
  // "AC", "A/C": upper case only (no `i`), so the syllable "ac" in other words never matches
  { key: 'ac', canonical: 'Air conditioning', pattern: /\bA\s?\/\s?C\b|\bAC\b(?!\s*\d)/u },
  { key: 'pets', canonical: 'Pet-friendly', pattern: /\bpets? (?:welcome|friendly|allowed|stay free)\b|\b(?:pet|dog)-friendly\b|\bdogs? (?:are )?(?:welcome|allowed)\b|animaux (?:acceptés|admis|bienvenus)|chiens? (?:acceptés|admis|bienvenus)|animali (?:ammessi|benvenuti)|cani ammessi|se admiten mascotas|mascotas (?:permitidas|bienvenidas)|perros (?:permitidos|bienvenidos)|aceitamos (?:pets|animais)|animais (?:aceitos|permitidos)|cães (?:são )?bem-vindos|(?:hunde|haustiere) (?:sind )?(?:willkommen|erlaubt)|huisdieren (?:zijn )?(?:toegestaan|welkom)|honden (?:zijn )?(?:toegestaan|welkom)|psi (?:jsou )?vítáni|zwierzęta (?:akceptowane|mile widziane)/iu },
  { key: 'nonsmoking', canonical: 'Non-smoking', pattern: /(?:100% )?\bnon[- ]?smoking(?: hotel| rooms)?\b|smoke-free|\bnichtraucher\p{L}*|\bnon[- ]fumeurs?\b|\bno fumadores\b|\bnão fumantes\b|\bnekuřáck[ýé]\b|\bniepaląc[ya]\b|\brookvrij\b/iu },
  { key: 'accessible', canonical: 'Wheelchair accessible', pattern: /\b(?:wheelchair[- ](?:accessible|friendly)|meets ada|ada (?:accessible|compliant)|accessibile in sedia a rotelle|accessible en fauteuil|accessibles? (?:aux )?pmr|chambres? (?:accessibles?|adaptées?)|barrierefrei(?:e|es|er)?|rollstuhlgerecht(?:e|es)?|habitaci(?:ón|ones) adaptadas?|su[ií]tes? adaptadas?|quartos? adaptados?|acessibilidade|camer[ae] per disabili|bezbariérov[ýéá]|dla niepełnosprawnych|rolstoeltoegankelijk(?:e)?)\b/iu },
  { key: 'kitchen', canonical: 'Kitchen', pattern: /\b(?:shared |common |communal |equipped |full )?kitchen(?:ette)?s?\b|cuisine commune|cocina(?: equipada)?\b|cucina(?: comune)?\b|\bgemeinschaftsküche\b|\baneks kuchenny\b|\bkuchyňk[ay]\b|\bcozinha (?:equipada|compartilhada|comunitária)\b/iu, prose: /\b(?:shared|common|communal|guest|equipped|fully[- ]equipped|full|private) kitchens?\b|\bkitchenettes?\b|\bcuisines? (?:commune|équipée|partagée)|\bcocina (?:equipada|compartida)|\bcucin(?:a|e) (?:comune|attrezzat[ae]|condivis[ae]|a disposizione)|\bangolo cottura\b|\bküchenzeile\b|\bgemeinschaftsküche\b|\baneks kuchenny\b|\bkuchnia dla gości\b|\bkuchyňk[ay]\b|\bcozinha (?:equipada|compartilhada|comunitária)\b/iu },
  { key: 'bbq', canonical: 'BBQ grills', pattern: /\b(?:bbq|barbecue)(?: grills?| area)?\b|\basador(?: de carb[oó]n)?\b|\bgrills?\b|\bgrill(?:platz|stelle|ecke|hütte)\b|\bbarbacoa\b|\bchurrasqueira\b|\bbarbecue\b|\bmiejsce na grilla\b/iu },
  { key: 'picnic', canonical: 'Picnic area', pattern: /\bpicnic (?:area|tables?)\b|table à pique-nique/iu },
  { key: 'terrace', canonical: 'Terrace', pattern: /\b(?:panoramic |sun )?terrace\b|terrasse(?: panoramique)?|terrazza(?: panoramica)?|\bterraza\b|\bterraço\b|\bterras\b|\btaras\b|\bterasa\b/iu },
  { key: 'garden', canonical: 'Garden', pattern: /\bgardens?\b|\bjardin\b|\bgiardino\b|\bjardín\b|\bjardim\b|\bgarten\b|\btuin\b|\bogród\b|\bzahrad[ay]\b|\bzahrádk[ay]\b/iu },
  { key: 'bikestorage', canonical: 'Bicycle storage', pattern: /\b(?:(?:bike|bicycle|cycle) (?:shed|store|storage|room|garage)s?|local (?:à |a )?vélos|garage à vélos|(?:fahr)?radraum|fahrradkeller|fahrradgarage|przechowalnia rowerów|úschovna kol|fietsenstalling|deposito (?:bici|biciclette)|guarda-?bicicletas|aparcamiento de bicicletas)\b/iu },
  { key: 'bikes', canonical: 'Bicycles', pattern: /\b(?:free |complimentary )?(?:bicycles?|bikes?)(?: rentals?)?\b|\bbici(?:clett[ae])? elettrich?[ae]\b|\b(?:bicicletas?|vélos?) (?:eléctricas?|elétricas?|électriques?)\b|\belektrische fietsen?\b|\browery? elektryczn[ey]\b|\belektrokola?\b|\be-bikes?\b|\bvélos?\b/iu },
  { key: 'kayak', canonical: 'Kayaks', pattern: /\b(?:complimentary |free )?(?:kayak(?:s|ing)?|canoes?|canoë(?:s)?|canoa(?:s)?|kanus?|kajaks?|(?:stand-up )?paddle ?boards?)\b/iu, activity: true },
  // a boat to take out is listed apart from the paddle craft ("canoes and kayaks" and "boat rental")
  { key: 'boats', canonical: 'Boat rental', pattern: /\b(?:complimentary |free )?(?:(?:rowing|fishing|row|motor) ?boats?(?: rentals?| hire)?|boat (?:rentals?|hire)|location de barques?|barques?|ruderboot(?:e)?|tretboot(?:e)?|bootsverleih|pedalò|noleggio (?:barche|pedalò)|alquiler de barcas|barcas de remos|łodzie|wypożyczalnia łodzi|půjčovna lodí)\b/iu, activity: true },
  { key: 'beach', canonical: 'Private beach', pattern: /\b(?:private|sandy|swim(?:ming)?) beach\b|plage privée|spiaggia privata|playa privada|praia privada|privéstrand|eigene[rnm]? (?:strand|badeplatz|badestelle)|\bbadeplatz\b|\bbadestelle\b|prywatna plaża/iu },
  { key: 'marina', canonical: 'Marina', pattern: /\b(?:on-?site )?marina(?: on-?site| access)?\b|\bdock(?:age)? access\b/iu },
  { key: 'fishing', canonical: 'Fishing', pattern: /\bfishing\b|\bpêche\b|\bpesca\b/iu, activity: true },
  { key: 'gameroom', canonical: 'Game room', pattern: /\bgames? ?room\b|salle de jeux|sala giochi|sala de juegos|sala de jogos|spielzimmer|spielraum|speelkamer|pokój gier/iu },
  { key: 'playground', canonical: 'Playground', pattern: /\b(?:children'?s |kids'? )?playground\b|aire de jeux|parco giochi|parque infantil|área de juegos|(?:kinder)?spielplatz|speeltuin|parque infantil|plac zabaw/iu },
  { key: 'library', canonical: 'Library', pattern: /\b(?:library|bibliothèque|biblioteca|bibliothek|bibliotheek|biblioteka)\b/iu },
  { key: 'skiroom', canonical: 'Ski and boot room', pattern: /\b(?:drying room|ski (?:room|storage|locker)s?|boot (?:room|store|storage)|séchoir|local à skis?|skiraum|skikeller|trockenraum|deposito sci|guardaesquís|skiruimte|droogruimte|narciarnia|lyžárna)\b/iu },
  { key: 'massage', canonical: 'Massages', pattern: /\b(?:massages?|massaggi|masajes?|massagen|massagens|masaż(?:e)?)\b/iu },
  { key: 'shop', canonical: 'Shop', pattern: /\b(?:gift shop|souvenir shop|camp store|farm shop|mini-?market|hofladen|épicerie fine)\b/iu },
  { key: 'dishwasher', canonical: 'Dishwasher', pattern: /\b(?:dishwashers?|lave-vaisselle|lavavajillas|lavastoviglie|geschirrspüler|spülmaschine|vaatwasser|máquina de lavar (?:loiça|louça)|zmywarka)\b/iu },
  { key: 'washer', canonical: 'Washing machine', pattern: /\b(?:washing machines?|washers?(?: and dryers?)?|lave-linge|lavatrice|lavadora|waschmaschine|wasmachine|máquina de lavar roupa|pralka)\b/iu },
  { key: 'heating', canonical: 'Heating', pattern: /\b(?:central heating|underfloor heating|chauffage(?: central)?|calefacción|riscaldamento|zentralheizung|fußbodenheizung|heizung|verwarming|aquecimento(?: central)?|ogrzewanie)\b/iu },
  { key: 'babycot', canonical: 'Baby cot', pattern: /\b(?:baby cots?|cots? on request|cribs?|lits? (?:bébé|parapluie)|cunas?|culla|babybett(?:en)?|kinderbed(?:den)?|berços?|łóżeczk[oa])\b/iu },
  { key: 'highchair', canonical: 'High chair', pattern: /\b(?:high ?chairs?|chaises? haute|tronas?|seggiolon[ei]|hochstühle?|kinderstoel(?:en)?|cadeiras? de bebé|krzesełk[oa] do karmienia)\b/iu },
  { key: 'tabletennis', canonical: 'Table tennis', pattern: /\b(?:table tennis|ping[- ]?pong(?: table)?|tennis de table|tenis de mesa|ping pong|tischtennis(?:platte)?|tafeltennis|tenis stołowy)\b/iu },
  { key: 'boules', canonical: 'Boules court', pattern: /\b(?:terrain de (?:pétanque|boules)|boulodrome|petanque court|boules court|campo (?:da )?bocce|pista de petanca|boulebaan)\b/iu },
  { key: 'balcony', canonical: 'Balcony', pattern: /\b(?:balcon(?:y|ies)?|balcone|balcón|balkon(?:y)?|varanda)\b/iu, inRoom: true },
  { key: 'pooltable', canonical: 'Pool table', pattern: /\bpool table\b|billiards?\b/iu },
  { key: 'tennis', canonical: 'Tennis court', pattern: /\btennis(?: court)?\b/iu },
  { key: 'fireplace', canonical: 'Fireplace', pattern: /\b(?:indoor |outdoor )?fire ?(?:places?|pits?)\b|\bfoyers?\b|\bcamino\b|\bchemin[ée]e\b|\bchimenea\b|\bkamin(?:ofen)?\b|\bkachelofen\b|\bopen haard\b|\blareira\b|\bkominek\b|\bwood[- ]burning stove\b|\bpoêle à bois\b|\bestufa de leña\b|\bstufa a legna\b|\blog fires?\b|\bkaminfeuer\b|\bfeu de cheminée\b|\bkrb\b/iu },
  { key: 'halfboard', canonical: 'Half board', pattern: /\b(?:half[- ]board|demi-pension|mezza pensione|media pensión|meia pensão|halbpension|halfpension|polopenze|obiadokolacj[ae])\b/iu },
  { key: 'fullboard', canonical: 'Full board', pattern: /\b(?:full[- ]board|pension complète|pensione completa|pensión completa|pensão completa|vollpension|volpension|plná penze)\b/iu },
  { key: 'packedlunch', canonical: 'Packed lunch', pattern: /\b(?:packed lunch(?:es)?|picnic (?:lunch|basket|hamper)s?|lunch ?pakete?|lunchpaket|paniers?[- ]repas|pranzo al sacco|lunchpakket(?:ten)?|suchy prowiant)\b/iu },
  { key: 'adultsonly', canonical: 'Adults only', pattern: /\b(?:adults?[- ]only|solo (?:para )?adultos|adultes? uniquement|réservé aux adultes|nur für erwachsene|solo (?:per )?adulti|(?:só|apenas) (?:para )?adultos|alleen (?:voor )?volwassenen|tylko dla dorosłych|pouze pro dospělé)\b/iu },
  { key: 'cooking', canonical: 'Cooking classes', pattern: /\b(?:cooking (?:class|course|lesson|school)(?:es|s)?|clases? de cocina|cours de cuisine|cors[oi] di cucina|kochkurse?|aulas? de culinária|kookcursus(?:sen)?|kookworkshops?|lekcje gotowania|kurzy? vaření)\b/iu },
  { key: 'housekeeping', canonical: 'Housekeeping', pattern: /\bhousekeeping\b|daily (?:room )?cleaning/iu },
  { key: 'ev', canonical: 'EV charging', pattern: /\b(?:ev|electric vehicle|electric car) charg(?:ing|er)s?(?: stations?| points?)?\b|borne de recharge|\b(?:e-)?ladestation|ladesäule|laadpaal|laadpalen|colonnina di ricarica|punto de recarga|ponto de carregamento|stacja ładowania/iu },
  { key: 'cowork', canonical: 'Coworking', pattern: /\bco-?working(?: space)?\b|télétravail/iu },
  { key: 'carrental', canonical: 'Car rental', pattern: /\bcar (?:rental|hire)\b/iu },
  { key: 'tour', canonical: 'Tour desk', pattern: /\btour(?:s)? (?:desk|&? ?ticketing|booking)\b/iu },
  { key: 'exchange', canonical: 'Currency exchange', pattern: /\b(?:currency exchange|money chang(?:er|ing))\b/iu },
  { key: 'safe', canonical: 'In-room safe', pattern: /\b(?:in-room )?safe(?: box| vault| deposit)?\b(?! to)|\bsafety(?: deposit)? box(?:es)?\b|\bcoffre-fort\b|\bcassaforte\b|\bcaja fuerte\b|\bsafe deposit\b/iu },
  { key: 'concierge', canonical: 'Concierge', pattern: /\bconcierge\b|conciergerie|\bconserjer[ií]a\b|\bportineria\b/iu },
  { key: 'pillowtop', canonical: 'Pillowtop beds', pattern: /\bpillow-?top (?:beds|mattresses)\b/iu },
  { key: 'expresscheckout', canonical: 'Express checkout', pattern: /\bexpress check-?out\b/iu },
  { key: 'localcalls', canonical: 'Free local calls', pattern: /\bfree local (?:phone )?calls\b/iu },
  { key: 'newspaper', canonical: 'Free newspaper', pattern: /\b(?:free|complimentary) newspapers?\b/iu },
  { key: 'wedding', canonical: 'Wedding venue', pattern: /\bwedding(?:s| venue| hosting)?\b|\bmariages?\b|\bmatrimoni\b|\bbodas\b/iu, prose: /\bwedding (?:venue|hosting|packages?|ceremonies|planning|planner)s?\b|\bsalle de (?:mariage|réception)\b|\blocation per matrimoni\b|\bsal[óo]n (?:de|para) bodas\b/iu },
  { key: 'tv', canonical: 'Flat-screen TV', pattern: /\b(?:flat[- ]screen|cable|satellite|flat-panel) (?:cable )?(?:tv|television)s?\b/iu },
  { key: 'fridge', canonical: 'Mini-fridge', pattern: /\b(?:mini[- ]?fridges?|fridges?|refrigerators?|mini[- ]?réfrigérateurs?|réfrigérateurs?|frigo(?:rifero)?|mini[- ]?frigo|nevera|kühlschrank)\b/iu, inRoom: true },
  { key: 'minibar', canonical: 'Minibar', pattern: /\bmini[- ]?bars?\b/iu, inRoom: true },
  { key: 'microwave', canonical: 'Microwave', pattern: /\b(?:microwaves?(?: ovens?)?|micro-?ondes|forno a microonde|microonde|microondas|mikrowelle)\b/iu, inRoom: true },
  { key: 'coffee', canonical: 'Coffee maker', pattern: /\b(?:coffee ?makers?|coffee machines?|tea (?:and|&) coffee|cafeti[eè]re|machine à café|macchin(?:a|etta) (?:da|del|per il) caff[eè]|cafetera|kaffeemaschine|kettle|bouilloire|bollitore)\b/iu, inRoom: true },
  { key: 'hairdryer', canonical: 'Hair dryer', pattern: /\b(?:hair ?dryers?|hairdryers?|sèche-cheveux|asciugacapelli|secador(?: de pelo)?|haartrockner|föhn)\b/iu, inRoom: true },
  { key: 'iron', canonical: 'Iron', pattern: /\b(?:iron(?:ing board)?s?|fer à repasser|ferro da stiro|plancha(?: de ropa)?|bügeleisen)\b/iu, prose: /\b(?:irons? (?:and|&|with) ironing boards?|ironing (?:boards?|facilities)|fer à repasser|ferro da stiro|plancha de ropa|bügeleisen)\b/iu, inRoom: true },
  { key: 'breakfast', canonical: 'Breakfast', pattern: /\b(?:(?:continental|buffet|full|hot|homemade|american|english) )?breakfast(?: buffet)?\b|\bpetit[- ]déjeuner\b|\bcolazione\b|\bdesayuno\b|\bfrühstück(?:sbuffet)?\b|\bpequeno-almoço\b|\bontbijt\b|\bśniadani[ae]\b/iu, prose: /\b(?:continental|buffet|full|hot|homemade|american|english) breakfast\b|\bbreakfast (?:buffet|is served|room)\b|\bpetit[- ]déjeuner (?:buffet|continental|servi|inclus)\b|\bcolazione (?:a buffet|continentale|inclusa|servita)\b|\bdesayuno (?:buffet|continental|incluido)\b|\bfrühstücksbuffet\b/iu },
];

/**
 * `\b` in a `u` regex is an ASCII word boundary: "spa privé\b" never matches before a space, and
 * "\bété" never matches at all. Every `\b` of the amenity patterns is made a letter/digit boundary.
 */
const LETTER_BOUNDARY = '(?:(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_])|(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_]))';
export function unicodeBoundaries(re: RegExp): RegExp {
  return new RegExp(re.source.replace(/\\b/g, LETTER_BOUNDARY), re.flags.includes('u') ? re.flags : `${re.flags}u`);
}

export const AMENITIES: AmenityEntry[] = AMENITY_ENTRIES.map((a) => ({ ...a, pattern: unicodeBoundaries(a.pattern), ...(a.prose ? { prose: unicodeBoundaries(a.prose) } : {}) }));

/** Chain and brand names, longest first so "Holiday Inn Express" wins over "Holiday Inn". */
export const CHAINS: { pattern: RegExp; brand: string }[] = [
  ['La Quinta', /\bla quinta\b|\blq hotels?\b/i],
  ['Holiday Inn Express', /\bholiday inn express\b/i],
  ['Holiday Inn', /\bholiday inn\b/i],
  ['Crowne Plaza', /\bcrowne plaza\b/i],
  ['InterContinental', /\bintercontinental\b/i],
  ['Marriott', /\bmarriott\b|\bcourtyard by marriott\b|\bresidence inn\b|\bfairfield inn\b|\bspringhill suites\b/i],
  ['Sheraton', /\bsheraton\b/i],
  ['Westin', /\bwestin\b/i],
  ['Ritz-Carlton', /\britz-?carlton\b/i],
  ['Hilton', /\bhilton\b|\bhampton inn\b|\bdoubletree\b|\bembassy suites\b|\bhomewood suites\b/i],
  ['Hyatt', /\bhyatt\b/i],
  ['Best Western', /\bbest western\b/i],
  ['Ibis', /\bibis\b/i],
  ['Novotel', /\bnovotel\b/i],
  ['Mercure', /\bmercure\b/i],
  ['Sofitel', /\bsofitel\b/i],
  ['Pullman', /\bpullman\b/i],
  ['Accor', /\baccor(?:hotels)?\b/i],
  ['Radisson', /\bradisson\b/i],
  ['Wyndham', /\bwyndham\b|\bdays inn\b|\bsuper 8\b|\bramada\b|\bmicrotel\b|\bbaymont\b|\bwingate\b/i],
  ['Choice Hotels', /\bcomfort inn\b|\bcomfort suites\b|\bquality inn\b|\bsleep inn\b|\bclarion\b|\bcambria hotel\b|\bchoice hotels\b/i],
  ['Motel 6', /\bmotel 6\b/i],
  ['Four Seasons', /\bfour seasons\b/i],
  ['Kempinski', /\bkempinski\b/i],
  ['Meliá', /\bmeli[aá] hotels?\b/i],
  ['NH Hotels', /\bnh hotels?\b/i],
  ['Premier Inn', /\bpremier inn\b/i],
  ['Travelodge', /\btravelodge\b/i],
  ['Extended Stay America', /\bextended stay america\b/i],
  ['Red Roof', /\bred roof inn\b/i],
  ['Shangri-La', /\bshangri-la\b/i],
  ['Mandarin Oriental', /\bmandarin oriental\b/i],
  ['Four Points', /\bfour points\b/i],
].map(([brand, pattern]) => ({ brand: brand as string, pattern: pattern as RegExp }));

/** Words that say a name is a lodging (to pick the hotel's name among title fragments). */
export const LODGING_WORDS =
  /\b(hotel|hôtel|hotels|inn|inns|suites|resort|motel|hostel|lodge|auberge|albergo|agriturismo|fattoria|masseria|locanda|pensione|posada|hostal|casa|villa|cottages?|cabins?|chalet|gasthof|gasthaus|pension|ryokan|b&b|bed and breakfast|guest ?house|castle|castello|château|castillo|schloss|manor|manoir|palazzo)\b|旅館|ホテル/iu;
