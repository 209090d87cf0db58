import type { HotelStatus } from '@hotel/contracts';

/** Section 4: the dashboard's wording per hotel status. */
export function activityText(status: HotelStatus | string): string {
  switch (status) {
    case 'completed':
      return 'Completed scraping';
    case 'processing':
      return 'Processing';
    case 'error':
      return 'Error occurred';
    default:
      return 'Pending';
  }
}
