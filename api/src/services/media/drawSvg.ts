import { spawn } from 'node:child_process';
import { join } from 'node:path';

// An SVG is drawn in a child process (drawSvg.worker.mjs) that is killed past `timeoutMs`: a tiny
// file can ask librsvg for minutes of work (a morphology filter over a long drawing, one big
// picture repeated hundreds of times), which no limit of ours can see before drawing.

const worker = join(import.meta.dirname, 'drawSvg.worker.mjs');

export interface DrawnSvg {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** The drawing's pixels at `density` (72 is its own size), or 'too_slow' / 'failed'. */
export function drawSvg(svg: Buffer, options: { density: number; maxPixels: number; timeoutMs?: number }): Promise<DrawnSvg | 'too_slow' | 'failed'> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [worker], { stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 10_000);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stdin.on('error', () => undefined);
    child.on('error', () => {
      clearTimeout(timer);
      resolve('failed');
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) return resolve('too_slow');
      const output = Buffer.concat(chunks);
      if (code !== 0 || output.length < 12) return resolve('failed');
      const info = { width: output.readUInt32BE(0), height: output.readUInt32BE(4), channels: output.readUInt32BE(8) as DrawnSvg['info']['channels'] };
      resolve({ data: output.subarray(12), info });
    });
    // Written in two parts: joined, the drawing (up to 15 MB) would be copied once more.
    child.stdin.write(`${JSON.stringify({ density: options.density, maxPixels: options.maxPixels })}\n`);
    child.stdin.end(svg);
  });
}
