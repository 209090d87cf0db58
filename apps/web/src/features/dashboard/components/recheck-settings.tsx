import { Button, HStack, Text } from '@chakra-ui/react';
import { plural } from '../../../lib/format';
import { useAuth } from '../../../lib/auth';
import { useRecheckSettings, useSetRecheckPaused } from '../api/get-recheck-settings';

/** Whether scheduled re-checks run, and (admins) the switch that pauses or resumes them all. */
export function RecheckSettings() {
  const { isAdmin } = useAuth();
  const settings = useRecheckSettings();
  const setPaused = useSetRecheckPaused();
  const s = settings.data;
  if (!s) return null;
  const schedule =
    s.defaultDays > 0
      ? `every ${s.defaultDays} ${plural('day', s.defaultDays)} by default, up to ${s.maxPerHour} ${plural('hotel', s.maxPerHour)} an hour`
      : `only hotels with their own interval, up to ${s.maxPerHour} ${plural('hotel', s.maxPerHour)} an hour`;
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" borderTopWidth="1px" pt="3" mt="3" data-testid="recheck-settings">
      <Text fontSize="sm" color="fg.muted" data-testid="text-recheck-settings">
        {s.paused ? 'Scheduled re-checks are paused.' : `Scheduled re-checks: ${schedule}.`}
      </Text>
      {isAdmin && (
        <Button size="xs" variant="outline" data-testid="button-toggle-rechecks" loading={setPaused.isPending} onClick={() => setPaused.mutate(!s.paused)}>
          {s.paused ? 'Resume re-checks' : 'Pause re-checks'}
        </Button>
      )}
    </HStack>
  );
}
