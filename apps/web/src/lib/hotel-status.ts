import type { HotelStatus } from '@hotel/contracts';

export interface StatusBadgeStyle {
  label: string;
  variant: 'subtle' | 'solid' | 'outline';
  colorPalette: string;
}

/**
 * Spec section 4: Pending (secondary), Processing (default), Done (outline), Error (destructive).
 * These labels are the one word for each state wherever it shows (source cards, runs, charts).
 */
export const HOTEL_STATUS_BADGES: Record<HotelStatus, StatusBadgeStyle> = {
  pending: { label: 'Pending', variant: 'subtle', colorPalette: 'gray' },
  processing: { label: 'Processing', variant: 'solid', colorPalette: 'blue' },
  completed: { label: 'Done', variant: 'outline', colorPalette: 'green' },
  error: { label: 'Error', variant: 'solid', colorPalette: 'red' },
};
