import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { deferredModule, useModuleForAnswer } from './deferred-module';

describe('deferredModule', () => {
  it('fetches once for every caller and renders the readers again when the module arrives', async () => {
    const module = { answer: 42 };
    const importModule = vi.fn(() => Promise.resolve(module));
    const deferred = deferredModule(importModule);
    const { result } = renderHook(() => deferred.useLoaded());
    expect(result.current).toBeUndefined();
    expect(importModule).not.toHaveBeenCalled();

    await act(() => Promise.all([deferred.load(), deferred.load()]));
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(module);
    // A reader mounted afterwards has it in its first render.
    expect(renderHook(() => deferred.useLoaded()).result.current).toBe(module);
  });

  it('tries again after a fetch that failed', async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const deferred = deferredModule(importModule);

    await expect(deferred.load()).rejects.toThrow('Failed to fetch');
    await expect(deferred.load()).resolves.toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('is fetched for an answer only once the question is asked, and says so when that fails until a retry brings it', async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const deferred = deferredModule(importModule);
    const { result, rerender } = renderHook(({ asking }) => useModuleForAnswer(deferred, asking), { initialProps: { asking: false } });
    expect(importModule).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ module: undefined, failed: false });

    rerender({ asking: true });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.module).toBeUndefined();

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.module).toEqual({ answer: 42 }));
    expect(result.current.failed).toBe(false);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
