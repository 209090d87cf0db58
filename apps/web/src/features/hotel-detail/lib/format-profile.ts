/** '$0.0042' for small sums, '$1.23' otherwise: LLM costs per profile are usually fractions of a cent. */
export function formatCost(usd: number): string {
  if (usd === 0) return '$0';
  return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/**
 * The profile's meta line: 'v3 · Built-in extractor (offline) · 120 ms'. Tokens and cost only when
 * there are some: the offline model spends neither, and '0 in / 0 out tokens · $0' reads as a fault.
 */
export function profileMetaText(
  profile: { version: number; durationMs: number; inputTokens: number; outputTokens: number; costUsd: number },
  modelLabel: string,
): string {
  const parts = [`v${profile.version}`, modelLabel, formatDuration(profile.durationMs)];
  if (profile.inputTokens > 0 || profile.outputTokens > 0) {
    parts.push(`${profile.inputTokens.toLocaleString()} in / ${profile.outputTokens.toLocaleString()} out tokens`);
  }
  if (profile.costUsd > 0) parts.push(formatCost(profile.costUsd));
  return parts.join(' · ');
}

/** A version in the compare list: 'v2 · Built-in extractor (offline) · 3 days ago', its cost only when it had one. */
export function versionOptionText(version: { version: number; costUsd: number }, modelLabel: string, when: string): string {
  const parts = [`v${version.version}`, modelLabel, when];
  if (version.costUsd > 0) parts.push(formatCost(version.costUsd));
  return parts.join(' · ');
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A readable excerpt of untrusted scraped text (rendered as text, never as HTML). */
export function excerpt(text: string, max = 160): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}
