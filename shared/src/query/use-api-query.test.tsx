import { act, renderHook, waitFor } from '@testing-library/react';
import { useApiQuery } from './use-api-query';

describe('useApiQuery', () => {
  it('loads on mount and again when its key changes, dropping the older answer', async () => {
    const resolvers: Array<(value: string) => void> = [];
    const load = jest.fn(() => new Promise<string>((resolve) => resolvers.push(resolve)));
    const { result, rerender } = renderHook(({ key }) => useApiQuery(['letters', key], () => load()), {
      initialProps: { key: 'a' },
    });
    expect(result.current.status).toBe('loading');
    rerender({ key: 'b' });
    await act(async () => {
      resolvers[1]('second');
      resolvers[0]('first');
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reports an error and loads again on reload, keeping the last data meanwhile', async () => {
    let fail = true;
    const load = jest.fn(async () => {
      if (fail) throw new Error('down');
      return 42;
    });
    const { result } = renderHook(() => useApiQuery(['answer'], load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe(42);
  });
});
