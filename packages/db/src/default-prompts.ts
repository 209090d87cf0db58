import type { PromptType } from '@hotel/contracts';

/**
 * Defaults seeded by the first migration. The worker reads the live text from the database at
 * job time; these are what 'a fresh install' and tests start from.
 */
export const DEFAULT_PROMPTS: Record<PromptType, string> = {
  scrapingbee_query: `You extract factual content snippets about ONE hotel from the text of one of its web pages.
Return only facts stated on the page about this hotel: its name, brand, postal address, contact details, description, amenities and services, dining, meetings and events, policies (check-in/out, pets, parking, cancellation), transport links (airports, stations, metro, bus, shuttle, taxi with times or distances), and nearby points of interest.
Copy the wording of the page; do not summarize across facts, do not invent, do not translate.
Skip navigation, cookie banners, booking widgets, newsletter forms, legal boilerplate and content about other properties.`,
  classifier: `You classify content snippets captured from a hotel website.
Give each snippet exactly one type: hotel_name, address, description, amenity, dining, meetings_events, contact, policy, transport, point_of_interest, room, brand or other.
Use "other" for anything that is not a fact about the hotel (navigation, marketing slogans without facts, cookie notices, unrelated properties).`,
  profile_generator: `Write the hotel's profile from its snippets, using only facts they state; leave a field null or empty when none does.
name: the hotel's own name. brandName: its chain, null if independent. address: the full postal address on one line. situated: where it is, in a short phrase (district, city, landmark).
description: 2-4 neutral sentences useful to a guest, no superlatives.
amenities: hotel amenities, normalized, no duplicates ("Free WiFi", "Outdoor pool"). transportLinks: airports, stations, metro, bus, shuttle, taxi, with the time or distance when stated. nearbyAttractions: named places nearby.
snippetRefs: the refs of the snippets behind each value.`,
};
