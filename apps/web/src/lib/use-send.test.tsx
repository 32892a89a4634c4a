import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from './notify';
import { useBusyTask, useSend } from './use-send';

vi.mock('./notify', async (original) => ({
  ...(await original<typeof import('./notify')>()),
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

/** A task that runs until the test settles it. */
function heldTask() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const task = () =>
    new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  return { task, settle: () => settle! };
}

describe('useBusyTask', () => {
  it('is busy while the task runs, and not once it is done; success says nothing of its own', async () => {
    const { result } = renderHook(() => useBusyTask());
    const { task, settle } = heldTask();
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.run(task);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      settle().resolve();
      await done;
    });
    expect(result.current.busy).toBe(false);
    expect(notifyError).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('says a failure in an error toast, and is no longer busy', async () => {
    const { result } = renderHook(() => useBusyTask());
    await act(() => result.current.run(() => Promise.reject(new Error('Network is down'))));
    expect(notifyError).toHaveBeenCalledWith('Network is down');
    expect(result.current.busy).toBe(false);
  });
});

describe('useSend', () => {
  it("says the server's message, then calls onSent", async () => {
    const onSent = vi.fn();
    const { result } = renderHook(() => useSend(async (n: number) => ({ msg: `Sent ${n}` }), onSent));
    await act(() => result.current.submit(3));
    expect(notifySuccess).toHaveBeenCalledWith('Sent 3');
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(result.current.sending).toBe(false);
  });

  it("with a pause, stays busy that long after the answer, and only then says the server's message", async () => {
    const onSent = vi.fn();
    const { result } = renderHook(() => useSend(async () => ({ msg: 'Deleted' }), onSent, 80));
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.submit(undefined);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.sending).toBe(true);
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
    await act(() => done!);
    expect(notifySuccess).toHaveBeenCalledWith('Deleted');
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(result.current.sending).toBe(false);
  });
});
