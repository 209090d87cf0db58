import type { ProfileFieldName } from '@hotel/contracts';

/** How each profile field is named on screen (the hotel page, its compare and the Changes screen). */
export const PROFILE_FIELD_LABELS: Record<ProfileFieldName, string> = {
  name: 'Name',
  brandName: 'Brand',
  address: 'Address',
  situated: 'Location',
  description: 'Description',
  amenities: 'Amenities',
  transportLinks: 'Transport links',
  nearbyAttractions: 'Nearby attractions',
};
