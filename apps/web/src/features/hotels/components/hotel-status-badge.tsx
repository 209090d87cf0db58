import { Badge } from '@chakra-ui/react';
import type { HotelStatus } from '@hotel/contracts';
import { HOTEL_STATUS_BADGES } from '../../../lib/hotel-status';

export function HotelStatusBadge({ status }: { status: HotelStatus }) {
  const style = HOTEL_STATUS_BADGES[status];
  return (
    <Badge variant={style.variant} colorPalette={style.colorPalette} data-testid={`badge-status-${status}`}>
      {style.label}
    </Badge>
  );
}
