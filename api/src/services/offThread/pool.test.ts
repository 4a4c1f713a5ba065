import { describe, expect, it } from 'vitest';
import { renderHtml } from '../markdown.ts';
import { cleanUploadedSvg } from '../media/svg.ts';
import { finishedOffThread, offThread } from './pool.ts';

// Work sent to a worker thread comes back as it would have been made here, its failures too, and the
// threads keep serving after one.

describe('offThread', () => {
  it('answers as the task does here, for tasks sent together', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="5" height="5"/></svg>',
    );
    const texts = ['# One', '**two**', '| a |\n|---|\n| 3 |'];
    const before = finishedOffThread('renderHtml');
    const [sanitized, ...html] = await Promise.all([offThread('sanitizeSvg', svg), ...texts.map((text) => offThread('renderHtml', text, { locale: 'ar' }))]);
    expect(sanitized).toEqual(cleanUploadedSvg(svg));
    expect(html).toEqual(texts.map((text) => renderHtml(text, { locale: 'ar' })));
    expect(finishedOffThread('renderHtml')).toBe(before + texts.length);
  });

  it('rejects with the error a task throws, and serves the next task', async () => {
    await expect(offThread('renderHtml', 42 as unknown as string, {})).rejects.toThrow(/Input data should be a String/);
    expect(await offThread('renderHtml', 'still *here*', {})).toBe(renderHtml('still *here*', {}));
  });
});
