import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { AiModel } from '@hotel/contracts';
import { renderWithApp } from '../../../test/render';
import { ModelSelect } from './model-select';

afterEach(cleanup);

const KEY_REASON = 'Set ANTHROPIC_API_KEY to enable Anthropic models';
const anthropic = (id: string, label: string): AiModel => ({ id, label, provider: 'anthropic', available: false, reason: KEY_REASON, isDefault: false });

describe('ModelSelect', () => {
  it('states a reason shared by several unavailable models once, and keeps it on each disabled option', () => {
    const models: AiModel[] = [
      { id: 'builtin', label: 'Built-in', provider: 'builtin', available: true, reason: null, isDefault: true },
      anthropic('claude-haiku-4-5', 'Fast & Economical'),
      anthropic('claude-sonnet-4-5', 'Balanced'),
      anthropic('claude-opus-4-1', 'Latest & Most Capable'),
      anthropic('claude-3-opus-20240229', 'Legacy'),
      { id: 'gpt', label: 'GPT', provider: 'openai', available: false, reason: 'Set OPENAI_API_KEY', isDefault: false },
    ];
    renderWithApp(<ModelSelect id="m" models={models} value="builtin" onChange={() => {}} />);
    const helper = screen.getByTestId('text-model-unavailable').textContent ?? '';
    expect(helper.split(KEY_REASON).length - 1).toBe(1);
    expect(helper).toContain('Set OPENAI_API_KEY');
    const haiku = screen.getByRole('option', { name: /Fast & Economical/ }) as HTMLOptionElement;
    expect(haiku.disabled).toBe(true);
    expect(haiku.title).toBe(KEY_REASON);
    expect(haiku.textContent).toContain(KEY_REASON);
  });
});
