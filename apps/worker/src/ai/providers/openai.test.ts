import { DEFAULT_PROMPTS } from '@hotel/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStep } from '../../../test/llm-standins/openai-standin.ts';
import type { StandIn } from '../../../test/llm-standins/server.ts';
import { ThrottledError } from '../../errors.ts';
import { classifySnippetsWithLlm } from '../classifier/index.ts';
import { createLlmProfileGenerator } from '../profile-generator/index.ts';
import { extractSnippetsWithLlm } from '../snippet-extractor/index.ts';
import type { Prompts, SnippetForProfile } from '../types.ts';
import { createOpenAiClient } from './openai.ts';

const prompts: Prompts = {
  scrapingbee_query: { text: DEFAULT_PROMPTS.scrapingbee_query, version: 1 },
  classifier: { text: DEFAULT_PROMPTS.classifier, version: 1 },
  profile_generator: { text: DEFAULT_PROMPTS.profile_generator, version: 1 },
};
const snippets: SnippetForProfile[] = [
  { id: 'bbbbbbbb-0000-4000-8000-000000000001', type: 'hotel_name', content: 'Casa Azul', sourceUrl: 'http://c/', pageUrl: 'http://c/', method: 'json-ld', section: null },
  { id: 'bbbbbbbb-0000-4000-8000-000000000002', type: 'transport', content: 'Airport 20 minutes by taxi', sourceUrl: 'http://c/', pageUrl: 'http://c/', method: 'text', section: 'Getting here' },
];
const answer = {
  name: { value: 'Casa Azul', snippetRefs: ['s1'] },
  brandName: { value: null, snippetRefs: [] },
  address: { value: null, snippetRefs: [] },
  situated: { value: null, snippetRefs: [] },
  description: { value: null, snippetRefs: [] },
  amenities: [],
  transportLinks: [{ text: 'Airport: 20 minutes by taxi', snippetRefs: ['s2'] }],
  nearbyAttractions: [],
};

describe('OpenAI-compatible provider (official SDK against the local Chat Completions stand-in)', () => {
  let standIn: StandIn<OpenAiStep>;
  const client = () => createOpenAiClient({ apiKey: 'sk-test', baseURL: `${standIn.url}/v1`, model: 'gpt-4o-mini' });

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  it('asks for a JSON schema response and reads the JSON content', async () => {
    standIn.script({ kind: 'json', content: answer, usage: { prompt: 1_000_000, completion: 0 } });
    const out = await createLlmProfileGenerator(client()).generate({ model: 'gpt-4o-mini', hotelId: 'C1', snippets, prompts });
    expect(out.fields.name).toBe('Casa Azul');
    expect(out.fields.transportLinks).toEqual(['Airport: 20 minutes by taxi']);
    expect(out.provenance['transportLinks.0']).toEqual([snippets[1]!.id]);
    expect(out.usage.costUsd).toBe(0.15);
    const body = standIn.requests[0]!.body as {
      response_format: { type: string; json_schema: { name: string; schema: { type: string } } };
      messages: { role: string; content: string }[];
    };
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.name).toBe('record_hotel_profile');
    expect(body.response_format.json_schema.schema.type).toBe('object');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    // a local OpenAI-compatible server gets the classic max_tokens parameter
    expect(standIn.requests[0]!.body.max_tokens).toBe(4096);
    expect(body.messages[0]!.content).toMatch(/untrusted content/);
    expect(body.messages[1]!.content).toMatch(/<snippets>\n[\s\S]*Airport 20 minutes by taxi[\s\S]*\n<\/snippets>/);
  });

  it('accepts a tool-call answer and repairs a length-truncated one', async () => {
    standIn.script({ kind: 'text', text: '{"name": {"value": "Ca', finishReason: 'length' }, { kind: 'tool-call', name: 'record_hotel_profile', args: answer });
    const out = await createLlmProfileGenerator(client()).generate({ model: 'gpt-4o-mini', hotelId: 'C1', snippets, prompts });
    expect(out.fields.name).toBe('Casa Azul');
    expect(standIn.requests).toHaveLength(2);
  });

  it('fails clearly after a refusal and its repair are both refused', async () => {
    standIn.script({ kind: 'refusal', refusal: 'I cannot' }, { kind: 'refusal', refusal: 'Still no' });
    await expect(createLlmProfileGenerator(client()).generate({ model: 'gpt-4o-mini', hotelId: 'C1', snippets, prompts })).rejects.toThrow(
      'AI provider failed: the model refused to answer (after one repair attempt)',
    );
  });

  it('turns a 429 with retry-after into ThrottledError', async () => {
    standIn.script({ kind: 'error', status: 429, headers: { 'retry-after': '3' } });
    const err = await createLlmProfileGenerator(client())
      .generate({ model: 'gpt-4o-mini', hotelId: 'C1', snippets, prompts })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ThrottledError);
    expect((err as ThrottledError).retryAfterMs).toBe(3000);
  });

  it('extracts typed llm snippets from page text, never sending the HTML', async () => {
    standIn.script({
      kind: 'json',
      content: { snippets: [{ type: 'amenity', content: 'Rooftop pool', section: 'Facilities' }, { type: 'amenity', content: 'Rooftop  pool', section: null }] },
    });
    const html = '<html><head><script>var secret=1</script></head><body><h2>Facilities</h2><p>Rooftop pool</p><div style="display:none">hidden offer</div></body></html>';
    const out = await extractSnippetsWithLlm(client(), { sourceUrl: 'http://c/f', pageUrl: 'http://c/f/', html, prompt: 'EXTRACT PROMPT' });
    expect(out.snippets).toHaveLength(1);
    expect(out.snippets[0]).toMatchObject({ type: 'amenity', content: 'Rooftop pool', method: 'llm', sourceUrl: 'http://c/f', pageUrl: 'http://c/f/' });
    const user = (standIn.requests[0]!.body.messages as { content: string }[])[1]!.content;
    expect(user).toContain('Rooftop pool');
    expect(user).not.toContain('<p>');
    expect(user).not.toContain('secret');
    expect(user).not.toContain('hidden offer');
    expect((standIn.requests[0]!.body.messages as { content: string }[])[0]!.content).toContain('EXTRACT PROMPT');
  });

  it('classifies only the untyped snippets', async () => {
    standIn.script({ kind: 'json', content: { items: [{ ref: 'c1', type: 'dining' }] } });
    const base = { sourceUrl: 'http://c/', pageUrl: 'http://c/', method: 'text' as const, section: null, contentHash: 'h' };
    const out = await classifySnippetsWithLlm(client(), [
      { ...base, type: 'address', content: '1 Main St' },
      { ...base, type: 'other', content: 'Our restaurant serves breakfast 7-10am' },
    ]);
    expect(out.snippets.map((s) => s.type)).toEqual(['address', 'dining']);
    const user = (standIn.requests[0]!.body.messages as { content: string }[])[1]!.content;
    expect(user).not.toContain('1 Main St');
  });
});
