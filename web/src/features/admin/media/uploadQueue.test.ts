import { describe, expect, it } from 'vitest';
import { nextToStart, percentOf, uploadsReducer, type UploadRow } from './uploadQueue.ts';

const added = (...names: string[]) => uploadsReducer([], { type: 'add', files: names.map((name) => ({ key: name, name })) });

describe('the upload queue', () => {
  it('starts two at a time, oldest first, and the next when one ends', () => {
    let rows = added('a.jpg', 'b.png', 'c.gif');
    expect(nextToStart(rows)).toEqual(['a.jpg', 'b.png']);
    rows = uploadsReducer(rows, { type: 'start', key: 'a.jpg' });
    rows = uploadsReducer(rows, { type: 'start', key: 'b.png' });
    expect(nextToStart(rows)).toEqual([]);
    rows = uploadsReducer(rows, { type: 'failed', key: 'a.jpg', errorKey: 'unsupported_type' });
    expect(nextToStart(rows)).toEqual(['c.gif']);
    expect(rows.find((row) => row.key === 'a.jpg')).toMatchObject({ status: 'failed', errorKey: 'unsupported_type' });
  });

  it('moves progress forward only, while uploading', () => {
    let rows = uploadsReducer(added('a.jpg'), { type: 'start', key: 'a.jpg' });
    rows = uploadsReducer(rows, { type: 'progress', key: 'a.jpg', fraction: 0.5 });
    rows = uploadsReducer(rows, { type: 'progress', key: 'a.jpg', fraction: 0.25 });
    expect(percentOf(rows[0])).toBe(50);
    rows = uploadsReducer(rows, { type: 'done', key: 'a.jpg' });
    rows = uploadsReducer(rows, { type: 'progress', key: 'a.jpg', fraction: 0.9 });
    expect(rows[0]).toMatchObject({ status: 'done', progress: 1 });
  });

  it('clears the finished rows and keeps those still going', () => {
    let rows: UploadRow[] = added('a.jpg', 'b.png', 'c.gif');
    rows = uploadsReducer(rows, { type: 'done', key: 'a.jpg' });
    rows = uploadsReducer(rows, { type: 'failed', key: 'b.png', errorKey: 'too_large' });
    expect(uploadsReducer(rows, { type: 'clearFinished' }).map((row) => row.key)).toEqual(['c.gif']);
  });
});
