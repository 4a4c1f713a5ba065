import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { Button } from '../../../../components/Button.tsx';
import { controlStyle, FieldError } from '../../../../components/Field.tsx';
import { VisuallyHidden } from '../../../../components/Spinner.tsx';
import { languages } from '../../../../i18n/languages.ts';
import { EditorInput, EditorTextArea, useUiLanguage } from '../../publishing/EditorField.tsx';
import { moveItem } from '../pageForm.ts';
import { emptyOf, type Field, type FieldShape } from '../schemaShape.ts';
import { ImageField } from './ImageField.tsx';
import { LinkField } from './LinkField.tsx';
import { useFields } from './PageEditorContext.ts';

// The fields of a block (or a menu item), drawn from its schema: every text in English and Arabic side
// by side (Arabic right to left), lists of items with add, remove and move, links, images, choices.

export const Group = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(1.5)};
    font-weight: 600;
    font-size: 0.9375rem;
  }
  &.boxed {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  &.boxed > legend {
    padding-inline: ${({ theme }) => theme.space(1)};
  }
`;

/** English and Arabic side by side; one above the other on a phone. */
const SideBySide = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
  label {
    font-weight: 500;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  textarea[lang='ar'],
  input[lang='ar'] {
    font-family: ${({ theme }) => theme.font.arabic};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-block-size: 36px;
    padding-inline: 0.8em;
    font-size: 0.875rem;
  }
  select {
    ${controlStyle};
    inline-size: auto;
  }
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  .item-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
  .item-head button {
    min-block-size: 32px;
    padding-inline: 0.6em;
    font-size: 0.8125rem;
  }
`;

/** A choice's label above its list, a toggle's beside its box. */
const ChoiceLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  font-weight: 600;
  font-size: 0.9375rem;
`;
const ToggleLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5em;
`;

const Items = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A field's name in the staff member's language (a key of a keyed list, such as `sme`, as it is). */
export function useFieldLabel() {
  const { t } = useTranslation('admin');
  return (key: string) => t(`pages.fields.${key}`, { defaultValue: key });
}

type Change = (value: unknown) => void;

/** The fields of an object, in the schema's order (a block's `type` and `id` are not shown). */
export function GroupFields({
  fields,
  value,
  onChange,
  path,
  skip = [],
}: {
  fields: readonly Field[];
  value: Record<string, unknown>;
  onChange: Change;
  path: string;
  skip?: readonly string[];
}) {
  return (
    <>
      {fields
        // A block's or an item's `id` is the editor's handle, never typed.
        .filter((field) => field.shape.kind !== 'fixed' && field.key !== 'id' && !skip.includes(field.key))
        .map((field) => (
          <FieldControl
            key={field.key}
            field={field}
            value={value[field.key]}
            path={`${path}.${field.key}`}
            onChange={(next) => {
              const copy = { ...value };
              if (next === undefined) delete copy[field.key];
              else copy[field.key] = next;
              onChange(copy);
            }}
          />
        ))}
    </>
  );
}

function FieldControl({ field, value, onChange, path }: { field: Field; value: unknown; onChange: Change; path: string }) {
  const { t } = useTranslation('admin');
  const label = useFieldLabel()(field.key);
  const { shape, optional } = field;
  // A part that may be left out (a quote, a diagram, a link): added and removed as a whole.
  const whole = optional && (shape.kind === 'group' || shape.kind === 'link');
  if (whole && value === undefined) {
    return (
      <Row>
        <Button type="button" $variant="secondary" onClick={() => onChange(emptyOf(shape))}>
          {t('pages.editor.addPart', { name: label })}
        </Button>
      </Row>
    );
  }
  const control = <ShapeControl shape={shape} label={label} value={value} onChange={onChange} path={path} optional={optional} />;
  if (!whole) return control;
  return (
    <div>
      {control}
      <Row>
        <Button type="button" $variant="ghost" onClick={() => onChange(undefined)}>
          {t('pages.editor.removePart', { name: label })}
        </Button>
      </Row>
    </div>
  );
}

function ShapeControl({
  shape,
  label,
  value,
  onChange,
  path,
  optional,
}: {
  shape: FieldShape;
  label: string;
  value: unknown;
  onChange: Change;
  path: string;
  optional: boolean;
}) {
  const { t } = useTranslation('admin');
  const { errors, message } = useFields();
  const ui = useUiLanguage();
  const own = errors[path] ? message(path, errors[path]) : null;
  const ownError = own && (
    <FieldError role="alert" lang={ui.lang} dir={ui.dir}>
      {own}
    </FieldError>
  );
  switch (shape.kind) {
    case 'text':
      return <TextPair label={label} shape={shape} value={value as Record<string, string> | undefined} onChange={onChange} path={path} ownError={ownError} />;
    case 'words':
      return <WordsPair label={label} value={value as Record<string, string[]> | undefined} onChange={onChange} path={path} ownError={ownError} />;
    case 'link':
      return <LinkField label={label} value={value} onChange={onChange} path={path} />;
    case 'image':
      return (
        <ImageField
          label={label}
          value={(value as string | undefined) ?? ''}
          onChange={(next) => onChange(next === '' && optional ? undefined : next)}
          path={path}
        />
      );
    case 'name':
      return (
        <EditorInput
          label={label}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => onChange(event.target.value === '' && optional ? undefined : event.target.value)}
          error={own}
          dir="ltr"
          data-field={path}
        />
      );
    case 'choice':
      return (
        <ChoiceLabel>
          {label}
          <Row>
            <select
              value={value === undefined ? '' : String(value)}
              data-field={path}
              onChange={(event) => {
                const picked = shape.options.find((option) => String(option) === event.target.value);
                onChange(picked ?? undefined);
              }}
            >
              {optional && <option value="">{t('pages.editor.defaultChoice')}</option>}
              {shape.options.map((option) => (
                <option key={String(option)} value={String(option)}>
                  {t(`pages.choices.${String(option)}`, { defaultValue: String(option) })}
                </option>
              ))}
            </select>
          </Row>
          {ownError}
        </ChoiceLabel>
      );
    case 'toggle':
      return (
        <ToggleLabel>
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked ? true : optional ? undefined : false)}
            data-field={path}
          />
          {label}
        </ToggleLabel>
      );
    case 'group':
      return (
        <Group className="boxed">
          <legend>{label}</legend>
          {ownError}
          <GroupFields fields={shape.fields} value={(value as Record<string, unknown> | undefined) ?? {}} onChange={onChange} path={path} />
        </Group>
      );
    case 'list':
      return <ListControl shape={shape} label={label} value={(value as unknown[] | undefined) ?? []} onChange={onChange} path={path} ownError={ownError} />;
    default:
      return null;
  }
}

/** A text in English and Arabic side by side, each with its error under it. */
function TextPair({
  label,
  shape,
  value,
  onChange,
  path,
  ownError,
}: {
  label: string;
  shape: Extract<FieldShape, { kind: 'text' }>;
  value: Record<string, string> | undefined;
  onChange: Change;
  path: string;
  ownError: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { errors, message } = useFields();
  const text = value ?? { en: '', ar: '' };
  return (
    <Group>
      <legend>{label}</legend>
      {ownError}
      <SideBySide>
        {languages.map((language) => {
          const key = `${path}.${language}`;
          const props = {
            label: t(`blog.languageNames.${language}`),
            value: text[language] ?? '',
            max: shape.max,
            error: errors[key] ? message(key, errors[key]) : null,
            lang: language,
            dir: language === 'ar' ? 'rtl' : 'ltr',
            'data-field': key,
          } as const;
          return shape.prose ? (
            <EditorTextArea key={language} {...props} rows={3} onChange={(event) => onChange({ ...text, [language]: event.target.value })} />
          ) : (
            <EditorInput key={language} {...props} onChange={(event) => onChange({ ...text, [language]: event.target.value })} />
          );
        })}
      </SideBySide>
    </Group>
  );
}

/** Words or phrases per language, one a line (the two lists need not match). */
function WordsPair({
  label,
  value,
  onChange,
  path,
  ownError,
}: {
  label: string;
  value: Record<string, string[]> | undefined;
  onChange: Change;
  path: string;
  ownError: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { errors, message } = useFields();
  const words = value ?? { en: [], ar: [] };
  return (
    <Group>
      <legend>{label}</legend>
      {ownError}
      <SideBySide>
        {languages.map((language) => {
          const key = `${path}.${language}`;
          const first = Object.keys(errors).find((error) => error === key || error.startsWith(`${key}.`));
          return (
            <EditorTextArea
              key={language}
              label={t(`blog.languageNames.${language}`)}
              hint={t('pages.editor.oneALine')}
              value={(words[language] ?? []).join('\n')}
              error={first ? message(first, errors[first]) : null}
              rows={3}
              lang={language}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              data-field={key}
              onChange={(event) => onChange({ ...words, [language]: event.target.value.split('\n') })}
              onBlur={() => onChange({ ...words, [language]: (words[language] ?? []).map((word) => word.trim()).filter(Boolean) })}
            />
          );
        })}
      </SideBySide>
    </Group>
  );
}

/** A list of items: each can be moved up or down and removed; new ones are added at the end. */
function ListControl({
  shape,
  label,
  value,
  onChange,
  path,
  ownError,
}: {
  shape: Extract<FieldShape, { kind: 'list' }>;
  label: string;
  value: unknown[];
  onChange: Change;
  path: string;
  ownError: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [announcement, setAnnouncement] = useState('');
  const full = shape.max !== null && value.length >= shape.max;
  const move = (from: number, to: number) => {
    onChange(moveItem(value, from, to));
    setAnnouncement(t('pages.editor.itemMoved', { name: label, position: to + 1, count: value.length }));
  };
  return (
    <Group className="boxed">
      <legend>
        {label} <small>({value.length})</small>
      </legend>
      {ownError}
      {value.length > 0 && (
        <Items>
          {value.map((item, index) => (
            <Item key={index}>
              <div className="item-head">
                <span>{t('pages.editor.itemNumber', { number: index + 1 })}</span>
                <Row>
                  <Button
                    type="button"
                    $variant="ghost"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('pages.editor.moveItemUp', { number: index + 1 })}
                  >
                    {t('pages.editor.up')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    disabled={index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('pages.editor.moveItemDown', { number: index + 1 })}
                  >
                    {t('pages.editor.down')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                    aria-label={t('pages.editor.removeItem', { number: index + 1 })}
                  >
                    {t('pages.editor.remove')}
                  </Button>
                </Row>
              </div>
              {shape.item.kind === 'group' ? (
                <GroupFields
                  fields={shape.item.fields}
                  value={item as Record<string, unknown>}
                  onChange={(next) => onChange(value.map((old, i) => (i === index ? next : old)))}
                  path={`${path}.${index}`}
                />
              ) : (
                <ShapeControl
                  shape={shape.item}
                  label={t('pages.editor.itemNumber', { number: index + 1 })}
                  value={item}
                  onChange={(next) => onChange(value.map((old, i) => (i === index ? next : old)))}
                  path={`${path}.${index}`}
                  optional={false}
                />
              )}
            </Item>
          ))}
        </Items>
      )}
      <Row>
        <Button type="button" $variant="secondary" disabled={full} onClick={() => onChange([...value, emptyOf(shape.item)])}>
          {t('pages.editor.addItem', { name: label })}
        </Button>
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </Row>
    </Group>
  );
}
