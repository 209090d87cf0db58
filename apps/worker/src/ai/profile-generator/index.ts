import type { ProfileFields, Provenance } from '@hotel/contracts';
import { budgetSnippets, compactSnippetLines } from '../budget.ts';
import { callStructured, delimitedLines, jsonSchemaOf, untrustedDataRule, type LlmClient } from '../llm.ts';
import type { GeneratedProfile, ProfileGenerationInput, ProfileGenerator } from '../types.ts';
import { DEFAULT_PROMPTS } from './prompt.ts';
import { PROFILE_TOOL_DESCRIPTION, PROFILE_TOOL_NAME, profileAnswer, profileSchemaDefs, type ProfileAnswer } from './schema.ts';

export const PROFILE_JSON_SCHEMA = jsonSchemaOf(profileAnswer, profileSchemaDefs);
const MAX_OUTPUT_TOKENS = 4_096;
const MAX_ITEMS = 40;
const MAX_FIELD_CHARS = 2_000;

/** Builds the request: the editable prompt + the data rule as system, the snippets delimited as data. */
export function buildProfileRequest(input: ProfileGenerationInput, budgetScale = 1) {
  const chosen = budgetSnippets(input.snippets, budgetScale);
  const promptText = input.prompts.profile_generator?.text || DEFAULT_PROMPTS.profile_generator;
  // Lines under type headings, not JSON objects: keys, quoting and a type per snippet cost more tokens than the text.
  const system = `${promptText}\n\n${untrustedDataRule('snippets', PROFILE_TOOL_NAME, 'one "ref content" line per snippet under "# type" and "## page section" headings')}`;
  // the hotel's id is no fact of the hotel: the data block is the whole user turn
  const user = delimitedLines('snippets', compactSnippetLines(chosen));
  return { chosen, system, user };
}

/**
 * The exact request the LLM profile generator sends for these snippets (system, user and the
 * tool it must fill), without sending it: for `pnpm run profile --show-request` and the eval.
 */
export function profileRequestFor(input: ProfileGenerationInput) {
  const { chosen, system, user } = buildProfileRequest(input);
  return { chosen, system, user, toolName: PROFILE_TOOL_NAME, toolDescription: PROFILE_TOOL_DESCRIPTION, jsonSchema: PROFILE_JSON_SCHEMA, maxTokens: MAX_OUTPUT_TOKENS };
}

function clean(text: string | null | undefined): string | null {
  const t = text?.replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, MAX_FIELD_CHARS) : null;
}

/** Turns the model's answer into ProfileFields + provenance, keeping only refs we actually sent. */
export function answerToProfile(answer: ProfileAnswer, refToId: Map<string, string>): { fields: ProfileFields; provenance: Provenance } {
  const provenance: Provenance = {};
  // models sometimes echo the ref as the data line writes it: "[s12]"
  const ids = (refs: string[]): string[] => [...new Set(refs.map((r) => refToId.get(r.trim().replace(/^\[|\]$/g, ''))).filter((x): x is string => !!x))];
  const scalar = (key: 'name' | 'brandName' | 'address' | 'situated' | 'description'): string | null => {
    const value = clean(answer[key].value);
    const support = ids(answer[key].snippetRefs);
    if (value && support.length) provenance[key] = support;
    return value;
  };
  const list = (key: 'amenities' | 'transportLinks' | 'nearbyAttractions'): string[] => {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const item of answer[key]) {
      const text = clean(item.text);
      if (!text || seen.has(text.toLowerCase()) || out.length >= MAX_ITEMS) continue;
      seen.add(text.toLowerCase());
      const support = ids(item.snippetRefs);
      if (support.length) provenance[`${key}.${out.length}`] = support;
      out.push(text);
    }
    return out;
  };
  const fields: ProfileFields = {
    name: scalar('name'),
    brandName: scalar('brandName'),
    address: scalar('address'),
    situated: scalar('situated'),
    description: scalar('description'),
    amenities: list('amenities'),
    transportLinks: list('transportLinks'),
    nearbyAttractions: list('nearbyAttractions'),
  };
  return { fields, provenance };
}

/** The LLM profile writer: typed, deduplicated snippets in; validated profile + provenance out. */
export function createLlmProfileGenerator(client: LlmClient): ProfileGenerator {
  return {
    async generate(input: ProfileGenerationInput): Promise<GeneratedProfile> {
      const { chosen, ...request } = profileRequestFor(input);
      const { value, usage } = await callStructured(client, profileAnswer, { ...request, signal: input.signal });
      const refToId = new Map(chosen.map((c) => [c.ref, c.snippet.id]));
      return { ...answerToProfile(value, refToId), usage, model: client.model };
    },
  };
}
