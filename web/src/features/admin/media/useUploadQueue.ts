import { useCallback, useEffect, useReducer, useRef } from 'react';
import { nextToStart, uploadsReducer } from './uploadQueue.ts';
import { uploadErrorKey } from '../mediaErrors.ts';
import { uploadImage, type UploadedImage } from '../uploadImage.ts';

/**
 * Files chosen or dropped, uploaded two at a time; `onUploaded` hears of each image made. Leaving
 * the screen cancels the uploads still going.
 */
export function useUploadQueue(onUploaded: (image: UploadedImage) => void) {
  const [rows, dispatch] = useReducer(uploadsReducer, []);
  const files = useRef(new Map<string, File>());
  const started = useRef(new Set<string>());
  const counter = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  useEffect(() => {
    const own = new AbortController();
    controller.current = own;
    return () => own.abort();
  }, []);

  useEffect(() => {
    for (const key of nextToStart(rows)) {
      const file = files.current.get(key);
      // React may run this twice for one state: a row starts once.
      if (!file || started.current.has(key)) continue;
      started.current.add(key);
      dispatch({ type: 'start', key });
      uploadImage(file, { signal: controller.current?.signal, onProgress: (fraction) => dispatch({ type: 'progress', key, fraction }) }).then(
        (image) => {
          files.current.delete(key);
          dispatch({ type: 'done', key });
          uploaded.current(image);
        },
        (error: unknown) => {
          files.current.delete(key);
          if (error instanceof DOMException && error.name === 'AbortError') return;
          dispatch({ type: 'failed', key, errorKey: uploadErrorKey(error) });
        },
      );
    }
  }, [rows]);

  const add = useCallback((chosen: Iterable<File>) => {
    const list = [...chosen].map((file) => {
      const key = `upload-${++counter.current}`;
      files.current.set(key, file);
      return { key, name: file.name };
    });
    if (list.length) dispatch({ type: 'add', files: list });
  }, []);
  const clearFinished = useCallback(() => dispatch({ type: 'clearFinished' }), []);

  return { rows, add, clearFinished };
}
