import { describe, expect, it } from 'vitest';
import { transportIconKind } from './transport-icon';

describe('transportIconKind', () => {
  it.each([
    ['Heathrow Airport, 25 minutes by car', 'plane'],
    ['Direct FLIGHTS from Paris', 'plane'],
    ['Central Station, 5 min walk', 'train'],
    ['Railway link to the city', 'train'],
    ['Express train to downtown', 'train'],
    ['Free shuttle to the beach', 'bus'],
    ['Bus 42 stops outside', 'bus'],
    ['Taxi rank at the door', 'default'],
    ['', 'default'],
  ])('%s → %s', (text, kind) => {
    expect(transportIconKind(text)).toBe(kind);
  });

  it('prefers the airport icon when several keywords appear', () => {
    expect(transportIconKind('Airport shuttle bus from the station')).toBe('plane');
  });
});
