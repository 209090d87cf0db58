/**
 * Deterministic synthetic hotel web: every page of every site is a pure function of
 * (seed, site index, path), so two benchmark runs (and the two peers of one run) see the same
 * bytes. Pages look like real hotel sites: nav/header/footer boilerplate, inline CSS and
 * tracking scripts (a large share of a real page's weight), JSON-LD on some sites only
 * (Hotel with PostalAddress/amenityFeature, LodgingBusiness, or none), amenity lists, dining,
 * location text with distances, rooms and contact details.
 */

export const SUBPAGES = ['/rooms/', '/amenities/', '/dining/', '/location/', '/contact/'] as const;
export const SITE_PATHS = ['/', ...SUBPAGES] as const;
export type SitePath = (typeof SITE_PATHS)[number];

/** mulberry32: small, fast, seedable; quality is plenty for picking words. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash(...parts: Array<string | number>): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const PREFIX = ['Grand', 'Royal', 'Harbour', 'Old Town', 'Riverside', 'Garden', 'Park', 'Alpine', 'Seaside', 'Central', 'Boutique', 'Lakeview'];
const KIND = ['Hotel', 'Inn', 'Resort', 'Lodge', 'Suites', 'Hotel & Spa', 'Guesthouse'];
const CITIES = [
  { city: 'Portville', region: 'ME', country: 'US', airport: 'Portville International Airport', station: 'Portville Central Station', sights: ['Maritime Museum', 'Old Lighthouse', 'Harbour Market', 'Cathedral of St. Anne'] },
  { city: 'Lakeside', region: 'CO', country: 'US', airport: 'Lakeside Regional Airport', station: 'Lakeside Union Station', sights: ['Lakeside Botanical Garden', 'Pine Ridge Trail', 'History Museum', 'Old Mill'] },
  { city: 'Belmonte', region: 'Tuscany', country: 'IT', airport: 'Belmonte Airport', station: 'Belmonte Railway Station', sights: ['Piazza Grande', 'Torre Civica', 'Museo Archeologico', 'Duomo di Belmonte'] },
  { city: 'Saint-Clair', region: 'Provence', country: 'FR', airport: 'Saint-Clair Airport', station: 'Saint-Clair Train Station', sights: ['Musée des Beaux-Arts', 'Vieux Port', 'Jardin du Roy', 'Abbaye Saint-Clair'] },
  { city: 'Kingsbridge', region: 'Devon', country: 'GB', airport: 'Kingsbridge Airport', station: 'Kingsbridge Railway Station', sights: ['Kingsbridge Castle', 'Estuary Walk', 'Town Museum', 'Cookworthy Gardens'] },
];
const AMENITIES = [
  'Free WiFi', 'Outdoor swimming pool', 'Indoor heated pool', 'Fitness centre', 'Free parking', 'Airport shuttle', 'Restaurant', 'Bar and lounge',
  '24-hour front desk', 'Spa and wellness centre', 'Sauna', 'Room service', 'Laundry service', 'Meeting rooms', 'Business centre', 'Pet friendly',
  'Electric vehicle charging', 'Bicycle rental', 'Concierge', 'Non-smoking rooms', 'Family rooms', 'Garden', 'Terrace', 'Kids club',
];
const ROOM_TYPES = ['Standard Double Room', 'Superior King Room', 'Deluxe Twin Room', 'Junior Suite', 'Family Room', 'Executive Suite', 'Garden View Room', 'Sea View Room'];
const DISHES = ['grilled sea bass', 'wild mushroom risotto', 'slow-cooked lamb', 'local cheeses', 'seasonal salads', 'homemade pasta', 'fresh oysters', 'lemon tart'];
const WORDS =
  'the hotel offers guests a warm welcome with comfortable rooms bright spaces and friendly staff who are happy to help plan every day of your stay in the area our team recommends local walks quiet mornings and evenings on the terrace each room is decorated with care natural materials and views over the gardens or the old town breakfast is served daily with fresh bread fruit and regional specialities'.split(
    ' ',
  );

function sentence(r: () => number, min = 10, max = 22): string {
  const n = int(r, min, max);
  const ws: string[] = [];
  for (let i = 0; i < n; i++) ws.push(pick(r, WORDS));
  const s = ws.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1) + '.';
}
const paragraph = (r: () => number, n = int(r, 3, 6)): string => Array.from({ length: n }, () => sentence(r)).join(' ');

export interface SiteInfo {
  index: number;
  name: string;
  city: (typeof CITIES)[number];
  street: string;
  postalCode: string;
  phone: string;
  email: string;
  amenities: string[];
  structured: 'hotel' | 'lodging' | 'none';
}

export function siteInfo(seed: number, index: number): SiteInfo {
  const r = rng(hash(seed, 'site', index));
  const city = pick(r, CITIES);
  const name = `${pick(r, PREFIX)} ${city.city} ${pick(r, KIND)} ${index}`;
  const shuffled = [...AMENITIES].sort(() => r() - 0.5);
  const roll = r();
  return {
    index,
    name,
    city,
    street: `${int(r, 1, 240)} ${pick(r, ['Quay Street', 'Via Roma', 'Rue du Port', 'High Street', 'Lake Road', 'Main Street'])}`,
    postalCode: String(int(r, 10000, 99999)),
    phone: `+1 555 ${String(int(r, 100, 999))} ${String(int(r, 1000, 9999))}`,
    email: `stay@hotel${index}.example`,
    amenities: shuffled.slice(0, int(r, 8, 16)),
    structured: roll < 0.4 ? 'hotel' : roll < 0.65 ? 'lodging' : 'none',
  };
}

function jsonLd(s: SiteInfo): string {
  if (s.structured === 'none') return '';
  const address = { '@type': 'PostalAddress', streetAddress: s.street, addressLocality: s.city.city, addressRegion: s.city.region, postalCode: s.postalCode, addressCountry: s.city.country };
  const doc =
    s.structured === 'hotel'
      ? {
          '@context': 'https://schema.org',
          '@type': 'Hotel',
          name: s.name,
          description: `${s.name} is a hotel in ${s.city.city}, close to ${s.city.sights[0]} and ${s.city.sights[1]}.`,
          address,
          telephone: s.phone,
          email: s.email,
          amenityFeature: s.amenities.map((a) => ({ '@type': 'LocationFeatureSpecification', name: a, value: true })),
        }
      : { '@context': 'https://schema.org', '@type': 'LodgingBusiness', name: s.name, address, telephone: s.phone, priceRange: '$$' };
  return `<script type="application/ld+json">${JSON.stringify(doc)}</script>`;
}

const NAV_LABELS: Record<string, string> = { '/rooms/': 'Rooms & Suites', '/amenities/': 'Amenities', '/dining/': 'Dining', '/location/': 'Location', '/contact/': 'Contact' };

function header(s: SiteInfo): string {
  const links = SUBPAGES.map((p) => `<li class="menu-item"><a class="menu-link" href="${p}">${NAV_LABELS[p]}</a></li>`).join('');
  return `<header class="site-header"><div class="topbar"><span class="phone">${s.phone}</span> <a href="https://booking.example.com/hotel/${s.index}" class="btn">Book now</a> <a href="#" class="lang">EN</a></div>
<nav class="main-nav" aria-label="Main"><a class="logo" href="/"><img src="/img/logo.png" alt="${esc(s.name)}"></a><ul class="menu"><li class="menu-item"><a class="menu-link" href="/">Home</a></li>${links}</ul></nav></header>`;
}

function footer(s: SiteInfo): string {
  return `<footer class="site-footer"><div class="cols"><div class="col"><h4>${esc(s.name)}</h4><ul><li>${s.street}, ${s.city.city} ${s.postalCode}</li><li>Tel: ${s.phone}</li><li>Email: ${s.email}</li></ul></div>
<div class="col"><h4>Follow us</h4><ul><li><a href="https://facebook.example.com/h${s.index}">Facebook</a></li><li><a href="https://instagram.example.com/h${s.index}">Instagram</a></li></ul></div>
<div class="col"><h4>Newsletter</h4><form><input type="email" placeholder="Your email"><button>Subscribe</button></form></div></div>
<p class="copy">© 2026 ${esc(s.name)}. All rights reserved.</p></footer>`;
}

function content(s: SiteInfo, path: SitePath, r: () => number): string {
  const c = s.city;
  switch (path) {
    case '/':
      return `<h1>${esc(s.name)}</h1><section class="intro"><p>Welcome to ${esc(s.name)}, a ${int(r, 20, 180)}-room hotel in the heart of ${c.city}, a short walk from ${c.sights[0]}. ${paragraph(r)}</p></section>
<section><h2>Why stay with us</h2><ul>${s.amenities.slice(0, 6).map((a) => `<li>${a}</li>`).join('')}</ul><p>${paragraph(r)}</p></section>
<section><h2>Our rooms</h2><p>${paragraph(r)}</p></section>`;
    case '/rooms/':
      return `<h1>Rooms &amp; Suites</h1>${ROOM_TYPES.slice(0, int(r, 4, 8))
        .map((t) => `<article class="room"><h2>${t}</h2><p>${int(r, 18, 60)} m², sleeps ${int(r, 2, 4)}, ${pick(r, ['king bed', 'two twin beds', 'queen bed'])}. ${paragraph(r, 2)}</p><ul><li>Air conditioning</li><li>Flat-screen TV</li><li>Minibar</li><li>Rain shower</li></ul><p class="price">From $${int(r, 90, 420)} per night</p></article>`)
        .join('')}`;
    case '/amenities/':
      return `<h1>Amenities and services</h1><h2>Facilities</h2><ul class="amenities">${s.amenities.map((a) => `<li>${a}</li>`).join('')}</ul>
<h2>Wellness</h2><p>${paragraph(r)}</p><h2>Services</h2><p>${paragraph(r)}</p>`;
    case '/dining/':
      return `<h1>Dining</h1><h2>The ${pick(r, ['Terrace', 'Garden', 'Harbour'])} Restaurant</h2><p>Our chef cooks ${pick(r, DISHES)}, ${pick(r, DISHES)} and ${pick(r, DISHES)} with produce from ${c.city} markets. Breakfast is served from 7:00 to 10:30. ${paragraph(r)}</p>
<h2>Bar</h2><p>${paragraph(r)}</p><h2>Opening hours</h2><ul><li>Breakfast 7:00–10:30</li><li>Lunch 12:00–14:30</li><li>Dinner 19:00–22:00</li></ul>`;
    case '/location/':
      return `<h1>Location</h1><p>${esc(s.name)} is located at ${s.street} in ${c.city}, ${int(r, 2, 15)} minutes' walk from ${c.sights[1]}. ${paragraph(r, 2)}</p>
<h2>Getting here</h2><ul><li>${c.airport} – ${int(r, 8, 45)} km</li><li>${c.station} – ${(r() * 3 + 0.3).toFixed(1)} km</li><li>Bus stop ${pick(r, ['Market Square', 'Town Hall', 'Harbour Gate'])} – 200 m</li></ul>
<p>The ${c.station} is a ${int(r, 5, 25)}-minute walk away; a taxi from ${c.airport} takes about ${int(r, 15, 50)} minutes.</p>
<h2>Nearby attractions</h2><ul>${c.sights.map((x) => `<li>${x} – ${(r() * 4 + 0.2).toFixed(1)} km</li>`).join('')}</ul>`;
    case '/contact/':
      return `<h1>Contact us</h1><address>${esc(s.name)}<br>${s.street}<br>${s.postalCode} ${c.city}, ${c.region}, ${c.country}</address><p>Phone: ${s.phone}<br>Email: ${s.email}</p>
<p>Reception is open 24 hours a day. ${paragraph(r, 2)}</p><form class="contact"><input name="name"><textarea name="msg"></textarea><button>Send</button></form>`;
  }
}

const CSS_RULE = (i: number): string => `.c${i}{margin:0 ${i % 17}px;padding:${i % 9}px;color:#${(i * 2654435761).toString(16).slice(-6).padStart(6, '0')};font-size:${12 + (i % 8)}px}`;

/** Bytes of boilerplate (inline CSS, tracking config, reviews) added to reach the page's size. */
function padding(r: () => number, bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  // about a third inline CSS, a third script data, a third visible review cards
  let css = '';
  for (let i = 0; css.length < bytes / 3; i++) css += CSS_RULE(i + Math.floor(r() * 1000));
  parts.push(`<style>${css}</style>`);
  size += css.length;
  const data: Array<{ id: number; t: string; v: number }> = [];
  let dataLen = 0;
  while (dataLen < bytes / 3) {
    const d = { id: int(r, 1, 1e6), t: pick(r, WORDS), v: r() };
    data.push(d);
    dataLen += JSON.stringify(d).length + 1;
  }
  parts.push(`<script>window.__TRACKING__=${JSON.stringify(data)};</script>`);
  size += dataLen;
  const reviews: string[] = [];
  while (size < bytes) {
    const card = `<div class="review-card"><span class="stars">${'★'.repeat(int(r, 3, 5))}</span><blockquote>${sentence(r, 12, 30)} ${sentence(r)}</blockquote><cite>${pick(r, ['Anna', 'Marco', 'Julie', 'Tom', 'Keiko', 'Sam'])}, ${pick(r, ['May', 'June', 'July', 'August'])} 2026</cite></div>`;
    reviews.push(card);
    size += Buffer.byteLength(card);
  }
  return `${parts[0]}<section class="reviews"><h2>What our guests say</h2>${reviews.join('')}</section>${parts[1]}`;
}

/** One page, deterministic; target size uniformly 40–150 KB. */
export function renderPage(seed: number, index: number, path: SitePath): string {
  const s = siteInfo(seed, index);
  const r = rng(hash(seed, index, path));
  const target = int(r, 40_000, 148_000);
  const title = path === '/' ? `${s.name} | Hotel in ${s.city.city}` : `${NAV_LABELS[path]} | ${s.name}`;
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="${esc(s.name)} in ${s.city.city}"><meta property="og:title" content="${esc(s.name)}"><link rel="stylesheet" href="/css/site.css">${path === '/' ? jsonLd(s) : ''}</head>`;
  const body = `<body class="page">${header(s)}<main id="main">${content(s, path, r)}</main>`;
  const tail = `${footer(s)}<script src="/js/site.js" defer></script></body></html>`;
  const base = head.length + body.length + tail.length;
  return `${head}${body}${padding(r, Math.max(0, target - base))}${tail}`;
}

export function robotsTxt(index: number): string {
  return `User-agent: *\nDisallow: /booking/\nDisallow: /admin/\n# site ${index}\n`;
}

/** Response latency 50–150 ms, seeded per (site, path). */
export function latencyMs(seed: number, index: number, path: string): number {
  return 50 + (hash(seed, 'latency', index, path) % 101);
}
