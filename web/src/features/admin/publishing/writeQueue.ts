import { useRef, useState } from 'react';

/** A draft saves itself once typing has paused this long. */
export const autosaveDelayMs = 2500;

export type SavePhase = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * An editor's writes, one after another: each starts once the previous one has answered, so it
 * sends the version that one returned. `act` also says which move is under way (`working`).
 */
export function useWriteQueue<Action extends string>() {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [working, setWorking] = useState<Action | null>(null);

  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  };

  const act = <T>(action: Action, task: () => Promise<T>) =>
    enqueue(async () => {
      setWorking(action);
      try {
        return await task();
      } finally {
        setWorking(null);
      }
    });

  return { enqueue, act, working };
}

/** 32 random hex digits (crypto.randomUUID exists only on https and localhost): a new record's createKey. */
export function newCreateKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
