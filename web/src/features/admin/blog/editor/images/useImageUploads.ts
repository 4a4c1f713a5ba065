import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadErrorKey } from '../../../mediaErrors.ts';
import { uploadImage, type UploadedImage } from '../../../uploadImage.ts';
import type { ImageUse } from './markdownImages.ts';

// The editor's uploads in progress (the cover's and each language's text's), with their progress,
// so a tab switch keeps them; and those that failed, with why, until dismissed.

export interface ImageUpload {
  key: number;
  /** What it is for: the cover, or the text of a language. */
  target: ImageUse;
  name: string;
  /** 0 to 1. */
  progress: number;
  /** Why it failed (a key of `editorImages.errors`), or null while it runs. */
  error: string | null;
}

/** Whether a file is an image by what the browser says of it (the server then checks its content). */
export function looksLikeImage(file: File): boolean {
  return file.type.startsWith('image/') || (!file.type && /\.(jpe?g|png|webp|avif|gif|svg)$/i.test(file.name));
}

let nextKey = 1;

export function useImageUploads() {
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());

  // Leaving the editor stops what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const change = (key: number, patch: Partial<ImageUpload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));
  const drop = (key: number) => setUploads((current) => current.filter((upload) => upload.key !== key));

  /** Sends `file` to the library: the image, or null when it failed (shown in the list) or was cancelled. */
  const upload = useCallback(async (file: File, target: ImageUse): Promise<UploadedImage | null> => {
    const key = nextKey++;
    const entry: ImageUpload = { key, target, name: file.name || 'image', progress: 0, error: null };
    if (!looksLikeImage(file)) {
      setUploads((current) => [...current, { ...entry, error: 'unsupported_type' }]);
      return null;
    }
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setUploads((current) => [...current, entry]);
    try {
      const image = await uploadImage(file, { signal: controller.signal, onProgress: (progress) => change(key, { progress }) });
      drop(key);
      return image;
    } catch (error) {
      if (controller.signal.aborted) drop(key);
      else change(key, { error: uploadErrorKey(error) });
      return null;
    } finally {
      controllers.current.delete(key);
    }
  }, []);

  const cancel = useCallback((key: number) => controllers.current.get(key)?.abort(), []);
  const dismiss = useCallback((key: number) => drop(key), []);

  return { uploads, upload, cancel, dismiss };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
