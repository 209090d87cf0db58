import { useState } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { RECHECK_DAYS_MAX, type HotelRecheck } from '@hotel/contracts';
import { plural, relativeTime } from '../../../lib/format';
import { useHotelRecheck } from '../api/get-hotel-recheck';
import { useSetHotelRecheck } from '../api/set-hotel-recheck';

type Choice = 'default' | 'never' | 'days';

const choiceOf = (days: number | null): Choice => (days === null ? 'default' : days === 0 ? 'never' : 'days');

/** What the latest scheduled re-check found, in words ('3 pages unchanged, 1 changed'). */
export function lastRecheckText(last: NonNullable<HotelRecheck['lastRecheck']>): string {
  if (last.status === 'pending' || last.status === 'processing') return 'Re-check in progress';
  if (last.status === 'error') return `Last re-check failed${last.error ? `: ${last.error}` : ''}`;
  const unchanged = last.pagesUnchanged ?? 0;
  const changed = last.pagesChanged ?? 0;
  const found = changed === 0 ? `no change (${unchanged} ${plural('page', unchanged)} unchanged)` : `${changed} ${plural('page', changed)} changed, ${unchanged} unchanged`;
  return `Last re-check${last.finishedAt ? ` ${relativeTime(last.finishedAt)}` : ''}: ${found}`;
}

/** When the next re-check is due, or why there is none, and what the last one found. */
export function recheckStatusText(data: HotelRecheck, now: number = Date.now()): string {
  const next = data.paused
    ? 'Scheduled re-checks are paused by an administrator.'
    : data.nextCheckAt
      ? Date.parse(data.nextCheckAt) > now
        ? `Next re-check ${relativeTime(data.nextCheckAt, now)}`
        : 'Re-check due: it starts within the hour'
      : data.effectiveDays === 0
        ? 'Not re-checked on a schedule.'
        : 'Re-checked on a schedule after its first scrape.';
  return data.lastRecheck ? `${next} · ${lastRecheckText(data.lastRecheck)}` : next;
}

/** The hotel's re-check schedule: Default / Never / every N days, when it is next due, what the last one found. */
export function RecheckControl({ hotelId }: { hotelId: string }) {
  const recheck = useHotelRecheck(hotelId);
  if (!recheck.data) return null;
  // keyed by the saved value: the form starts again from it after a save or a refresh
  return <RecheckForm key={String(recheck.data.days)} hotelId={hotelId} data={recheck.data} />;
}

function RecheckForm({ hotelId, data }: { hotelId: string; data: HotelRecheck }) {
  const save = useSetHotelRecheck();
  const [choice, setChoice] = useState<Choice>(choiceOf(data.days));
  const [days, setDays] = useState(String(data.days && data.days > 0 ? data.days : data.defaultDays || 30));
  const n = Number(days);
  const daysValid = Number.isInteger(n) && n >= 1 && n <= RECHECK_DAYS_MAX;
  const wanted = choice === 'default' ? null : choice === 'never' ? 0 : n;
  const dirty = wanted !== data.days;
  const defaultText = data.defaultDays > 0 ? `Default (every ${data.defaultDays} ${plural('day', data.defaultDays)})` : 'Default (never)';

  return (
    <Stack gap="1" mt="2" data-testid="recheck-control">
      <HStack gap="2" wrap="wrap" align="end">
        <Field.Root w="auto">
          <Field.Label htmlFor="recheck-choice" fontSize="sm">
            Re-check
          </Field.Label>
          <NativeSelect.Root size="sm" w="56">
            <NativeSelect.Field id="recheck-choice" data-testid="select-recheck" value={choice} onChange={(e) => setChoice(e.currentTarget.value as Choice)}>
              <option value="default">{defaultText}</option>
              <option value="days">Every N days</option>
              <option value="never">Never</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {choice === 'days' && (
          <Field.Root w="auto" invalid={!daysValid}>
            <Field.Label htmlFor="recheck-days" fontSize="sm">
              Days
            </Field.Label>
            <Input id="recheck-days" data-testid="input-recheck-days" size="sm" w="24" type="number" min={1} max={RECHECK_DAYS_MAX} value={days} onChange={(e) => setDays(e.currentTarget.value)} />
          </Field.Root>
        )}
        <Button
          size="sm"
          variant="outline"
          data-testid="button-save-recheck"
          disabled={!dirty || (choice === 'days' && !daysValid)}
          loading={save.isPending}
          onClick={() => save.mutate({ hotelId, days: wanted })}
        >
          Save
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted" data-testid="text-recheck-status">
        {recheckStatusText(data)}
      </Text>
    </Stack>
  );
}
