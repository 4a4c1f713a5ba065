import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { controlStyle, FieldError } from '../../../../components/Field.tsx';
import type { PageLink } from '../../../../api/pageBlocks.ts';
import { EditorInput, useUiLanguage } from '../../publishing/EditorField.tsx';
import { Group } from './SchemaFields.tsx';
import { useFields } from './PageEditorContext.ts';

const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 12rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1.5)};
    font-weight: 500;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  select {
    ${controlStyle};
  }
`;

const kinds = ['page', 'url', 'booking'] as const;

/** Where a link leads: a page of the site (followed when its path changes), an address, or the booking calendar. */
export function LinkField({ label, value, onChange, path }: { label: string; value: unknown; onChange: (value: unknown) => void; path: string }) {
  const { t } = useTranslation('admin');
  const { errors, message, pages } = useFields();
  const ui = useUiLanguage();
  const id = useId();
  const link = (value ?? { kind: 'url', url: '/' }) as PageLink;
  const errorAt = (key: string) => (errors[key] ? message(key, errors[key]) : null);
  const own = errorAt(path) ?? errorAt(`${path}.kind`);
  return (
    <Group>
      <legend>{label}</legend>
      <Line>
        <label htmlFor={`${id}-kind`}>
          {t('pages.link.kind')}
          <select
            id={`${id}-kind`}
            value={link.kind}
            data-field={`${path}.kind`}
            onChange={(event) => {
              const kind = event.target.value as PageLink['kind'];
              if (kind === 'page') onChange({ kind, pageId: pages[0]?.id ?? 1 });
              else if (kind === 'url') onChange({ kind, url: '/' });
              else onChange({ kind });
            }}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`pages.link.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {link.kind === 'page' && (
          <label htmlFor={`${id}-page`}>
            {t('pages.link.page')}
            <select
              id={`${id}-page`}
              value={link.pageId}
              data-field={`${path}.pageId`}
              onChange={(event) => onChange({ ...link, pageId: Number(event.target.value) })}
            >
              {!pages.some((page) => page.id === link.pageId) && <option value={link.pageId}>{t('pages.link.missingPage')}</option>}
              {pages.map((page) => (
                <option key={page.id} value={page.id}>
                  {page.path} — {page.title}
                </option>
              ))}
            </select>
          </label>
        )}
        {link.kind === 'url' && (
          <EditorInput
            label={t('pages.link.url')}
            value={link.url}
            dir="ltr"
            data-field={`${path}.url`}
            error={errorAt(`${path}.url`)}
            hint={t('pages.link.urlHint')}
            onChange={(event) => onChange({ ...link, url: event.target.value })}
          />
        )}
      </Line>
      {link.kind === 'page' && (
        <EditorInput
          label={t('pages.link.hash')}
          value={link.hash ?? ''}
          dir="ltr"
          data-field={`${path}.hash`}
          error={errorAt(`${path}.hash`) ?? errorAt(`${path}.pageId`)}
          onChange={(event) => {
            const { hash: _old, ...rest } = link;
            onChange(event.target.value ? { ...rest, hash: event.target.value } : rest);
          }}
        />
      )}
      {own && (
        <FieldError role="alert" lang={ui.lang} dir={ui.dir}>
          {own}
        </FieldError>
      )}
    </Group>
  );
}
