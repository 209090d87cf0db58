import { describe, expect, it } from 'vitest';
import { hotelId, httpUrl, isWellFormedText } from './common.ts';
import { loginRequest, signupRequest } from './auth.ts';
import { listHotelsQuery, scrapeSourceRequest } from './hotels.ts';
import { savePromptRequest } from './prompts.ts';
import { scrapeRequest } from './runs.ts';
import { listUsersQuery } from './users.ts';

const LONE = 'h\ud800x';

describe('well-formed text', () => {
  it('tells lone surrogates from paired ones', () => {
    expect(isWellFormedText(LONE)).toBe(false);
    expect(isWellFormedText('\udc00')).toBe(false);
    expect(isWellFormedText('hôtel 🏨 東京')).toBe(true);
    expect(isWellFormedText('')).toBe(true);
  });

  it('refuses a lone surrogate in hotel ids and URLs with a message naming the field', () => {
    expect(hotelId.safeParse(LONE).error?.issues.map((i) => i.message)).toEqual([
      'Hotel ID must be valid Unicode text (it contains a lone surrogate)',
    ]);
    expect(httpUrl.safeParse(`https://example.com/${LONE}`).error?.issues[0]?.message).toBe(
      'URL must be valid Unicode text (it contains a lone surrogate)',
    );
    expect(hotelId.safeParse('H-1').success).toBe(true);
    expect(httpUrl.safeParse('https://example.com/hôtel').success).toBe(true);
  });

  it('refuses a lone surrogate in every free-text field of a request', () => {
    const url = 'https://example.com/';
    const refused = [
      scrapeRequest.safeParse({ hotels: [{ hotelId: LONE, url }] }),
      scrapeRequest.safeParse({ hotels: [{ hotelId: 'H1', url }], model: LONE }),
      scrapeSourceRequest.safeParse({ url, model: LONE }),
      listHotelsQuery.safeParse({ q: LONE }),
      listUsersQuery.safeParse({ q: LONE }),
      savePromptRequest.safeParse({ type: 'classifier', prompt: LONE }),
      signupRequest.safeParse({ firstName: LONE, lastName: 'L', email: 'a@example.com', password: 'secret1' }),
      signupRequest.safeParse({ firstName: 'F', lastName: LONE, email: 'a@example.com', password: 'secret1' }),
      signupRequest.safeParse({ firstName: 'F', lastName: 'L', email: `a${LONE}@example.com`, password: 'secret1' }),
      signupRequest.safeParse({ firstName: 'F', lastName: 'L', email: 'a@example.com', password: `secret${LONE}` }),
      loginRequest.safeParse({ email: 'a@example.com', password: `secret${LONE}` }),
    ];
    for (const r of refused) {
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/must be valid Unicode text/);
    }
  });
});
