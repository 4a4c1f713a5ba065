/* global process, Buffer, URL, setTimeout, clearTimeout */
// The thread media/drawSvg.ts starts its drawing processes from. Starting a process copies the
// server's memory map (fork), tens of milliseconds for a server of a few hundred MB, and gathering
// the drawing's pixels (up to 16 MB) copies them once more: here neither holds the server's event
// loop. Several drawings may run at once; each answer names its request.
//
// In: { id, svg (bytes), density, maxPixels, timeoutMs }. Out: { id, result } where result is
// 'too_slow', 'failed' or { data (the 12-byte header, then the pixels; transferred), info }.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';

const worker = fileURLToPath(new URL('./drawSvg.worker.mjs', import.meta.url));

parentPort.on('message', ({ id, svg, density, maxPixels, timeoutMs }) => {
  draw(svg, density, maxPixels, timeoutMs).then((result) => {
    if (typeof result === 'string') parentPort.postMessage({ id, result });
    else parentPort.postMessage({ id, result }, [result.data.buffer]);
  });
});

function draw(svg, density, maxPixels, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [worker], { stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stdin.on('error', () => undefined);
    child.on('error', () => {
      clearTimeout(timer);
      resolve('failed');
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) return resolve('too_slow');
      const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      if (code !== 0 || size < 12) return resolve('failed');
      // In an ArrayBuffer of their own (never Buffer's shared pool), handed over without a copy.
      const output = Buffer.allocUnsafeSlow(size);
      let at = 0;
      for (const chunk of chunks) at += chunk.copy(output, at);
      const info = { width: output.readUInt32BE(0), height: output.readUInt32BE(4), channels: output.readUInt32BE(8) };
      resolve({ data: output, info });
    });
    // Written in two parts: joined, the drawing (up to 15 MB) would be copied once more.
    child.stdin.write(`${JSON.stringify({ density, maxPixels })}\n`);
    child.stdin.end(svg);
  });
}
