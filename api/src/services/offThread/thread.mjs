// One worker thread of pool.ts: loads tasks.ts through tsx (the server runs its TypeScript as it is,
// and a thread loads its modules anew, under vitest too), then runs each task it is sent.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { tasks } = await tsImport('./tasks.ts', import.meta.url);

parentPort.on('message', ({ task, args }) => {
  try {
    parentPort.postMessage({ result: tasks[task](...args) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
