import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and gives every caller the same answer', async () => {
    const load = jest.fn().mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['module', 'module']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
