import { describe, expect, it } from 'vitest';
import { profileMetaText, versionOptionText } from './format-profile';

describe('profileMetaText', () => {
  it("names the model by its label and leaves out the offline model's zero tokens and $0", () => {
    expect(profileMetaText({ version: 2, durationMs: 120, inputTokens: 0, outputTokens: 0, costUsd: 0 }, 'Built-in extractor (offline)')).toBe(
      'v2 · Built-in extractor (offline) · 120 ms',
    );
  });

  it('shows tokens and cost for a model that spent them', () => {
    expect(profileMetaText({ version: 3, durationMs: 2500, inputTokens: 1200, outputTokens: 300, costUsd: 0.0042 }, 'Fast')).toBe(
      `v3 · Fast · 2.5 s · ${(1200).toLocaleString()} in / 300 out tokens · $0.0042`,
    );
  });
});

describe('versionOptionText', () => {
  it("names the model by its label and leaves out the offline model's $0", () => {
    expect(versionOptionText({ version: 2, costUsd: 0 }, 'Built-in extractor (offline)', '3 days ago')).toBe('v2 · Built-in extractor (offline) · 3 days ago');
  });

  it('shows the cost of a version that had one', () => {
    expect(versionOptionText({ version: 4, costUsd: 0.0042 }, 'Fast', 'yesterday')).toBe('v4 · Fast · yesterday · $0.0042');
  });
});
