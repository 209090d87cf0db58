import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { startCapture } from './source-states';
import { useSourceSets } from './use-source-sets';

const URL_A = 'https://a.example/';

describe('useSourceSets', () => {
  it('persists changes to localStorage under the hotel keys and restores them on the next mount', () => {
    const first = renderHook(() => useSourceSets('HOOK1'));
    act(() => first.result.current[1]((s) => startCapture(s, URL_A)));
    expect(first.result.current[0]).toEqual({ failed: [], processing: [URL_A] });
    expect(localStorage.getItem('hotel-sources:HOOK1:processing')).toBe(JSON.stringify([URL_A]));
    first.unmount();

    const second = renderHook(() => useSourceSets('HOOK1'));
    expect(second.result.current[0]).toEqual({ failed: [], processing: [URL_A] });
  });

  it('switches to the other hotel sets when the hotel id changes', () => {
    localStorage.setItem('hotel-sources:HOOK2:failed', JSON.stringify([URL_A]));
    const { result, rerender } = renderHook(({ id }) => useSourceSets(id), { initialProps: { id: 'HOOK3' } });
    expect(result.current[0]).toEqual({ failed: [], processing: [] });
    rerender({ id: 'HOOK2' });
    expect(result.current[0]).toEqual({ failed: [URL_A], processing: [] });
  });
});
