import { describe, expect, it } from 'vitest';
import type { AiModel } from '@hotel/contracts';
import { defaultModelId, modelLabel, modelOptionText, modelsForChoice } from './models';

const model = (id: string, label: string, available = true, isDefault = false): AiModel => ({
  id,
  label,
  provider: id === 'builtin' ? 'builtin' : 'anthropic',
  available,
  reason: available ? null : 'Set ANTHROPIC_API_KEY',
  isDefault,
});

describe('models', () => {
  it('adds the id to a label only when the label does not already say it', () => {
    expect(modelOptionText(model('builtin', 'Built-in extractor (offline)'))).toBe('Built-in extractor (offline)');
    expect(modelOptionText(model('gpt-4o', 'gpt-4o'))).toBe('gpt-4o');
    expect(modelOptionText(model('claude-sonnet-4-5', 'Balanced'))).toBe('Balanced (claude-sonnet-4-5)');
  });

  it('offers the usable models first, keeping the server order inside each group', () => {
    const list = [model('a', 'A', false), model('b', 'B'), model('c', 'C', false), model('d', 'D')];
    expect(modelsForChoice(list).map((m) => m.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('names a model id by its label, and falls back to the id for a model no longer listed', () => {
    const list = [model('builtin', 'Built-in extractor (offline)')];
    expect(modelLabel(list, 'builtin')).toBe('Built-in extractor (offline)');
    expect(modelLabel(list, 'claude-2')).toBe('claude-2');
    expect(modelLabel(undefined, 'builtin')).toBe('builtin');
  });

  it('preselects the usable default, else the first usable model', () => {
    expect(defaultModelId([model('a', 'A', false, true), model('b', 'B')])).toBe('b');
    expect(defaultModelId([model('a', 'A', true, true), model('b', 'B')])).toBe('a');
  });
});
