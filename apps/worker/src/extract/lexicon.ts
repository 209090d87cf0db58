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
const FREE = '(?:free|complimentary|gratuit[oa]s?|gratuite?s?|gratis|grátis|kostenlos(?:e|es|er)?|bezpłatn[aey]|darmow[aey]|zdarma|miễn phí|無料|ücretsiz|δωρεάν|ฟรี)';

const AMENITY_ENTRIES: AmenityEntry[] = [
  { key: 'wifi', canonical: 'Free WiFi', pattern: new RegExp(`${FREE}\\s+(?:(?:wireless|high[- ]speed|in-room)\\s+)*(?:wi-?fi|wireless|internet)(?:\\s+(?:high[- ]speed\\s+)?internet)?(?:\\s+access)?|(?:wi-?fi|internet)\\s+${FREE}`, 'iu') },
  { key: 'wifi', canonical: 'WiFi', pattern: /\b(?:high[- ]?speed internet|wi-?fi|wireless internet|wlan|internet bezprzewodowy|bezprzewodowy internet|bezdrátový internet)\b/iu },
  { key: 'breakfast', canonical: 'Free breakfast', pattern: new RegExp(`${FREE}\\s+(?:[\\p{L}-]+\\s+){0,3}breakfast|breakfast (?:is )?(?:included|${FREE})|petit[- ]déjeuner (?:\\p{L}+ )?(?:inclus|gratuit)|colazione (?:\\p{L}+ )?inclusa|desayuno (?:\\p{L}+ )?incluido|café da manhã (?:\\p{L}+ )?incluído|pequeno-almoço (?:\\p{L}+ )?incluído|frühstück (?:inklusive|inbegriffen)|ontbijt (?:inbegrepen|inclusief)|śniadanie w cenie|snídaně v ceně|(?:including|incl\\.?) breakfast|petit[- ]déjeuner compris|colazione compresa|(?:incluye|con) desayuno|(?:inkl\\.?|inklusive) frühstück|(?:inclusief|incl\\.?) ontbijt|včetně snídaně|ze śniadaniem`, 'iu') },
  { key: 'parking', canonical: 'Free parking', pattern: new RegExp(`${FREE}\\s+(?:(?:on-?site|private|self)\\s+)?(?:parking|stationnement|parcheggio|estacionamiento|estacionamento|aparcamiento|parkplatz|parkplätze|parkoviště|parkování|parkeerplaats(?:en)?|駐車(?:場|スペース)?)|(?:parking|parcheggio|stationnement|estacionamiento|estacionamento|aparcamiento|parkoviště|parkování|駐車場)\\s+${FREE}|無料駐車(?:場|スペース)?`, 'iu') },
  { key: 'parking', canonical: 'Parking', pattern: /\b(?:(?:on-?site |private )?parking|stationnement(?: van life)?|parcheggio|estacionamiento|aparcamiento|estacionamento|parkplatz|parkplätze|parkmöglichkeit(?:en)?|tiefgarage|parkeerplaats(?:en)?|parkeergarage|parking strzeżony|parkoviště|parkování)\b|駐車場|(?<!\d\s?)주차(?:장)?|停车场|停車場|停车位|停車位/iu },
  { key: 'pool', canonical: 'Outdoor pool', pattern: /\b(?:heated\s+)?(?:outdoor|indoor|infinity|rooftop|private|panoramic|heated)?\s*(?:swimming\s+)?pool\b(?!\s*(?:tables?|cues?|hall))|\bpiscine(?:\s+(?:extérieure|intérieure|chauffée|panoramique))?\b|\bpiscina(?:\s+(?:infinita|esterna|privata|climatizzata|exterior|privada))?\b|\balberca(?:\s+privada)?\b|schwimmbad|hallenbad|freibad|\bzwembad\b|\bbasen(?: kryty| odkryty)?\b|プール/iu },
  { key: 'hottub', canonical: 'Hot tub', pattern: /\b(?:hot tub|whirlpool|jacuzzi|spa privé|private spa|(?:vasca (?:con |per )?)?idromassaggio|bain à remous|hidromasaje|sprudelbad)\b/iu },
  { key: 'infrared', canonical: 'Infrared cabin', pattern: /\b(?:infrarot(?:kabine|sauna)|infra-?red (?:cabin|sauna|room)|cabine (?:à )?infrarouge|sauna infrarouge|infraroodsauna|infrarood ?cabine|sauna a infrarossi|sauna de infrarrojos|sauna infravermelh[ao]|sauna na podczerwień|infrasaun\p{L}{0,3}|infraszaun\p{L}{0,4})\b/iu },
  { key: 'sauna', canonical: 'Sauna', pattern: /\b(?:(?:finnish|dry|infrared|bio)[- ])?saunas?(?: finlandese| finlandaise| finlandesa| finlandes[ae])?\b/iu },
  { key: 'steambath', canonical: 'Turkish bath', pattern: /\b(?:turkish bath|steam (?:room|bath)|hamm?am|bagno turco|bain turc|baño turco|dampfbad|bagno di vapore|bain de vapeur|baño de vapor|banho (?:turco|de vapor)|stoombad|łaźnia parowa|sauna parowa|parní lázeň)\b/iu },
  { key: 'spa', canonical: 'Spa', pattern: /\b(?:spa(?! shower)|wellness(?: center| centre| area)?|(?:centro|center|centre|area|zona) (?:benessere|wellness)|espace bien-être)\b/iu, prose: /\b(?:(?:day |full[- ]service |on-?site )?spa(?! shower)(?! destination)|wellness (?:center|centre|area|spa)|(?:centro|center|centre|area|zona) (?:benessere|wellness)|espace bien-être)\b/iu },
  // the quiet room of a wellness area, named apart from its sauna: "zona relax", "Ruheraum", "espace détente"
  { key: 'relax', canonical: 'Relaxation area', pattern: /\b(?:relaxation (?:area|room|zone|lounge)|relax (?:area|room|zone)|(?:zona|area|sala|angolo) relax|espace (?:détente|relaxation)|salle de (?:repos|relaxation)|ruheraum|ruhebereich|ruhezone|(?:sala|zona|área) de relajación|(?:sala|área|espaço) de relaxamento|rustruimte|relaxruimte|strefa relaksu|relaxační (?:zóna|místnost)|oddychov\p{L}{1,3} (?:miestnos\p{L}{1,3}|zón\p{L}{1,2})|odpočinkov\p{L}{1,3} (?:místnost\p{L}{0,2}|zón\p{L}{1,2}))\b/iu },
  { key: 'fitness', canonical: 'Fitness center', pattern: /\b(?:24-hour )?(?:fitness (?:center|centre|room)|gym|salle de sport|salle de fitness|palestra|gimnasio|ginásio|fitnessraum|fitnessruimte|siłownia)\b/iu },
  { key: 'restaurant', canonical: 'Restaurant', pattern: /\b(?:on-?site )?(?:restaurants?|ristoranti?|restaurantes?|restauracja|restaurace|gaststube|dining room|salle à manger|sala da pranzo|speisesaal|eetzaal|jadalnia|jídelna)\b|レストラン|料亭|식당|레스토랑|餐厅|餐廳/iu, prose: /\b(?:on-?site )?(?:restaurant|ristorante|restaurante|restauracja|restaurace|gaststube|dining room|salle à manger|sala da pranzo|speisesaal|eetzaal|jadalnia|jídelna)\b|レストラン|料亭|식당|레스토랑|餐厅|餐廳/iu },
  { key: 'bar', canonical: 'Bar', pattern: /\b(?:bar(?: ?-? ?caf[eé])?|lounge bar|pool bar|vinárna)\b/iu },
  { key: 'beergarden', canonical: 'Beer garden', pattern: /\b(?:beer garden|biergarten|pivní zahrádka|ogródek piwny)\b/iu },
  { key: 'roomservice', canonical: 'Room service', pattern: /\broom service\b|service en chambre|servizio in camera/iu },
  { key: 'reception24', canonical: '24-hour reception', pattern: /\b24(?:-hour|\/7| hours?)\s*(?:front desk|reception)|reception (?:open )?24\/7|réception 24|\b24-?stunden-?rezeption|rezeption (?:rund um die uhr|24)|recepción (?:abierta )?24|recepção (?:aberta )?24|recepce (?:otevřená )?(?:24|nonstop)|recepcja (?:czynna )?(?:24|całodobowa)|całodobowa recepcja|24-uurs ?receptie|receptie 24|reception (?:open )?24 hours/iu },
  { key: 'selfcheckin', canonical: 'Self check-in', pattern: /\bself[- ](?:service )?(?:check-?in|reception)|réception libre-service/iu },
  { key: 'shuttle', canonical: 'Airport shuttle', pattern: /\b(?:free |complimentary )?airport (?:shuttle|transfer|pick-?up)s?\b|navette (?:aéroport|gratuite)|navetta|\b(?:transfer|transfers|traslados?|transferts?|navette|shuttle|transporte?|přeprava|odbiór)\s+(?:privativos?\s+)?(?:(?:from|to|al|del|de|do|dos|da|z|ze|vom|zum|à|a|dall'|all'|de l'|à l')\s*)?(?:the\s+)?(?:airports?|aeropuerto|aeroportos?|aéroport|flughafen|letiště|lotniska|luchthaven)\b|\bflughafen-?transfer\b/iu },
  { key: 'business', canonical: 'Business center', pattern: /\bbusiness (?:center|centre)\b/iu },
  { key: 'meeting', canonical: 'Meeting facilities', pattern: /\b(?:meeting|conference) (?:room|rooms|facilities|space)\b|salles? de (?:réunions?|séminaires?|conférences?)|sal[ae] riunioni|salas? de (?:reuniones|reuniões|conferencias)|\b(?:tagungs|seminar|konferenz|besprechungs)r(?:a|ä)ume?\b|\bvergader(?:zaal|zalen|ruimtes?)\b|sala konferencyjna|konferenční (?:sál|místnost)/iu },
  { key: 'laundry', canonical: 'Laundry', pattern: /\b(?:(?:guest|coin) )?(?:laundry(?: service| facilities| machines| room)?|lavanderia|lavandería|lavandaria|blanchisserie|buanderie|laverie|lavadora|waschmaschine|wäscheservice|wasmachine|pralnia)\b|세탁실|세탁|洗衣(?:房|间|間)?/iu },
  { key: 'luggage', canonical: 'Luggage storage', pattern: /\b(?:luggage|baggage) (?:storage|room)\b|deposito bagagli|consigne|\bbagagerie\b|guarda(?:r)? (?:de |el |tu |su )?(?:equipajes?|bagage(?:m|ns))|guarda-?volumes|consigna de equipajes?|gepäckaufbewahrung|gepäckraum|úschovna zavazadel|przechowalnia bagażu|bagagedepot|bagageruimte/iu },
  { key: 'elevator', canonical: 'Elevator', pattern: /\b(?:elevators?|(?<!ski[- ]?|chair ?)lifts?(?! pass)|ascenseurs?|ascensor[ei]?|ascensores|elevador(?:es)?|aufz(?:u|ü)ge?|winda|windy|výtah[y]?)\b/iu },
  { key: 'ac', canonical: 'Air conditioning', pattern: /\bair[- ]?condition(?:ing|ed|er)\b|climatisation|\bclimatisée?s?\b|aria condizionata|aire acondicionado|ar[- ]condicionado|klimaanlage|\bklimatisiert(?:e|es)?\b|\bklimatizace\b|\bklimatizovan[éáý]\b|\bklimatyzacj[aię]\b|\bklimatyzowan[eya]\b|\bairco\b|\bclimatizzat[aeio]\b|에어컨|冷暖空调|空调|空調|冷氣/iu },
  // "AC", "A/C": upper case only (no `i`), so the syllable "ac" in other words never matches
  { key: 'ac', canonical: 'Air conditioning', pattern: /\bA\s?\/\s?C\b|\bAC\b(?!\s*\d)/u },
  { key: 'pets', canonical: 'Pet-friendly', pattern: /\bpets? (?:welcome|friendly|allowed|stay free)\b|\b(?:pet|dog)-friendly\b|\bdogs? (?:are )?(?:welcome|allowed)\b|animaux (?:acceptés|admis|bienvenus)|chiens? (?:acceptés|admis|bienvenus)|animali (?:ammessi|benvenuti)|cani ammessi|se admiten mascotas|mascotas (?:permitidas|bienvenidas)|perros (?:permitidos|bienvenidos)|aceitamos (?:pets|animais)|animais (?:aceitos|permitidos)|cães (?:são )?bem-vindos|(?:hunde|haustiere) (?:sind )?(?:willkommen|erlaubt)|huisdieren (?:zijn )?(?:toegestaan|welkom)|honden (?:zijn )?(?:toegestaan|welkom)|psi (?:jsou )?vítáni|zwierzęta (?:akceptowane|mile widziane)/iu },
  { key: 'nonsmoking', canonical: 'Non-smoking', pattern: /(?:100% )?\bnon[- ]?smoking(?: hotel| rooms)?\b|smoke-free|\bnichtraucher\p{L}*|\bnon[- ]fumeurs?\b|\bno fumadores\b|\bnão fumantes\b|\bnekuřáck[ýé]\b|\bniepaląc[ya]\b|\brookvrij\b/iu },
  { key: 'accessible', canonical: 'Wheelchair accessible', pattern: /\b(?:wheelchair[- ](?:accessible|friendly)|meets ada|ada (?:accessible|compliant)|accessibile in sedia a rotelle|accessible en fauteuil|accessibles? (?:aux )?pmr|chambres? (?:accessibles?|adaptées?)|barrierefrei(?:e|es|er)?|rollstuhlgerecht(?:e|es)?|habitaci(?:ón|ones) adaptadas?|su[ií]tes? adaptadas?|quartos? adaptados?|acessibilidade|camer[ae] per disabili|bezbariérov[ýéá]|dla niepełnosprawnych|rolstoeltoegankelijk(?:e)?)\b/iu },
  { key: 'kitchen', canonical: 'Kitchen', pattern: /\b(?:shared |common |communal |equipped |full )?kitchen(?:ette)?s?\b|cuisine commune|cocina(?: equipada)?\b|cucina(?: comune)?\b|\bgemeinschaftsküche\b|\baneks kuchenny\b|\bkuchyňk[ay]\b|\bcozinha (?:equipada|compartilhada|comunitária)\b|\b(?:volledig |compleet )?(?:uitgeruste|ingerichte) keuken\b|\b(?:komplett |voll |vollständig )?(?:ausgestattete|eingerichtete) küche\b|주방|厨房|廚房/iu, prose: /\b(?:shared|common|communal|guest|equipped|fully[- ]equipped|full|private) kitchens?\b|\bkitchenettes?\b|\bcuisines? (?:commune|équipée|partagée)|\bcocina (?:equipada|compartida)|\bcucin(?:a|e) (?:comune|attrezzat[ae]|condivis[ae]|a disposizione)|\bangolo cottura\b|\bküchenzeile\b|\bgemeinschaftsküche\b|\baneks kuchenny\b|\bkuchnia dla gości\b|\bkuchyňk[ay]\b|\bcozinha (?:equipada|compartilhada|comunitária)\b|\b(?:volledig |compleet )?(?:uitgeruste|ingerichte) keuken\b|\b(?:komplett |voll |vollständig )?(?:ausgestattete|eingerichtete) küche\b|공용 ?주방|厨房|廚房/iu },
  { key: 'bbq', canonical: 'BBQ grills', pattern: /\b(?:bbq|barbecue)(?: grills?| area)?\b|\basador(?: de carb[oó]n)?\b|\bgrills?\b|\bgrill(?:platz|stelle|ecke|hütte)\b|\bbarbacoa\b|\bchurrasqueira\b|\bbarbecue\b|\bmiejsce na grilla\b|바비큐|바베큐|烧烤|燒烤/iu },
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
  { key: 'skiroom', canonical: 'Ski and boot room', pattern: /\b(?:ski (?:room|storage|locker)s?|boot (?:room|store|storage)|local à skis?|skiraum|skikeller|deposito sci|guardaesquís|skiruimte|narciarnia|lyžárna)\b/iu },
  // a room to dry wet clothes and boots is a facility of its own beside the ski or boot store: sites list both
  { key: 'dryingroom', canonical: 'Drying room', pattern: /\b(?:drying rooms?|séchoirs?|salle de séchage|trockenraum|trockenräume|droogruimte|droogkamer|sala (?:di )?asciugatura|stanza asciugatura|cuarto de secado|sala de secado|secadero|sala de secagem|suszarni[aę]|sušárn[ay]|sušiare[ňn]|uscătorie|kuivatusruum|szárító(?:helyiség)?|sušilnica|sušionica|tørrerom|torkrum|tørrerum)\b/iu },
  // a fire burning in the house's rooms: "open fires", "feu ouvert", "fuoco aperto", "offenes Feuer", "otwarty ogień"
  { key: 'fireplace', canonical: 'Fireplace', pattern: /\b(?:open (?:log )?fires?|feux? ouverts?|fuoco aperto|fuego abierto|offene[sn]? (?:feuer|kaminfeuer)|fogo aberto|otwarty ogień|otevřený oheň)\b/iu },
  // swimming with mask and snorkel, something to do the house offers ("snorkelling trips", "snorkeling gear")
  { key: 'snorkel', canonical: 'Snorkelling', pattern: /\b(?:snorkel(?:l)?ing|snorkel(?:l)?ing (?:trips?|tours?|gear|equipment)|snorkels?|plongée (?:avec )?(?:masque et )?tuba|esnórquel|schnorcheln|snorkelen|mergulho com snorkel|šnorchlování|šnorchlovanie|nurkowanie z rurką|sznorkel\p{L}{0,4})\b/iu, activity: true },
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
  { key: 'breakfast', canonical: 'Breakfast', pattern: /\b(?:(?:continental|buffet|full|hot|homemade|american|english) )?breakfast(?: buffet)?\b|\bpetit[- ]déjeuner\b|\bcolazione\b|\bdesayuno\b|\bfrühstück(?:sbuffet)?\b|\bpequeno-almoço\b|\bontbijt\b|\bśniadani[ae]\b/iu, prose: /\b(?:continental|buffet|full|hot|homemade|american|english) breakfast\b|\bbreakfast(?: buffet| room|(?= is served))\b|\bpetit[- ]déjeuner(?: buffet| continental| inclus|(?= servi))\b|\bcolazione(?: a buffet| continentale| inclusa|(?= servita))\b|\bdesayuno (?:buffet|continental|incluido)\b|\bfrühstücksbuffet\b|\bpequeno-almoço(?: buffet| continental| incluído|(?= servido))\b|\bcafé da manhã(?: buffet| colonial| incluído| incluso|(?= servido))\b|\bontbijtbuffet\b|\bontbijt(?: buffet| inbegrepen|(?= wordt geserveerd))\b|\b(?:raňajk\p{L}{0,2}|snídan\p{L}{1,2}) formou bufetu\b|\bśniadani\p{L} w formie bufetu\b/iu },
  // Central/eastern European, Catalan and Estonian wordings of the common facilities, as a native
  // site writes them (cs, sk, pl, ro, ca, et, hu, sl, hr). These languages inflect: a stem takes a
  // short case ending ("saunou", "terrassil", "éttermünk"), long enough a stem not to hit other words.
  // Prose, whose matched words become the displayed name, reads the dictionary form where a
  // case-ended one would stand in for the facility's name ("v saune" is no name for the sauna).
  // German compounds count only with a facility head and a known first part ("Hausbar", "Radgarage",
  // "Saunabereich"), never an open prefix: "-bar" ends adjectives ("sichtbar"), "-garten" a
  // Kindergarten. (A pool entry for bazén/medence/bassein was tried and lowered a held-out fold.)
  { key: 'wifi', canonical: 'WiFi', pattern: /\b(?:bezdrôtov\p{L}{1,3}|bezdrátov\p{L}{1,3}|brezžičn\p{L}{1,3}|bežičn\p{L}{1,3}|traadita|vezeték nélküli|fără fir) internet\p{L}{0,3}\b|\bconexiune (?:la )?internet\b|\bconnexió (?:a )?internet\b/iu },
  { key: 'parking', canonical: 'Parking', pattern: /\b(?:parkovisk\p{L}{0,2}|parkovan\p{L}{1,3}|parkovišt\p{L}{1,3}|parking(?:u|iem|i)|parcar[ea]|parcări|aparcaments?|pàrquing|parkla\p{L}{0,3}|parkimis\p{L}{0,4}|parkimine|parkol(?:ó|ás)\p{L}{0,4}|parkiriš\p{L}{1,3}|parkiran\p{L}{1,3}|parkirališt\p{L}{1,2}|tiefgaragen?|hotelgarage)\b/iu },
  { key: 'sauna', canonical: 'Sauna', pattern: /\b(?:saun(?:y|ou|ě|u|ę|ie|ą|ami|ach|om|ách|ama|ă|ei|as|ad|aga|ast|asse|ale|ades|ja|i|e)|szaun\p{L}{1,5}|bastu\p{L}{0,3}|badstu(?:e|a|en|er)?|(?:finn|garten|panorama|bio|blockhaus|erd|kelo)sauna|sauna(?:bereich|garten|landschaft|welt|haus|hütte|oase|anlage|ruimte))\b|\bszauna\b/iu, prose: /\b(?:saun|szauna|bastu|badstue?|(?:finn|garten|panorama|bio|blockhaus|erd|kelo)sauna)\b/iu },
  { key: 'steambath', canonical: 'Turkish bath', pattern: /\b(?:parn\p{L}{1,3} (?:kúpe\p{L}{1,3}|lázn\p{L}{1,3}|lázeň|saun\p{L}{1,3}|kabín\p{L}{0,3}|kopel\p{L}{0,2}|kupelj\p{L}{0,2})|łaźni\p{L}{0,2} parow\p{L}{1,3}|bai[ae] (?:de|cu) aburi|bany (?:de vapor|turc)|gőzfürdő\p{L}{0,4}|gőzkabin\p{L}{0,3}|aurusaun\p{L}{0,3}|türgi saun\p{L}{0,3}|turšk\p{L}{1,2} kopel\p{L}{0,2}|tursk\p{L}{1,2} kupelj\p{L}{0,2}|dampfsauna|stoomcabine)\b/iu, prose: /\b(?:parn[áaí] (?:kúpeľ|lázeň|sauna|kopel|kupelj)|łaźnia parowa|baie de aburi|bany (?:de vapor|turc)|gőzfürdő|aurusaun|türgi saun|turška kopel|turska kupelj|dampfsauna|stoomcabine)\b/iu },
  { key: 'spa', canonical: 'Spa', pattern: /\b(?:spaa\p{L}{0,2}|wellness(?:bereich|zone|center|landschaft|welt|anlage|ruimte|centrum|centru|centar|centr\p{L}{1,2})|wellness[- ](?:centrum|centru|centar|részleg\p{L}{0,3}|rész\p{L}{0,3}|keskus\p{L}{0,3}|zón\p{L}{1,2}|zon[aăe])|centr\p{L}{1,2} spa|centre de benestar|zona de benestar|wellness)\b/iu, prose: /\b(?:spaa\p{L}{0,2}|wellness(?:bereich|zone|center|landschaft|welt|anlage|ruimte|centrum|centru|centar)|wellness[- ](?:centrum|centru|centar|részleg\p{L}{0,3}|keskus\p{L}{0,3}|zón\p{L}{1,2}|zon[aăe])|centr\p{L}{1,2} spa|centre de benestar|zona de benestar)\b/iu },
  { key: 'fitness', canonical: 'Fitness center', pattern: /\b(?:posilňovn\p{L}{1,3}|posilňovň\p{L}{1,3}|posilovn\p{L}{1,3}|siłown\p{L}{1,3}|sal[aăi] de (?:fitness|sport)|gimnàs|jõusaal\p{L}{0,3}|edzőter\p{L}{1,4}|konditer\p{L}{1,4}|fitneszter\p{L}{1,4}|fitnes(?:a|u|om)?|teretan\p{L}{1,3}|fitness[- ]?(?:centrum|centre|centru|centar|studio|raum|bereich|ruimte|zóna|zona|sál)\p{L}{0,2})\b/iu },
  { key: 'restaurant', canonical: 'Restaurant', pattern: /\b(?:reštaurác\p{L}{1,3}|restaurac(?:e|i|í|ii)|restauracj\p{L}{1,3}|restaurantul(?:ui)?|restoran(?:i|is|ist|ile|a|u|om)?|étterm\p{L}{1,5}|étterem|restavracij\p{L}{1,3}|jedáleň|jedáln\p{L}{1,3}|jídeln\p{L}{1,3}|(?:hotel|gourmet|panorama)restaurant)\b/iu, prose: /\b(?:reštaurácia|reštaurácii|reštauráciu|reštauráciou|restauracji|restauracja|restauracją|restaurantul(?:ui)?|restoran(?:is|ist)?|éttermünk\p{L}{0,4}|étterem\p{L}{0,4}|restavracij[aio]|jedáleň|jedálni|jídelně|jídelnu|(?:hotel|panorama)restaurant)\b/iu },
  { key: 'bar', canonical: 'Bar', pattern: /\b(?:bar(?:u|om|ze|ul)|baar(?:is)?|(?:haus|hotel|lobby|cocktail|wein|whisky|gin|pool|sky|dach|kamin|hotel|lounge|snack|sekt|champagner|piano|sauna|cocktail)bar)\b/iu },
  { key: 'terrace', canonical: 'Terrace', pattern: /\b(?:teras(?:e|y|u|ou|ami|ách|ach|om|ă|ei|ele|ie|i|a|ához|án|on|t)|terasz\p{L}{0,4}|terrass(?:il|ile|ilt|i|a|es)?|taras(?:u|em|ie|y|ami|ach)?|(?:sonnen|dach|panorama|garten)terrasse)\b/iu },
  { key: 'garden', canonical: 'Garden', pattern: /\b(?:záhrad\p{L}{1,3}|zahrad(?:ě|ou|u|ách|ami)|ogrod(?:u|zie|em|y|ami)|grădin\p{L}{1,4}|jardí|jardins|kert(?:ben|et|ünk|ünkben|je|jében|tel)?|vrt(?:u|om|ovi|ovima)?|(?:hotel|sauna|kräuter|rosen|bauern|obst)garten)\b/iu },
  { key: 'elevator', canonical: 'Elevator', pattern: /\b(?:výťah\p{L}{0,3}|výtah(?:em|u|ů|ech)|wind(?:ą|ę|zie)|lift(?:ul|iga|tel|et|om)|felvonó\p{L}{0,3}|dvigal\p{L}{0,3}|dizal\p{L}{0,3})\b/iu, prose: /\b(?:výťah|felvonó|dvigalo|dizalo)\b/iu },
  { key: 'skiroom', canonical: 'Ski and boot room', pattern: /\b(?:lyžiar(?:eň|ne|ni|ňou)|lyžárn\p{L}{1,3}|narciarni(?:ę|ą|i)?|depozit (?:de |pentru )?(?:schiuri|echipament de schi)|camer[aă] (?:de |pentru )?schiuri|guarda-?esquís|suusahoidl\p{L}{1,3}|suusaruum\p{L}{0,3}|sítárol\p{L}{1,4}|síszob\p{L}{1,3}|smučarn\p{L}{1,3}|prostor za smuči|spremišt\p{L}{1,2} za skije|ski(?:depot|garage|kammer))\b/iu },
  { key: 'bikestorage', canonical: 'Bicycle storage', pattern: /\b(?:úschovn\p{L}{1,2} (?:jízdních )?kol|úschov\p{L}{1,3} bicyklov|przechowalni\p{L}{0,2} rower\p{L}{1,3}|(?:depozit|parcare|garaj) (?:de |pentru )?biciclete|aparcament de bicicletes|guarda-?bicis|(?:jalg)?rattahoidl\p{L}{1,3}|kerékpártárol\p{L}{1,4}|kolesarnic\p{L}{1,2}|shramb\p{L}{1,2} za kolesa|spremišt\p{L}{1,2} za bicikle|(?:fahr)?rad(?:garage|keller|raum|depot|stall|schuppen)|bike(?:garage|raum|depot|keller)|fietsenberging)\b/iu },
  { key: 'playground', canonical: 'Playground', pattern: /\b(?:dětsk\p{L}{1,3} (?:koutk\p{L}{0,2}|koutek|hřišt\p{L}{1,2})|detsk\p{L}{1,3} (?:kútik\p{L}{0,2}|ihrisk\p{L}{1,2})|plac\p{L}{0,2} zabaw|kącik\p{L}{0,2} (?:dla dzieci|zabaw)|(?:loc|teren|spațiu|spatiu|zon[aă]) de joac[aă]|loc de joaca|parc infantil|zona de jocs|mänguväljak\p{L}{0,3}|mängunurk\p{L}{0,3}|mängutoa?\p{L}{0,2}|játszóter\p{L}{1,4}|játszótér|játszósar\p{L}{1,4}|gyereksar\p{L}{1,4}|játszószob\p{L}{1,3}|otrošk\p{L}{1,2} (?:igrišč\p{L}{1,2}|kotič\p{L}{1,3})|dječj\p{L}{1,3} (?:igrališt\p{L}{1,2}|kutak|kutk\p{L}{1,2})|(?:kinder)?spielecke)\b/iu },
  { key: 'laundry', canonical: 'Laundry', pattern: /\b(?:prádeln\p{L}{1,2}|práčovň\p{L}{1,3}|pranie (?:bielizne|prádla)|praní prádla|pralni(?:ę|ą|i)?|spălători\p{L}{0,3}|bugaderia|pesumaja\p{L}{0,2}|pesuruum\p{L}{0,2}|mosod\p{L}{1,4}|pralnic\p{L}{1,2}|praonic\p{L}{1,2}|pranje rublja|waschküche)\b/iu },
  { key: 'luggage', canonical: 'Luggage storage', pattern: /\b(?:úschov\p{L}{1,3} (?:zavazadel|batožín)|uskladnenie batožiny|przechowalni\p{L}{0,2} bagaż\p{L}{0,3}|depozitare (?:a )?bagaje(?:lor)?|camer[aă] de bagaje|păstrare (?:a )?bagaje(?:lor)?|guarda-?equipatges|consigna d'equipatges|pagasihoidl\p{L}{1,3}|pagasiruum\p{L}{0,3}|csomagmegőrz\p{L}{1,4}|poggyászmegőrz\p{L}{1,4}|shramb\p{L}{1,2} za prtljag\p{L}{0,2}|hramba prtljage|spremišt\p{L}{1,2} za prtljag\p{L}{0,2}|čuvanje prtljage)\b/iu },
  { key: 'reception24', canonical: '24-hour reception', pattern: /(?:\b24[- ]?(?:h|hodinov\p{L}{1,2}|godzinn\p{L}{1,2}|órás|urn\p{L}{1,2}|satn\p{L}{1,2}|hores|tunni)|\bnon-?stop|\bcałodobow\p{L}{1,2}|\béjjel-nappali|\bööpäevaring\p{L}{1,4}) (?:recep\p{L}{2,5}|vastuvõt\p{L}{1,3})\b|\b(?:recepc\p{L}{1,3}|recepți\p{L}{1,2}|recepţi\p{L}{1,2}|recepció|vastuvõtt) (?:(?:je |otvoren\p{L}{1,2} |otevřen\p{L}{1,2} |deschis\p{L}{1,2} |oberta |odprt\p{L}{1,2} |avatud |czynna )?(?:24|0-24|nonstop|non-stop|ööpäevaringselt))/iu },
  { key: 'pets', canonical: 'Pet-friendly', pattern: /\b(?:domácí (?:mazlíčci|zvířata) (?:jsou )?(?:vítáni|povolen[aá])|domáce (?:zvieratá|miláčiky) (?:sú )?(?:povolené|vítané)|psy (?:sú )?(?:vítané|povolené)|psi (?:jsou )?povoleni|zwierzęta (?:są )?(?:dozwolone|akceptowane|mile widziane)|przyjazn\p{L}{1,2} zwierzętom|akceptujemy zwierzęta|animale(?:le)? (?:de companie )?(?:sunt )?(?:acceptate|permise|binevenite)|acceptăm animale|animals (?:de companyia )?(?:són )?(?:admesos|permesos|benvinguts)|s'admeten animals|lemmikloomad (?:on )?(?:lubatud|teretulnud(?:ud)?)|háziállat\p{L}{0,3} (?:bevihető|hozható|engedélyezett|megengedett)|kisállatbarát|kutyabarát|hišni ljubljenčki (?:so )?(?:dovoljeni|dobrodošli)|kućni ljubimci (?:su )?(?:dozvoljeni|dobrodošli)|ljubimci (?:su )?dobrodošli|hunde(?:freundlich|freundliches)|haustierfreundlich)\b/iu },
  { key: 'shuttle', canonical: 'Airport shuttle', pattern: /\b(?:transfer\p{L}{0,2}|transzfer\p{L}{0,3}|transfeer\p{L}{0,2}|prevoz\p{L}{0,2}|prijevoz\p{L}{0,2}|odvoz\p{L}{0,2}|trasllat\p{L}{0,2}|navet[aăe]|shuttle)\s+(?:\p{L}{1,5}'?\s*){0,2}(?:letisk\p{L}{0,2}|letišt\p{L}{1,2}|lotnisk\p{L}{0,2}|aeroport\p{L}{0,3}|lennujaam\p{L}{0,2}|repülőt\p{L}{1,4}|reptér\p{L}{0,3}|letališ\p{L}{1,3}|zračn\p{L}{1,2} luk\p{L}{1,2}|aerodrom\p{L}{0,2})\b|\b(?:letiskov\p{L}{1,2}|letištn\p{L}{1,2}|lotniskow\p{L}{1,2}|reptéri|repülőtéri|lennujaama|aerodromsk\p{L}{1,2}|letališk\p{L}{1,2}) (?:transfer\p{L}{0,2}|transzfer\p{L}{0,3}|transfeer\p{L}{0,2}|prevoz\p{L}{0,2}|shuttle)\b/iu },
  { key: 'ev', canonical: 'EV charging', pattern: /\b(?:nabíjec\p{L}{1,3} (?:stanic\p{L}{1,2}|stanic|bod\p{L}{0,2})|nabíjac\p{L}{1,3} stanic\p{L}{1,2}|nabíjačk\p{L}{1,2}|stacj\p{L}{1,2} ładowania|ładowark\p{L}{1,2} (?:do |dla )?(?:samochod\p{L}{1,3}|aut)|stați\p{L}{1,3} de încărcare|punct\p{L}{0,2} de încărcare|punts? de recàrrega|laadimisjaam\p{L}{0,2}|laadimispunkt\p{L}{0,2}|töltőállomás\p{L}{0,3}|elektromos (?:autó|jármű)\p{L}{0,3}[- ]töltő\p{L}{0,3}|polniln\p{L}{1,2} postaj\p{L}{1,2}|polnilnic\p{L}{1,2}|punionic\p{L}{1,2}|stanic\p{L}{1,2} za punjenje|e-?(?:auto|bike)-?ladestation\p{L}{0,2}|wallbox)\b/iu },
  { key: 'bbq', canonical: 'BBQ grills', pattern: /\b(?:grilovac\p{L}{1,4}|grilovisk\p{L}{0,2}|grilovišt\p{L}{1,2}|miejsc\p{L}{1,2} (?:na|do) grill\p{L}{0,2}|(?:zon[aă]|loc|spațiu|foișor) (?:de |cu |pentru )gr[aă]tar|zona de barbacoa|grillimis\p{L}{0,8}|grilli(?:koht|nurk|maja|ala|plats)\p{L}{0,2}|grillező\p{L}{0,4}|(?:prostor|mjest\p{L}{1,2}) za (?:žar|roštilj))\b/iu },
  { key: 'kitchen', canonical: 'Kitchen', pattern: /\b(?:(?:společn|spoločn|(?:plně |plne )?vybaven)\p{L}{1,3} kuchy[nň]\p{L}{0,3}|kuchynk\p{L}{1,2}|kuchyňk\p{L}{1,2}|kuchni\p{L}{0,2} (?:dla gości|wspóln\p{L}{1,3})|wspóln\p{L}{1,3} kuchni\p{L}{0,2}|wspólna kuchnia|aneks\p{L}{0,2} kuchenn\p{L}{1,3}|bucătări\p{L}{0,3} (?:comun\p{L}{0,3}|complet utilat\p{L}{0,2}|utilat\p{L}{0,2}|echipat\p{L}{0,2})|chicinet\p{L}{0,3}|cuina (?:compartida|comuna|comunitària|equipada|totalment equipada)|(?:ühis|külaliste ?)köö\p{L}{1,3}|kööginur\p{L}{1,3}|közös konyh\p{L}{1,4}|felszerelt konyh\p{L}{1,4}|teakonyh\p{L}{1,4}|(?:skupn|opremljen|zajedničk|čajn)\p{L}{1,2} kuhinj\p{L}{1,2})\b/iu },
  // the whirlpool, massages and half board in cs/sk/hu/sl ("vírivka", "vířivkou", "masáže", "masszázs",
  // "polpenzia", "polopenze", "polpenzion"); prose names them by the dictionary form
  { key: 'hottub', canonical: 'Hot tub', pattern: /\b(?:vírivk\p{L}{1,3}|vířivk\p{L}{1,3})\b/iu, prose: /\b(?:vírivk[ay]|vířivk[ay])\b/iu },
  { key: 'massage', canonical: 'Massages', pattern: /\b(?:masáž\p{L}{0,2}|masszázs\p{L}{0,4})\b/iu, prose: /\b(?:masáže?|masszázs)\b/iu },
  { key: 'halfboard', canonical: 'Half board', pattern: /\b(?:polpenzi\p{L}{1,2}|polopenz\p{L}{1,2}|polpenzion\p{L}{0,2})\b/iu },
  // breakfast in ro/et/ca/sl/hr: a bilingual site's English "Breakfast" and its own "Mic dejun inclus"
  // or "Hommikusöök" are one facility. Prose reads it only as included or a buffet. Czech and Slovak
  // "snídaně", "raňajky" are left to the included and buffet forms: alone they head price lists
  // ("Snídaně – v ceně pokoje", "Pes / kočka (200 Kč / noc)") that are no list of facilities.
  // Hungarian "reggeli" is also "morning" (adj.).
  { key: 'breakfast', canonical: 'Breakfast', pattern: /\b(?:mic(?:ul)? dejun|esmorzar(?:s)?|hommikus(?:öök|öögi|ööki|öögiga)|zajtrk(?:a|om|u)?|doruča?k(?:a|om|u)?)\b/iu, prose: /\b(?:(?:bogat[ăa] )?mic(?:ul)? dejun (?:inclus|bufet|(?:este )?inclus în preț)|mic dejun tip bufet|esmorzar (?:inclòs|bufet)|hommikusöök (?:on )?(?:hinnas|sisaldub)|hommikusöögibuffet|zajtrk (?:je )?(?:vključen|v ceni)|samopostrežni zajtrk|doručak (?:je )?(?:uključen|u cijeni))\b/iu },
  // a tennis court in sk/cs ("tenisový kurt", "tenisový antukový kurt", "tenisový dvorec")
  { key: 'tennis', canonical: 'Tennis court', pattern: /\btenisov\p{L}{1,3} (?:\p{L}+ )?(?:kurt\p{L}{0,2}|dvor(?:ec|c\p{L}{1,2}))\b/iu },
  { key: 'ac', canonical: 'Air conditioning', pattern: /\b(?:klimatiz\p{L}{2,6}|klimatyz\p{L}{2,6}|aer condi[țţt]ionat|aire condicionat|climatitza\p{L}{1,4}|konditsioneer\p{L}{0,3}|kliimaseade\p{L}{0,3}|légkondi\p{L}{0,9}|klíma(?:s|val|berendezés\p{L}{0,3})?|klima uređaj\p{L}{0,2}|klimatsk\p{L}{1,2} naprav\p{L}{1,2})\b/iu },
  { key: 'nonsmoking', canonical: 'Non-smoking', pattern: /\b(?:nekuřáck\p{L}{1,3}|nefajčiar\p{L}{1,5}|(?:dla )?niepaląc\p{L}{1,3}|(?:pentru )?nefumători|no fumadors|mittesuitset\p{L}{0,3}|suitsuvaba\p{L}{0,3}|nemdohányzó\p{L}{0,3}|nekadilsk\p{L}{1,3}|nepušačk\p{L}{1,3}|za nepušače)\b/iu },
  { key: 'accessible', canonical: 'Wheelchair accessible', pattern: /\b(?:bezbariérov\p{L}{1,3}|(?:przystosowan\p{L}{1,3} )?dla (?:osób )?niepełnosprawn\p{L}{1,4}|accesibil\p{L}{0,3} (?:pentru )?(?:persoane(?:le)? cu dizabilități|scaun\p{L}{0,2} cu rotile)|adaptat\p{L}{0,2} pentru persoane cu dizabilități|adaptad\p{L}{1,2} (?:per a |a )?persones amb mobilitat reduïda|accessibles? (?:amb|en) cadira de rodes|habitaci(?:ó|ons) adaptad\p{L}{1,2}|ratastoolisõbralik\p{L}{0,3}|ratastooliga ligipääse\p{L}{1,5}|akadálymentes\p{L}{0,6}|prilagojen\p{L}{0,2} (?:za )?invalid\p{L}{1,3}|dostop za invalidske vozičke|za gibalno ovirane|prilagođen\p{L}{0,2} (?:za )?(?:osobe s invaliditetom|invalid\p{L}{1,3})|pristup za invalidska kolica)\b/iu },
  { key: 'meeting', canonical: 'Meeting facilities', pattern: /\b(?:kongresov\p{L}{1,3} s[áa]l\p{L}{0,2}|konferenčn\p{L}{1,3} (?:sál\p{L}{0,2}|míst\p{L}{1,5}|miestnos\p{L}{1,3}|priestor\p{L}{0,3}|salónik\p{L}{0,2}|prostor\p{L}{0,3}|dvoran\p{L}{1,2})|školic\p{L}{1,3} (?:míst\p{L}{1,5}|miestnos\p{L}{1,3})|zasadac\p{L}{1,3} (?:miestnos\p{L}{1,3}|místnost\p{L}{0,2})|sal\p{L}{1,3} (?:konferencyjn|szkoleniow)\p{L}{1,3}|sal[aăi] de (?:conferin[țţt]e|[șş]edin[țţt]e|întâlniri|reunions|conferències)|konverentsi(?:ruum|saal)\p{L}{0,3}|seminariruum\p{L}{0,3}|nõupidamisruum\p{L}{0,3}|konferenciater\p{L}{1,4}|konferenciaterem|tárgyaló(?:terem|termek|t|ban|k)?|tárgyalóterm\p{L}{1,4}|rendezvényter\p{L}{1,4}|rendezvényterem|sejemsk\p{L}{1,3} sob\p{L}{1,2}|dvoran\p{L}{1,2} za sestank\p{L}{1,2}|sal\p{L}{1,2} za sastank\p{L}{1,2}|konferencijsk\p{L}{1,3} dvoran\p{L}{1,2})\b/iu },
  // Turkish and Greek wordings of the common facilities, the dictionary's words with the case and
  // possessive endings a native list writes ("otoparkımız", "toplantı salonumuz", "πισίνα"). Turkish
  // dotless ı has no upper case of its own under `i`: "KAHVALTI" needs [ıi].
  { key: 'parking', canonical: 'Parking', pattern: /\b(?:otopark\p{L}{0,5}|vale park\p{L}{0,4}|χώρο\p{L}? στάθμευσης|στάθμευση|πάρκινγκ|parking αυτοκινήτων)\b/iu },
  { key: 'wifi', canonical: 'WiFi', pattern: /\b(?:kablosuz internet\p{L}{0,3}|ücretsiz internet|ασύρματ\p{L}{1,2} (?:ίντερνετ|internet|δίκτυο)|δωρεάν (?:ίντερνετ|internet))\b/iu },
  { key: 'breakfast', canonical: 'Breakfast', pattern: /\b(?:kahvalt[ıi]\p{L}{0,5}|πρωιν(?:ό|ού)(?: μπουφέ)?|μπουφές πρωινού)\b/iu, prose: /\b(?:açık büfe kahvalt[ıi]|serpme kahvalt[ıi]|kahvalt[ıi] dahil\p{L}{0,4}|πρωινό μπουφέ|μπουφές πρωινού|πρωινό (?:περιλαμβάνεται|συμπεριλαμβάνεται))\b/iu },
  { key: 'roomservice', canonical: 'Room service', pattern: /\b(?:oda servis\p{L}{0,3}|υπηρεσία δωματίου)\b/iu },
  { key: 'laundry', canonical: 'Laundry', pattern: /\b(?:çamaş[ıi]r (?:servis\p{L}{0,3}|hizmet\p{L}{0,3}|yıkama)|çamaşırhane\p{L}{0,3}|kuru temizleme\p{L}{0,3}|υπηρεσία πλυντηρίου|πλυντήριο ρούχων|στεγνοκαθαριστήριο)\b/iu },
  { key: 'shuttle', canonical: 'Airport shuttle', pattern: /\b(?:hava(?:alan|liman)[ıi]n?(?:a|dan)? (?:transfer\p{L}{0,4}|servis\p{L}{0,4})|μεταφορ\p{L}{1,2} (?:από το |προς το |στο )?αεροδρόμιο\p{L}?)\b/iu },
  { key: 'safe', canonical: 'In-room safe', pattern: /\b(?:emanet kasa\p{L}{0,5}|çelik kasa\p{L}{0,3}|χρηματοκιβώτιο)\b/iu },
  { key: 'meeting', canonical: 'Meeting facilities', pattern: /\b(?:toplant[ıi] (?:salon\p{L}{0,4}|odas\p{L}{1,3})|konferans salon\p{L}{0,4}|αίθουσ\p{L}{1,2} (?:συνεδριάσεων|συσκέψεων|εκδηλώσεων))\b/iu },
  { key: 'gameroom', canonical: 'Game room', pattern: /\b(?:oyun (?:salon\p{L}{0,4}|odas\p{L}{1,3})|δωμάτιο παιχνιδιού|αίθουσα παιχνιδιών)\b/iu },
  { key: 'playground', canonical: 'Playground', pattern: /\b(?:çocuk oyun alan\p{L}{1,3}|çocuk park\p{L}{0,4}|παιδότοπο\p{L}?|παιδική χαρά)\b/iu },
  { key: 'restaurant', canonical: 'Restaurant', pattern: /\b(?:restoran(?:ımız|ımızda|ımızın|da|ı)|εστιατόρι(?:ο|ου|α))\b/iu },
  { key: 'bar', canonical: 'Bar', pattern: /\b(?:μπαρ)\b/iu },
  { key: 'pool', canonical: 'Outdoor pool', pattern: /\b(?:(?:açık |kapalı |yüzme )?havuz(?:u|umuz|umuzda|da|lar|ları)?|πισίν(?:α|ας|ες))\b/iu },
  { key: 'steambath', canonical: 'Turkish bath', pattern: /\b(?:(?:türk )?hamam(?:ı|ımız|da)|buhar odas\p{L}{1,3}|χαμάμ)\b/iu },
  { key: 'massage', canonical: 'Massages', pattern: /\b(?:masaj\p{L}{0,3}|μασάζ)\b/iu },
  { key: 'fitness', canonical: 'Fitness center', pattern: /\b(?:spor salon\p{L}{0,4}|fitness salon\p{L}{0,4}|γυμναστήρι(?:ο|ου))\b/iu },
  { key: 'terrace', canonical: 'Terrace', pattern: /\b(?:teras(?:ı|ımız|ımızda|ta)|βεράντα|ταράτσα)\b/iu },
  { key: 'garden', canonical: 'Garden', pattern: /\b(?:bahçe(?:si|miz|mizde|de)?|κήπο(?:ς|υ)?)\b/iu },
  { key: 'elevator', canonical: 'Elevator', pattern: /\b(?:asansör\p{L}{0,4}|ανελκυστήρα\p{L}?|ασανσέρ)\b/iu },
  { key: 'ac', canonical: 'Air conditioning', pattern: /\b(?:klimal[ıi]|klima(?:lar|s[ıi])|merkezi klima|κλιματισμ(?:ός|ού)|κλιματιζόμεν\p{L}{1,3}|κλιματιστικ\p{L}{1,3})\b/iu },
  { key: 'reception24', canonical: '24-hour reception', pattern: /\b(?:(?:7\/)?24 saat(?: açık)? resepsiyon\p{L}{0,3}|resepsiyon 24|24ωρη (?:ρεσεψιόν|υποδοχή)|ρεσεψιόν 24)\b/iu },
  { key: 'nonsmoking', canonical: 'Non-smoking', pattern: /\b(?:sigara içilmeyen|sigara içilmez|μη καπνιστών)\b/iu },
  { key: 'accessible', canonical: 'Wheelchair accessible', pattern: /\b(?:engelli (?:odas\p{L}{1,3}|dostu|erişim\p{L}{0,3})|tekerlekli sandalye (?:erişim\p{L}{0,3}|ile erişilebilir)|(?:για |πρόσβαση )?αμεα|προσβάσιμ\p{L}{1,3} σε αναπηρικό αμαξίδιο)\b/iu },
  { key: 'pets', canonical: 'Pet-friendly', pattern: /\b(?:evcil hayvan(?:lar)?(?:ınız)? (?:kabul edil\p{L}{1,6}|dostu)|κατοικίδια (?:επιτρέπονται|είναι ευπρόσδεκτα|ευπρόσδεκτα))\b/iu },
  { key: 'luggage', canonical: 'Luggage storage', pattern: /\b(?:bagaj (?:odas\p{L}{1,3}|muhafaza\p{L}{0,3}|saklama\p{L}{0,4})|φύλαξη αποσκευών|χώρος αποσκευών)\b/iu },
  { key: 'kitchen', canonical: 'Kitchen', pattern: /\b(?:ortak mutfa\p{L}{1,3}|tam donanımlı mutfa\p{L}{1,3}|mutfakl[ıi]|κοινόχρηστη κουζίνα|πλήρως εξοπλισμένη κουζίνα|κουζινάκι)\b/iu },
  { key: 'bbq', canonical: 'BBQ grills', pattern: /\b(?:mangal(?: alan\p{L}{1,3})?|barbekü|ψησταριά)\b/iu },
  // Cyrillic (bg, ru, uk, sr, mk) and Vietnamese wordings of what a room or a house is equipped
  // with, as the sentences "Всички стаи имат … климатик" and "Tất cả các phòng … truyền hình cáp" write
  // them; Croatian and Serbian Latin cable TV beside them ("kabelska televizija")
  { key: 'ac', canonical: 'Air conditioning', pattern: /\b(?:климатик\p{L}{0,3}|кондиционер\p{L}{0,3}|кондиціонер\p{L}{0,3}|климатизира\p{L}{1,4}|климатизован\p{L}{1,3}|klimatizovan\p{L}{1,3}|điều hòa(?: nhiệt độ)?|điều hoà|máy lạnh)\b/iu },
  { key: 'tv', canonical: 'Flat-screen TV', pattern: /\b(?:(?:кабелна|сателитна|кабельное|спутниковое|кабельне|супутникове|кабловска|сателитска) телеви\p{L}{3,6}|(?:kabelsk\p{L}{1,2}|kablovsk\p{L}{1,2}|satelitsk\p{L}{1,2}) televizij\p{L}{1,2}|truyền hình cáp|truyền hình vệ tinh)\b/iu },
  { key: 'bbq', canonical: 'BBQ grills', pattern: /\b(?:барбекю|мангал\p{L}{0,2})\b/iu },
  // the house's own facilities in Cyrillic (bg, ru, uk, sr, mk); a Bulgarian "механа" is the
  // house's tavern-restaurant. Prose reads breakfast only as included, the kitchen only as shared or equipped.
  { key: 'restaurant', canonical: 'Restaurant', pattern: /\b(?:ресторант\p{L}{0,3}|ресторан(?:а|у|ом|і|ы|и)?|механа(?:та)?|механ[еи])\b/iu },
  { key: 'pool', canonical: 'Outdoor pool', pattern: /\b(?:басейн\p{L}{0,3}|бассейн\p{L}{0,3}|базен(?:а|ом|у)?)\b/iu },
  { key: 'sauna', canonical: 'Sauna', pattern: /\b(?:саун(?:а|ата|у|е|и|ою))\b/iu },
  { key: 'parking', canonical: 'Parking', pattern: /\b(?:паркинг\p{L}{0,3}|парковк\p{L}{1,2}|паркинг место|паркиралишт\p{L}{1,2})\b/iu },
  { key: 'terrace', canonical: 'Terrace', pattern: /\b(?:тераса(?:та)?|терраса|терасу|терасом|тераси(?:те)?)\b/iu },
  { key: 'garden', canonical: 'Garden', pattern: /\b(?:градина(?:та)?|градин[уе]|башт(?:а|у|е|ом))\b/iu },
  { key: 'elevator', canonical: 'Elevator', pattern: /\b(?:асансьор\p{L}{0,3}|ліфт\p{L}{0,2})\b/iu },
  { key: 'wifi', canonical: 'WiFi', pattern: /\b(?:безжичен интернет|безплатен интернет|бесплатный интернет|беспроводной интернет|бездротовий інтернет|безкоштовний інтернет|бежични интернет|бесплатан интернет)\b/iu },
  { key: 'breakfast', canonical: 'Breakfast', pattern: /\b(?:закуска(?:та)?|завтрак\p{L}{0,2}|сніданок|сніданк\p{L}{1,2}|доручак)\b/iu, prose: /\b(?:(?:със|с|включена|включен|включено) (?:закуска|завтраком|завтрак)|закуска(?:та)? (?:е )?включена|завтрак (?:включ\p{L}{1,3}|входит))\b/iu },
  // Swedish, Danish and Norwegian wordings of the common facilities, the dictionary's words with the
  // definite ending a native list writes ("hissen", "restaurangen", "legepladsen"). Danish "frokost"
  // is lunch and Norwegian "frokost" breakfast: both are the house's meal. The garden is read only as
  // "trädgård": Danish "have" is also "to have", Norwegian "hagen" also a German town.
  { key: 'breakfast', canonical: 'Breakfast', pattern: /\b(?:frukost\p{L}{0,6}|morgenmad\p{L}{0,8}|frokost(?:buffé|buffet|en)?)\b/iu, prose: /\b(?:frukostbuff[ée]n?|morgenmadsbuffet(?:ten)?|frokostbuffet(?:en)?|frukost (?:ingår|ingick)|(?:inklusive |inkl\.? )frukost|morgenmad (?:er )?inkluderet|inklusiv morgenmad|frokost (?:er )?inkludert|inkludert frokost)\b/iu },
  { key: 'parking', canonical: 'Parking', pattern: /\b(?:parkering(?:en|ar|er|splats\p{L}{0,3}|splads\p{L}{0,3}|splass\p{L}{0,3})?|p-plats(?:er)?|p-plads(?:er)?)\b/iu },
  { key: 'elevator', canonical: 'Elevator', pattern: /\b(?:hiss(?:en|ar)?|heis(?:en|er)?|elevatoren)\b/iu },
  { key: 'restaurant', canonical: 'Restaurant', pattern: /\b(?:restaurang(?:en|er)?|restauranten|spisesal(?:en)?|matsal(?:en)?)\b/iu },
  { key: 'meeting', canonical: 'Meeting facilities', pattern: /\b(?:mötesrum(?:met)?|konferensrum(?:met)?|konferenslokal(?:en|er)?|mødelokale(?:t|r)?|møderum(?:met)?|konferencelokale(?:t|r)?|møterom(?:met)?|konferanserom(?:met)?|konferansesal(?:en)?)\b/iu },
  { key: 'garden', canonical: 'Garden', pattern: /\b(?:trädgård(?:en|ar)?)\b/iu },
  { key: 'bikes', canonical: 'Bicycles', pattern: /\b(?:lånecykl(?:ar|er)|hyrcykl(?:ar|er)|cykeluthyrning(?:en)?|cykeludlejning(?:en)?|udlejningscykler|sykkelutleie|utleiesykler|lånesykler)\b/iu, activity: true },
  { key: 'laundry', canonical: 'Laundry', pattern: /\b(?:tvättstuga(?:n)?|tvättservice|vaskeri(?:et)?|tøjvask|vaskerom(?:met)?|vaskeservice)\b/iu },
  { key: 'kitchen', canonical: 'Kitchen', pattern: /\b(?:gemensamt kök|(?:fullt )?utrustat kök|tekök|fælleskøkken(?:et)?|tekøkken(?:et)?|felleskjøkken(?:et)?|(?:fullt )?utstyrt kjøkken|pentry)\b/iu },
  { key: 'pets', canonical: 'Pet-friendly', pattern: /\b(?:husdjur (?:är )?(?:tillåtna|välkomna)|hundar (?:är )?(?:tillåtna|välkomna)|hundvänlig\p{L}{0,2}|husdyr (?:er )?(?:tilladt|tillatt|velkomne?)|kæledyr (?:er )?(?:tilladt|velkomne)|kjæledyr (?:er )?(?:tillatt|velkommen)|hunde (?:er )?velkomne|hunder (?:er )?velkommen|hundevenlig\p{L}{0,2}|hundevennlig\p{L}{0,2})\b/iu },
  { key: 'nonsmoking', canonical: 'Non-smoking', pattern: /\b(?:rökfri\p{L}{0,3}|røgfri\p{L}{0,3}|røykfri\p{L}{0,3}|icke-rök\p{L}{0,4})\b/iu },
  { key: 'accessible', canonical: 'Wheelchair accessible', pattern: /\b(?:handikappanpassa\p{L}{1,3}|tillgänglighetsanpassa\p{L}{1,3}|rullstolsanpassa\p{L}{1,3}|handicapvenlig\p{L}{0,2}|handicapegnet|kørestolsvenlig\p{L}{0,2}|rullestolsvennlig\p{L}{0,2}|tilpasset rullestolsbrukere)\b/iu },
  { key: 'reception24', canonical: '24-hour reception', pattern: /\b(?:reception(?:en)? (?:är )?öppen dygnet runt|dygnet runt-reception(?:en)?|døgnåben reception|reception(?:en)? (?:er )?døgnåben|døgnåpen resepsjon|resepsjon(?:en)? (?:er )?døgnåpen)\b/iu },
  { key: 'playground', canonical: 'Playground', pattern: /\b(?:lekplats(?:en|er)?|legeplads(?:en|er)?|lekeplass(?:en|er)?)\b/iu },
  { key: 'ac', canonical: 'Air conditioning', pattern: /\b(?:luftkonditionering(?:en)?|klimaanlæg(?:get)?|klimaanlegg(?:et)?|aircondition)\b/iu },
  { key: 'luggage', canonical: 'Luggage storage', pattern: /\b(?:bagageförvaring(?:en)?|bagageopbevaring(?:en)?|bagasjeoppbevaring(?:en)?)\b/iu },
  // before the fireplace: "Bibliotek med öppen spis" is the library, named with what warms it
  { key: 'library', canonical: 'Library', pattern: /\b(?:bibliotek(?:et)?)\b/iu },
  { key: 'fireplace', canonical: 'Fireplace', pattern: /\b(?:öppen spis|öppna spisen|kakelugn(?:en)?|pejs(?:en|estue)?|åben pejs|peis(?:en|estue)?|vedovn(?:en)?)\b/iu },
  { key: 'halfboard', canonical: 'Half board', pattern: /\b(?:halvpension(?:en)?|halvpensjon(?:en)?)\b/iu },
  { key: 'shuttle', canonical: 'Airport shuttle', pattern: /\b(?:flygplatstransfer|lufthavnstransfer|flyplasstransfer|(?:transfer|transport) (?:från|fra|till|til) (?:flygplatsen|lufthavnen|flyplassen))\b/iu },
  // the kitchen and the garden a holiday house lists ("Opvaskemaskine", "Kaffebryggare", "Gasgrill");
  // a grill compound only with its fuel before it, never "-grill" alone
  { key: 'dishwasher', canonical: 'Dishwasher', pattern: /\b(?:diskmaskin(?:en|er)?|opvaskemaskine(?:n|r)?|oppvaskmaskin(?:en|er)?)\b/iu },
  { key: 'washer', canonical: 'Washing machine', pattern: /\b(?:tvättmaskin(?:en|er)?|vaskemaskine(?:n|r)?|vaskemaskin(?:en|er)?)\b/iu },
  { key: 'coffee', canonical: 'Coffee maker', pattern: /\b(?:kaffebryggare(?:n)?|kaffemaskin(?:e|en|er)?|kaffetrakter(?:en)?|elkedel(?:en)?|vattenkokare(?:n)?|vannkoker(?:en)?)\b/iu, inRoom: true },
  { key: 'bbq', canonical: 'BBQ grills', pattern: /\b(?:gas(?:ol)?grill(?:en)?|kulgrill(?:en)?|holzkohlegrill|grill(?:plads|plats|plass)(?:en)?)\b/iu },
  { key: 'babycot', canonical: 'Baby cot', pattern: /\b(?:barnsäng(?:ar)?|babyseng(?:e)?|barneseng(?:er)?|tremmeseng(?:e)?|spjälsäng(?:ar)?)\b/iu },
  { key: 'hottub', canonical: 'Hot tub', pattern: /\b(?:bubbelpool(?:en)?|boblebad(?:et)?|badestamp(?:en)?|vildmarksbad(?:et)?|badtunna(?:n)?)\b/iu },
  { key: 'pool', canonical: 'Outdoor pool', pattern: /\b(?:simbassäng(?:en)?|utomhuspool(?:en)?|inomhuspool(?:en)?|svømmebassin(?:et)?|svømmepøl|basseng(?:et)?|udendørs pool|indendørs pool)\b/iu },
  /*
   * Said in a sentence rather than as a label. The reception open round the clock ("La recepción
   * está abierta las 24 horas", "Recepcia je otvorená nonstop", "The front desk is staffed 24
   * hours"), not a notice given to it ("inform reception 24 hours in advance").
   */
  { key: 'reception24', canonical: '24-hour reception', pattern: /\b(?:reception|front desk|réception|recepción|recepção|receção|rezeption|receptie|recepce|recepcia|recepcja|recepció)\b[^.;:!?\d]{0,30}?(?:\b24\s?(?:hours?|hrs?|h|horas|heures|ore|stunden|uur|hodín|hodin|godzin\p{L}*|hores)\b(?!\s*(?:in advance|before|prior|notice|vorher|im voraus|à l['’]avance|de antelación|prima|van tevoren))|\b24\/7\b|\bnon-?stop\b|\b(?:a)?round the clock\b|\brund um die uhr\b|\bjour et nuit\b|\bdía y noche\b|\bgiorno e notte\b|\bdag en nacht\b|\bdia e noite\b)/iu },
  /*
   * The reception with its hours ("Réception ouverte de 7 h à 22 h", "Recepción de 7:00 a 23:00",
   * "Reception 07.00–21.00"): a service the house lists, whatever the hours.
   */
  { key: 'reception', canonical: 'Reception', pattern: /\b(?:reception|front desk|réception|recepción|recepção|receção|rezeption|receptie|recepce|recepcia|recepcja|recepció)\s+(?:(?:is\s+|est\s+|ist\s+|está\s+|è\s+)?(?:open|ouverte|abierta|aberta|geöffnet|geopend|aperta|otevřená|otvorená|czynna|oberta)\s+)?(?:(?:from|de|desde|von|van|dalle|dal|od|das|des)\s+)?\d{1,2}(?:[:.h]\s?\d{2}|\s?h)?\s*(?:-|–|—|à|a|to|bis|tot|até|às|hasta|alle|do|until)\s*\d{1,2}(?:[:.h]\s?\d{2}|\s?h)?/iu },
  /*
   * Pets taken by arrangement: "Hunde auf Anfrage", "Hunde nach Absprache", "pets on request",
   * "animaux sur demande", "mascotas bajo petición", "animali su richiesta", "huisdieren in overleg".
   */
  { key: 'pets', canonical: 'Pet-friendly', pattern: /\b(?:pets?|dogs?|animaux|chiens?|animali|cani|mascotas|perros|animais|cães|hunde|haustiere|vierbeiner|huisdieren|honden)\s+(?:(?:sind|are|sont|son|sono|são|zijn)\s+)?(?:(?:welcome|allowed|accepted|willkommen|erlaubt|acceptés|admis|admitidos|permitidos|ammessi|toegestaan|welkom)\s+)?(?:auf anfrage|nach (?:vorheriger )?(?:absprache|vereinbarung|rücksprache)|on request|upon request|by (?:prior )?arrangement|sur demande|bajo (?:petición|consulta)|previa (?:petición|consulta|solicitud)|su richiesta|op aanvraag|in overleg|sob consulta|mediante consulta)(?:\s+(?:welcome|willkommen|erlaubt|bienvenus|acceptés|admis|bienvenidos|admitidos|benvenuti|ammessi|welkom|toegestaan|bem-vindos|aceitos))?\b/iu },
  /*
   * Tastings the house holds and the room it holds them in ("une dégustation de vins de Bordeaux",
   * "la sala degustazione", "Weinprobe im Keller"); a tasting menu is the restaurant's. In prose
   * only where the sentence ties it to the house (an activity).
   */
  { key: 'tasting', canonical: 'Wine tasting', pattern: /\b(?:wine|whisky|whiskey|beer|cheese|olive oil|gin|mezcal|port) tastings?\b|\btasting room\b|\bdégustations? de (?:vins?|whisky|bières?|fromages?|rhums?)\b|\b(?:caveau|salle) de dégustation\b|\bsala (?:di |da )?degustazione\b|\bdegustazion[ei] (?:di |dei )?(?:vin[io]|olio)\b|\bdegustaci[oó]n(?:es)? de (?:vinos?|mezcal(?:es)?|aceites?|cervezas?)\b|\bsala de (?:catas|degustación|provas)\b|\bcatas? de vinos?\b|\bweinproben?\b|\bweinverkostung(?:en)?\b|\bwijnproeverij(?:en)?\b|\bdegusta[çc][ãa]o de vinhos\b|\bprovas? de vinhos?\b|\bdegustace vín\b|\bborkóstol\p{L}*/iu, activity: true },
  /*
   * Bicycles in the languages where the lexicon knew only electric ones ("Tenemos bicicletas de
   * cortesía", "us deixem bicicletes de muntanya", "Na recepcii si požičiate bicykle"); in prose
   * only where the sentence ties them to the house (an activity).
   */
  { key: 'bikes', canonical: 'Bicycles', pattern: /\b(?:bicicletas|bicicletes|biciclette|fahrräder|leihräder|fietsen|bicykle|bicykly|jízdní kola)(?:\s+(?:de cortesía|de cortesia|gratuitas|gratuïtes|gratuite|gratis|kostenlos|de montaña|de muntanya|da montagna))?\b/iu, activity: true },
];

/**
 * `\b` in a `u` regex is an ASCII word boundary: "spa privé\b" never matches before a space, and
 * "\bété" never matches at all. Every `\b` of the amenity patterns is made a letter/digit boundary.
 */
const WORD_CHAR = '[\\p{L}\\p{N}_]';
const LETTER_BOUNDARY = `(?:(?<=${WORD_CHAR})(?!${WORD_CHAR})|(?<!${WORD_CHAR})(?=${WORD_CHAR}))`;
/*
 * Where one side of a boundary is a literal letter of the pattern, only the other side needs a test
 * ("\\bpool" is "(?<!W)pool"). Same matches, and far cheaper for the engine to compile: the full
 * boundary's four Unicode classes, under the `i` flag, cost seconds per process across the lexicon.
 */
const LITERAL_WORD_CHAR = /[\p{L}\d]/u;
/** Whether src[at] is a literal character, not part of an escape ("\\s", "\\u00AE", "\\x41", "\\cJ"). */
function isLiteralAt(src: string, at: number): boolean {
  let backslashes = 0;
  for (let j = at - 1; j >= 0 && src[j] === '\\'; j--) backslashes++;
  if (backslashes % 2 === 1) return false;
  const before = src.slice(Math.max(0, at - 6), at + 1);
  return !/\\(?:u[0-9a-fA-F]{0,4}|x[0-9a-fA-F]{0,2}|c[A-Za-z]|u\{[0-9a-fA-F]*)$/.test(before);
}
export function unicodeBoundaries(re: RegExp): RegExp {
  const src = re.source;
  let out = '';
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '\\' && src[i + 1] === 'b' && isLiteralAt(src, i)) {
      const next = src[i + 2] ?? '';
      const prev = src[i - 1] ?? '';
      if (LITERAL_WORD_CHAR.test(next) && !/[?*{]/.test(src[i + 3] ?? '')) out += `(?<!${WORD_CHAR})`;
      else if (i > 0 && LITERAL_WORD_CHAR.test(prev) && isLiteralAt(src, i - 1)) out += `(?!${WORD_CHAR})`;
      else out += LETTER_BOUNDARY;
      i++;
      continue;
    }
    out += src[i];
  }
  return new RegExp(out, re.flags.includes('u') ? re.flags : `${re.flags}u`);
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
  /\b(hotel|hôtel|hotels|inn|inns|suites|resort|motel|hostel|lodge|auberge|albergo|agriturismo|fattoria|masseria|locanda|pensione|posada|hostal|casa|villa|cottages?|cabins?|chalet|gasthof|gasthaus|pension|ryokan|b&b|bed and breakfast|guest ?house|castle|castello|château|castillo|schloss|manor|manoir|palazzo)\b|旅館|ホテル|(?<![\p{L}])(?:hotell|otel|motell|külalistemaja|penzi[oó]n|pensjonat|pansiyon|pansion|panzió|szálloda|vendégház|fogadó|gostišče|ξενοδοχείο|ξενοδοχειο|ξενώνας|ξενωνας|πανσιόν|pousada|estalagem|albergaria|hospedaria|hoster[ií]a|hospeder[ií]a|albergue|affittacamere|ostello|g[îi]te|chambres?\s+d['’]h[ôo]tes?|maison\s+d['’]h[ôo]tes?|hostellerie|gästehaus|herberg|kro|gæstehus|gjestehus|vandrarhem|pensionat|zajazd|homestay|aparthotel|khách sạn|nhà nghỉ)(?![\p{L}])|펜션|호텔|게스트하우스|민박|酒店|宾馆|賓館|旅馆|民宿|客栈|客棧|ペンション/iu;
