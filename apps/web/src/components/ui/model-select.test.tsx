import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { AiModel } from '@hotel/contracts';
import { renderWithApp } from '../../test/render';
import { ModelSelect } from './model-select';

afterEach(cleanup);

const KEY_REASON = 'Anthropic models need an API key — ask your administrator';
const anthropic = (id: string, label: string): AiModel => ({ id, label, provider: 'anthropic', available: false, reason: KEY_REASON, isDefault: false });
const MODELS: AiModel[] = [
  anthropic('claude-haiku-4-5', 'Fast & Economical'),
  anthropic('claude-sonnet-4-5', 'Balanced'),
  anthropic('claude-opus-4-1', 'Latest & Most Capable'),
  anthropic('claude-3-opus-20240229', 'Legacy'),
  { id: 'gpt-4o', label: 'gpt-4o', provider: 'openai', available: false, reason: 'Set OPENAI_API_KEY', isDefault: false },
  { id: 'builtin', label: 'Built-in extractor (offline)', provider: 'builtin', available: true, reason: null, isDefault: true },
];

describe('ModelSelect', () => {
  it('lists the models that can be used first, then the others disabled', () => {
    renderWithApp(<ModelSelect id="m" models={MODELS} value="builtin" onChange={() => {}} />);
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Built-in extractor (offline)', false],
      ['Fast & Economical (claude-haiku-4-5) — unavailable', true],
      ['Balanced (claude-sonnet-4-5) — unavailable', true],
      ['Latest & Most Capable (claude-opus-4-1) — unavailable', true],
      ['Legacy (claude-3-opus-20240229) — unavailable', true],
      ['gpt-4o — unavailable', true],
    ]);
  });

  it('states each unavailable reason once, under the select, not on every option', () => {
    renderWithApp(<ModelSelect id="m" models={MODELS} value="builtin" onChange={() => {}} />);
    const helper = screen.getByTestId('text-model-unavailable').textContent ?? '';
    expect(helper.split(KEY_REASON).length - 1).toBe(1);
    expect(helper).toContain('Set OPENAI_API_KEY');
    for (const option of screen.getAllByRole('option')) {
      expect(option.textContent).not.toContain(KEY_REASON);
      expect(option.getAttribute('title')).toBeNull();
    }
  });
});
