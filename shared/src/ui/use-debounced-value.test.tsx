import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the value only after it has been stable for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('abc');
  });
});
