/* global process, Buffer */
// Draws one cleaned SVG to pixels for media/drawSvg.ts, in a process of its own that can be killed:
// a drawing's cost (filters, repeated pictures) is not bounded by its size in bytes, and librsvg
// cannot be interrupted inside the server's process.
//
// stdin: one line of JSON ({ density, maxPixels }), then the SVG. stdout: width, height and channels
// as three 32-bit big-endian numbers, then the pixels (RGB, on white).
import sharp from 'sharp';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const input = Buffer.concat(chunks);
const newline = input.indexOf(10);
const { density, maxPixels } = JSON.parse(input.subarray(0, newline).toString('utf8'));
sharp.concurrency(1);
const { data, info } = await sharp(input.subarray(newline + 1), { density, limitInputPixels: maxPixels })
  .flatten({ background: '#ffffff' })
  .raw()
  .toBuffer({ resolveWithObject: true });
const header = Buffer.alloc(12);
header.writeUInt32BE(info.width, 0);
header.writeUInt32BE(info.height, 4);
header.writeUInt32BE(info.channels, 8);
process.stdout.write(header);
process.stdout.end(data);
