import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { Button } from '../../../../components/Button.tsx';
import { EditorInput } from '../../publishing/EditorField.tsx';
import { MediaLibraryDialog } from '../../MediaLibraryDialog.tsx';
import { useFields } from './PageEditorContext.ts';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  & > :first-child {
    flex: 1 1 16rem;
  }
  img {
    inline-size: 64px;
    block-size: 44px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.line};
  }
  button {
    min-block-size: 44px;
  }
`;

/** An image's address, typed or picked from the media library as the post editor picks its cover. */
export function ImageField({ label, value, onChange, path }: { label: string; value: string; onChange: (value: string) => void; path: string }) {
  const { t } = useTranslation('admin');
  const { errors, message } = useFields();
  const [picking, setPicking] = useState(false);
  return (
    <Line>
      <EditorInput
        label={label}
        value={value}
        dir="ltr"
        data-field={path}
        hint={t('pages.image.hint')}
        error={errors[path] ? message(path, errors[path]) : null}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      {value.startsWith('/media/') && <img src={value} alt="" />}
      <Button type="button" $variant="secondary" onClick={() => setPicking(true)}>
        {t('pages.image.choose')}
      </Button>
      {value && (
        <Button type="button" $variant="ghost" onClick={() => onChange('')}>
          {t('pages.editor.remove')}
        </Button>
      )}
      {picking && (
        <MediaLibraryDialog
          onChoose={(image) => {
            onChange(image.src);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </Line>
  );
}
