import { renderHtml } from '../markdown.ts';
import { cleanUploadedSvg } from '../media/svg.ts';

// The work a worker thread does for pool.ts: pure functions whose cost grows with their input, too
// long to hold the event loop for (a 14 MB SVG, a 100,000-character Markdown body).

export const tasks = { renderHtml, sanitizeSvg: cleanUploadedSvg };

export type Tasks = typeof tasks;
