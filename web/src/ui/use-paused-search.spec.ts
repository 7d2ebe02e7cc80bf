import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PAUSE_MS, usePausedSearch } from './use-paused-search';

afterEach(() => {
  vi.useRealTimers();
});

describe('usePausedSearch', () => {
  it('searches what was typed, trimmed, only once typing has paused', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePausedSearch());
    act(() => result.current.setSearch(' oa'));
    act(() => {
      vi.advanceTimersByTime(SEARCH_PAUSE_MS - 1);
    });
    act(() => result.current.setSearch(' oak '));
    act(() => {
      vi.advanceTimersByTime(SEARCH_PAUSE_MS - 1);
    });
    expect(result.current).toMatchObject({ search: ' oak ', searched: '' });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toMatchObject({ search: ' oak ', searched: 'oak' });
  });
});
