// A task each process runs on a timer (scheduled backups, enquiry retention): the next run is armed
// when the last one has ended, so runs never overlap, and the timer keeps no process alive. A run's
// errors are the task's to log: one failure leaves the timer armed.

export interface Periodic {
  start(): void;
  /** Stops the timer; waits for a run under way. */
  close(): Promise<void>;
}

export function periodic(everyMs: number, run: () => Promise<unknown>): Periodic {
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let running: Promise<unknown> | null = null;

  function arm() {
    if (closed) return;
    timer = setTimeout(() => {
      running = run()
        .catch(() => undefined)
        .finally(() => {
          running = null;
          arm();
        });
    }, everyMs);
    timer.unref();
  }

  return {
    start() {
      if (!timer && !closed) arm();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
