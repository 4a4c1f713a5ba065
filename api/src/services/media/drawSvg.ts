import { Worker } from 'node:worker_threads';

// An SVG is drawn in a child process (drawSvg.worker.mjs) that is killed past `timeoutMs`: a tiny
// file can ask librsvg for minutes of work (a morphology filter over a long drawing, one big
// picture repeated hundreds of times), which no limit of ours can see before drawing. The process
// is started, fed and read from a thread of its own (drawSvg.thread.mjs): starting a process from
// a server of a few hundred MB holds its thread for tens of milliseconds, which /api/health and
// every other request would wait out on the event loop.

const threadFile = new URL('./drawSvg.thread.mjs', import.meta.url);

export interface DrawnSvg {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

type Drawing = DrawnSvg | 'too_slow' | 'failed';
type Answer = { id: number; result: 'too_slow' | 'failed' | { data: Uint8Array; info: DrawnSvg['info'] } };

let thread: Worker | undefined;
let nextId = 0;
const pending = new Map<number, (drawing: Drawing) => void>();

function drawingThread(): Worker {
  if (thread) return thread;
  const started = new Worker(threadFile);
  started.on('message', ({ id, result }: Answer) => {
    const resolve = pending.get(id);
    pending.delete(id);
    if (!pending.size) started.unref();
    // The header (width, height, channels) comes first in the buffer: the pixels are the rest, uncopied.
    resolve?.(typeof result === 'string' ? result : { data: Buffer.from(result.data.buffer, result.data.byteOffset + 12), info: result.info });
  });
  // A thread that stops fails the drawings it had (refused as unreadable); the next one starts another.
  const stopped = () => {
    if (thread === started) thread = undefined;
    for (const resolve of pending.values()) resolve('failed');
    pending.clear();
  };
  started.on('error', stopped);
  started.on('exit', stopped);
  thread = started;
  return started;
}

/** The drawing's pixels at `density` (72 is its own size), or 'too_slow' / 'failed'. */
export function drawSvg(svg: Uint8Array, options: { density: number; maxPixels: number; timeoutMs?: number }): Promise<Drawing> {
  return new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, resolve);
    const worker = drawingThread();
    // A thread with drawings under way keeps the process alive; an idle one does not hold it open.
    worker.ref();
    worker.postMessage({ id, svg, density: options.density, maxPixels: options.maxPixels, timeoutMs: options.timeoutMs ?? 10_000 });
  });
}
