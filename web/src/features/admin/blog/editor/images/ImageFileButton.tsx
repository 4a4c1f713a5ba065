import { useRef, type ReactNode } from 'react';
import { Button } from '../../../../../components/Button.tsx';
import { acceptedImageTypes } from '../../../uploadImage.ts';

/** A button that opens the file picker for images (the input itself stays out of sight and out of the tab order). */
export function ImageFileButton({
  children,
  multiple = false,
  disabled,
  onFiles,
  variant = 'secondary',
  describedBy,
}: {
  children: ReactNode;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  variant?: 'primary' | 'secondary';
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" $variant={variant} disabled={disabled} onClick={() => input.current?.click()} aria-describedby={describedBy}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={acceptedImageTypes}
        multiple={multiple}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file again is a new choice.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
