import { Worker } from 'node:worker_threads';
import type { Tasks } from './tasks.ts';

// Work that would hold the event loop for tens of milliseconds or more (a long Markdown render, an
// SVG sanitised) runs in worker threads, so the server keeps answering meanwhile: at most two,
// started when first needed and kept, each doing one task at a time; tasks wait their turn in order.
// A thread that dies fails its task; the next task starts another.

const maxThreads = 2;
const threadFile = new URL('./thread.mjs', import.meta.url);

interface Job {
  task: keyof Tasks;
  args: unknown[];
  resolve(result: unknown): void;
  reject(error: Error): void;
}

const idle: Worker[] = [];
const busy = new Map<Worker, Job>();
const waiting: Job[] = [];
const finished = new Map<keyof Tasks, number>();

/** How many times a thread has finished `task` in this process (what tests see of where work ran). */
export function finishedOffThread(task: keyof Tasks): number {
  return finished.get(task) ?? 0;
}

/** `tasks[task](...args)`, run in a worker thread (arguments and result are copied across). */
export function offThread<K extends keyof Tasks>(task: K, ...args: Parameters<Tasks[K]>): Promise<ReturnType<Tasks[K]>> {
  return new Promise((resolve, reject) => {
    waiting.push({ task, args, resolve: resolve as Job['resolve'], reject });
    dispatch();
  });
}

/**
 * Starts a thread ahead of need, as the server does when it starts (loading its modules takes half a
 * second): the first long task then waits for none. Resolves once the thread has loaded them.
 */
export async function startOffThread(): Promise<void> {
  await offThread('renderHtml', '', {});
}

function dispatch(): void {
  while (waiting.length) {
    const thread = idle.pop() ?? (idle.length + busy.size < maxThreads ? start() : undefined);
    if (!thread) return;
    const job = waiting.shift()!;
    busy.set(thread, job);
    // A thread with work keeps the process alive; an idle one does not hold it open.
    thread.ref();
    thread.postMessage({ task: job.task, args: job.args });
  }
}

function start(): Worker {
  const thread = new Worker(threadFile);
  thread.on('message', (message: { result?: unknown; error?: string }) => {
    const job = busy.get(thread)!;
    busy.delete(thread);
    thread.unref();
    idle.push(thread);
    finished.set(job.task, finishedOffThread(job.task) + 1);
    if (message.error !== undefined) job.reject(new Error(message.error));
    else job.resolve(message.result);
    dispatch();
  });
  thread.on('error', (error) => stopped(thread, error));
  thread.on('exit', (code) => stopped(thread, new Error(`A worker thread stopped (exit code ${code})`)));
  return thread;
}

function stopped(thread: Worker, error: Error): void {
  const job = busy.get(thread);
  busy.delete(thread);
  const at = idle.indexOf(thread);
  if (at >= 0) idle.splice(at, 1);
  job?.reject(error);
  dispatch();
}
