import { useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../../../i18n/useTranslation.ts';
import type { Locale } from '../../postErrors.ts';
import { imageMarkdown, insertBlock, mapCaret, removePlaceholder, replacePlaceholder, uploadPlaceholder } from './markdownImages.ts';
import { looksLikeImage, type ImageUploads } from './useImageUploads.ts';
import type { PostImages } from './usePostImages.ts';
import type { LibraryImage } from '../../../MediaLibraryDialog.tsx';

/** Where the browser would put the caret for a drop at (x, y) in `textarea`, when it can tell. */
function dropOffset(textarea: HTMLTextAreaElement, x: number, y: number): number | null {
  const find = (document as Document & { caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null })
    .caretPositionFromPoint;
  const position = find?.call(document, x, y);
  return position && position.offsetNode === textarea ? position.offset : null;
}

/**
 * Images into a language's Markdown: files dropped on the text or pasted into it, or chosen with
 * "Insert image", upload to the library and go in at the caret as `![alt](src)` (the library's alt
 * text in this language, or none). Until then a placeholder holds the place; it goes if the upload
 * fails. Text dropped or pasted is left to the browser. The caret stays where the writer is when an
 * upload finishes elsewhere in the text.
 */
export function useBodyImages({
  locale,
  body,
  editBody,
  uploads,
  images,
}: {
  locale: Locale;
  body: string;
  /** Changes the body as it is when the change applies (an upload finishes later). */
  editBody: (change: (body: string) => string) => void;
  uploads: ImageUploads;
  images: PostImages;
}) {
  const { t } = useTranslation('admin');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [over, setOver] = useState(false);
  // What the text was when last seen, the caret in it, and where to put the caret after an insertion.
  const seen = useRef(body);
  const selection = useRef({ start: body.length, end: body.length });
  const caretAfter = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = textarea.current;
    const before = seen.current;
    seen.current = body;
    if (!element || before === body) return;
    if (caretAfter.current !== null) {
      element.setSelectionRange(caretAfter.current, caretAfter.current);
      selection.current = { start: caretAfter.current, end: caretAfter.current };
      caretAfter.current = null;
      return;
    }
    // Changed from outside the field (an upload done): setting the value moved the caret to the end.
    if (document.activeElement !== element) return;
    const start = mapCaret(before, body, selection.current.start);
    const end = mapCaret(before, body, selection.current.end);
    element.setSelectionRange(start, end);
    selection.current = { start, end };
  }, [body]);

  const remember = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    selection.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
  };

  /** Puts `blocks` at the selection (or `at`), each a paragraph, the caret after the last. */
  const insert = (blocks: string[], at?: number) => {
    const { start, end } = at === undefined ? selection.current : { start: at, end: at };
    const apply = (text: string) => {
      let result = { text, caret: start };
      let to = end;
      for (const block of blocks) {
        result = insertBlock(result.text, result.caret, to, block);
        to = result.caret;
      }
      return result;
    };
    const { caret } = apply(seen.current);
    caretAfter.current = caret;
    editBody((current) => apply(current).text);
    textarea.current?.focus();
  };

  const altOf = (image: { altEn: string; altAr: string }) => (locale === 'ar' ? image.altAr : image.altEn);

  const uploadFiles = (files: File[], at?: number) => {
    const accepted = files.filter(looksLikeImage);
    // Not images: said at once, nothing written into the text.
    files.filter((file) => !looksLikeImage(file)).forEach((file) => void uploads.upload(file, locale));
    if (!accepted.length) return;
    let text = seen.current;
    const placeholders = accepted.map((file) => {
      const placeholder = uploadPlaceholder(text, t('editorImages.body.placeholder', { name: file.name || 'image' }));
      text += placeholder;
      return placeholder;
    });
    insert(placeholders, at);
    accepted.forEach((file, i) => {
      const placeholder = placeholders[i];
      void uploads.upload(file, locale).then((image) => {
        if (image) images.remember({ ...image, srcset: '' });
        editBody((current) =>
          image ? (replacePlaceholder(current, placeholder, imageMarkdown(altOf(image), image.src)) ?? current) : removePlaceholder(current, placeholder),
        );
      });
    });
  };

  const insertFromLibrary = (image: LibraryImage) => {
    images.remember(image);
    insert([imageMarkdown(altOf(image), image.src)]);
  };

  const textareaProps = {
    ref: textarea,
    onSelect: remember,
    onKeyUp: remember,
    onMouseUp: remember,
    onDragOver: (event: DragEvent<HTMLTextAreaElement>) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      if (!over) setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent<HTMLTextAreaElement>) => {
      setOver(false);
      if (!event.dataTransfer.types.includes('Files') || !event.dataTransfer.files.length) return;
      event.preventDefault();
      const at = dropOffset(event.currentTarget, event.clientX, event.clientY) ?? undefined;
      uploadFiles([...event.dataTransfer.files], at);
    },
    onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const files = [...event.clipboardData.files].filter(looksLikeImage);
      // Text copied from a document may come with a picture of itself: the text wins.
      if (!files.length || event.clipboardData.getData('text/plain')) return;
      event.preventDefault();
      remember(event);
      uploadFiles(files);
    },
  };

  /** For the field's own onChange: a change typed is not one to move the caret for. */
  const typed = (text: string, element: HTMLTextAreaElement) => {
    seen.current = text;
    selection.current = { start: element.selectionStart, end: element.selectionEnd };
  };

  return { textareaProps, typed, over, uploadFiles, insertFromLibrary };
}
