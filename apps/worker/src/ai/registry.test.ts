import { describe, expect, it } from 'vitest';
import { createModelRegistry, UnknownModelError } from './registry.ts';
import { estimateCostUsd } from './pricing.ts';

describe('ModelRegistry', () => {
  it("defaults to the built-in model when no key is configured and explains in the console's words why LLMs are unavailable", () => {
    const reg = createModelRegistry({});
    expect(reg.defaultModelId).toBe('builtin');
    const haiku = reg.list().find((m) => m.id === 'claude-haiku-4-5')!;
    expect(haiku).toMatchObject({ available: false, reason: 'Anthropic models need an API key — ask your administrator', isDefault: false });
    expect(reg.resolve('builtin').llm).toBeNull();
    expect(() => reg.resolve('claude-haiku-4-5')).toThrow('Model "claude-haiku-4-5" is not available: Anthropic models need an API key — ask your administrator');
  });

  it('offers the four Anthropic models with haiku as default when a key is set, and OpenAI models from config', () => {
    const reg = createModelRegistry({ anthropicApiKey: 'k', openaiBaseUrl: 'http://127.0.0.1:11434/v1', openaiModels: ['llama3.1'] });
    expect(reg.defaultModelId).toBe('claude-haiku-4-5');
    expect(reg.list().map((m) => m.id)).toEqual(['claude-haiku-4-5', 'claude-sonnet-4-5', 'claude-opus-4-1', 'claude-3-opus-20240229', 'llama3.1', 'builtin']);
    expect(reg.resolve('claude-opus-4-1').provider).toBe('anthropic');
    expect(reg.resolve('llama3.1').provider).toBe('openai');
  });

  it('rejects an unknown model with the list of usable ones', () => {
    const reg = createModelRegistry({});
    const err = (() => {
      try {
        reg.resolve('gpt-99');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(UnknownModelError);
    expect((err as Error).message).toMatch(/^Unknown model "gpt-99"\. Choose one of: .*builtin$/);
  });

  it('prices calls per model and treats unknown local models as free', () => {
    expect(estimateCostUsd('claude-sonnet-4-5', 1_000_000, 100_000)).toBe(4.5);
    expect(estimateCostUsd('claude-haiku-4-5-20251001', 1000, 1000)).toBe(0.006);
    expect(estimateCostUsd('llama3.1', 1_000_000, 1_000_000)).toBe(0);
  });
  it('sends the API id a catalogue id is mapped to (ANTHROPIC_MODEL_IDS)', () => {
    const reg = createModelRegistry({ anthropicApiKey: 'k', anthropicModelIds: { 'claude-haiku-4-5': 'claude-haiku-4-5-20251001' } });
    expect(reg.resolve('claude-haiku-4-5').llm?.model).toBe('claude-haiku-4-5-20251001');
  });
});
