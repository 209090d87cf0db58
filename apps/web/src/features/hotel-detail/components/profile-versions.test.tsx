import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AiModel, Profile, ProfileVersionSummary } from '@hotel/contracts';
import { renderWithApp } from '../../../test/render';
import { ProfileVersions } from './profile-versions';

const MODELS = [
  { id: 'builtin', label: 'Built-in extractor (offline)', provider: 'builtin', available: true, isDefault: true, reason: null },
  { id: 'claude-haiku-4-5', label: 'Fast', provider: 'anthropic', available: true, isDefault: false, reason: null },
] as AiModel[];

function profile(version: number, model: string, costUsd: number): Profile {
  return {
    id: `p-${version}`,
    hotelId: 'LAKE-1',
    version,
    generatedAt: new Date(Date.now() - (4 - version) * 86_400_000).toISOString(),
    model,
    promptVersion: null,
    inputTokens: costUsd > 0 ? 1000 : 0,
    outputTokens: costUsd > 0 ? 200 : 0,
    costUsd,
    durationMs: 100,
    name: 'Lake Lodge',
    brandName: null,
    address: null,
    situated: null,
    description: null,
    amenities: [],
    transportLinks: [],
    nearbyAttractions: [],
    provenance: {},
  };
}

const V1 = profile(1, 'builtin', 0);
const V2 = profile(2, 'claude-haiku-4-5', 0.0042);
const CURRENT = profile(3, 'builtin', 0);
const summary = (p: Profile): ProfileVersionSummary => ({
  id: p.id,
  version: p.version,
  model: p.model,
  generatedAt: p.generatedAt,
  inputTokens: p.inputTokens,
  outputTokens: p.outputTokens,
  costUsd: p.costUsd,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body =
        path === '/api/models'
          ? MODELS
          : path === '/api/hotels/LAKE-1/profile/versions'
            ? [CURRENT, V2, V1].map(summary)
            : path === '/api/hotels/LAKE-1/profile/versions/1'
              ? V1
              : null;
      return new Response(JSON.stringify(body), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileVersions', () => {
  it("lists earlier versions by their model's label, with a cost only when there was one", async () => {
    renderWithApp(<ProfileVersions hotelId="LAKE-1" current={CURRENT} />);
    const select = await screen.findByTestId('select-profile-version');
    await waitFor(() =>
      expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        'Choose a version...',
        'v2 · Fast · 2 days ago · $0.0042',
        'v1 · Built-in extractor (offline) · 3 days ago',
      ]),
    );
  });

  it('names both compared versions by their model label', async () => {
    renderWithApp(<ProfileVersions hotelId="LAKE-1" current={CURRENT} />);
    const select = await screen.findByTestId('select-profile-version');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '1' } });
    await screen.findByTestId('profile-compare');
    expect(screen.getByTestId('text-compare-model-older').textContent).toBe('(Built-in extractor (offline))');
    expect(screen.getByTestId('text-compare-model-current').textContent).toBe('(Built-in extractor (offline))');
  });
});
