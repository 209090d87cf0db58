import { Box, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Run, StatsResponse } from '@hotel/contracts';
import { HOTEL_STATUS_BADGES } from '../../../lib/hotel-status';
import { integerTicks } from '../lib/integer-ticks';

// Fixed hues read well on both themes; the words beside them carry the meaning for colour-blind readers.
const STATUS_COLORS: Record<keyof StatsResponse['byStatus'], string> = {
  completed: '#14b8a6',
  processing: '#3b82f6',
  pending: '#a1a1aa',
  error: '#ef4444',
};
// Chakra's CSS variables follow the light/dark class, so the charts follow the theme too.
const tooltipProps = {
  contentStyle: {
    background: 'var(--chakra-colors-bg-panel)',
    border: '1px solid var(--chakra-colors-border)',
    borderRadius: 6,
    color: 'var(--chakra-colors-fg)',
    fontSize: 'var(--chakra-font-sizes-sm)',
  },
  labelStyle: { color: 'var(--chakra-colors-fg)' },
  cursor: { fill: 'var(--chakra-colors-bg-muted)' },
};
// Chart text matches the console's: axis ticks and slice labels at xs (12 px, an SVG attribute
// cannot take a CSS variable), legends at xs, tooltips at sm like other hover text.
const tick = { fill: 'var(--chakra-colors-fg-muted)', fontSize: 12 };
const legendStyle = { fontSize: 'var(--chakra-font-sizes-xs)', color: 'var(--chakra-colors-fg-muted)' };

const STATUS_LABELS: Record<keyof StatsResponse['byStatus'], string> = {
  completed: HOTEL_STATUS_BADGES.completed.label,
  processing: HOTEL_STATUS_BADGES.processing.label,
  pending: HOTEL_STATUS_BADGES.pending.label,
  error: HOTEL_STATUS_BADGES.error.label,
};

/**
 * The donut's slices: only statuses some hotel is in (a zero would be a legend entry for nothing),
 * each named with its count so the chart reads without hovering ('Done (3)').
 */
export function statusSlices(byStatus: StatsResponse['byStatus']) {
  return (Object.keys(STATUS_LABELS) as Array<keyof typeof STATUS_LABELS>)
    .filter((k) => byStatus[k] > 0)
    .map((k) => ({ key: k, name: `${STATUS_LABELS[k]} (${byStatus[k].toLocaleString()})`, value: byStatus[k] }));
}

export function StatusChart({ byStatus }: { byStatus: StatsResponse['byStatus'] }) {
  const slices = statusSlices(byStatus);
  if (slices.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        No hotels yet
      </Text>
    );
  }
  return (
    <Box h="220px" role="img" aria-label={`Hotels by status: ${slices.map((d) => d.name).join(', ')}`}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          {/* One status is a full ring: padding and the slice border would cut a stray tick into it. */}
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            innerRadius={50}
            outerRadius={80}
            paddingAngle={slices.length > 1 ? 2 : 0}
            stroke={slices.length > 1 ? undefined : 'none'}
            label={{ fill: 'var(--chakra-colors-fg)', fontSize: 12 }}
            labelLine={false}
            isAnimationActive={false}
          >
            {slices.map((d) => (
              <Cell key={d.key} fill={STATUS_COLORS[d.key]} />
            ))}
          </Pie>
          <Tooltip {...tooltipProps} />
          <Legend verticalAlign="bottom" height={24} wrapperStyle={legendStyle} />
        </PieChart>
      </ResponsiveContainer>
    </Box>
  );
}

export function RunsChart({ runs }: { runs: Run[] }) {
  const data = [...runs]
    .reverse()
    .map((r) => ({ name: new Date(r.createdAt).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }), done: r.completed, failed: r.failed }));
  // Whole hotels, scaled to the tallest bar: a one-hotel run reads 0–1, not recharts' default 0–4.
  const ticks = integerTicks(Math.max(0, ...data.map((d) => d.done + d.failed)));
  return (
    <Box h="220px" role="img" aria-label={`Recent runs: ${runs.length} runs`}>
      <ResponsiveContainer width="100%" height="100%">
        {/* A lone run keeps a bar's width (maxBarSize) instead of spanning the whole chart. */}
        <BarChart data={data} barCategoryGap="30%">
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="name" tick={tick} />
          <YAxis allowDecimals={false} domain={[0, ticks.at(-1) ?? 1]} ticks={ticks} interval={0} tick={tick} width={32} />
          <Tooltip {...tooltipProps} />
          <Legend height={24} wrapperStyle={legendStyle} />
          {/* A run's hotels end in the hotel states, so they carry the same words as the badges. */}
          <Bar dataKey="done" name={HOTEL_STATUS_BADGES.completed.label} stackId="a" fill="#14b8a6" isAnimationActive={false} maxBarSize={48} />
          <Bar dataKey="failed" name={HOTEL_STATUS_BADGES.error.label} stackId="a" fill="#ef4444" isAnimationActive={false} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
