// The uploads of one visit to the library: each file a row (waiting, uploading with its progress,
// then done or failed with why), two at a time so a big batch neither crawls nor swamps the server
// (which makes variants of two images at a time).

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadRow {
  key: string;
  name: string;
  status: UploadStatus;
  /** 0 to 1: how much of the file has gone (1 while the server prepares it). */
  progress: number;
  /** Why it failed: a key under media.errors. */
  errorKey: string | null;
}

export type UploadAction =
  | { type: 'add'; files: { key: string; name: string }[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'done'; key: string }
  | { type: 'failed'; key: string; errorKey: string }
  | { type: 'clearFinished' };

export const maxParallelUploads = 2;

export function uploadsReducer(rows: UploadRow[], action: UploadAction): UploadRow[] {
  const change = (key: string, patch: Partial<UploadRow>) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
  switch (action.type) {
    case 'add':
      return [...rows, ...action.files.map(({ key, name }) => ({ key, name, status: 'waiting' as const, progress: 0, errorKey: null }))];
    case 'start':
      return change(action.key, { status: 'uploading', progress: 0 });
    case 'progress':
      // Progress events may arrive after the answer: never back, never past the end.
      return rows.map((row) =>
        row.key === action.key && row.status === 'uploading' ? { ...row, progress: Math.min(1, Math.max(row.progress, action.fraction)) } : row,
      );
    case 'done':
      return change(action.key, { status: 'done', progress: 1 });
    case 'failed':
      return change(action.key, { status: 'failed', errorKey: action.errorKey });
    case 'clearFinished':
      return rows.filter((row) => row.status === 'waiting' || row.status === 'uploading');
  }
}

/** The waiting rows to start now, oldest first, so that at most `limit` upload at once. */
export function nextToStart(rows: readonly UploadRow[], limit = maxParallelUploads): string[] {
  const running = rows.filter((row) => row.status === 'uploading').length;
  return rows
    .filter((row) => row.status === 'waiting')
    .slice(0, Math.max(0, limit - running))
    .map((row) => row.key);
}

/** Whole percent for a progress bar. */
export function percentOf(row: Pick<UploadRow, 'progress'>): number {
  return Math.round(row.progress * 100);
}
