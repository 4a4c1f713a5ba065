import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { FieldError } from '../../../../components/Field.tsx';
import { maxTagLength, maxTags } from '../../../../api/postRules.ts';
import { normaliseTagName, tagNameKey, tagNameProblem } from '../../../../api/tagRules.ts';

export interface TagSuggestion {
  /** Its name in the other language, by which it is found too. */
  otherNames?: string[];
  slug: string;
  name: string;
}

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-block-size: 44px;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: text;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 1px;
  }
  input {
    flex: 1 1 8rem;
    min-inline-size: 6rem;
    min-block-size: 32px;
    border: 0;
    outline: 0;
    background: none;
    padding-inline: 0.4em;
  }
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.15em;
  padding-inline-start: 0.7em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentStrong};
  font-size: 0.875rem;
  font-weight: 600;
  button {
    inline-size: 28px;
    block-size: 28px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    font-size: 1.1rem;
    line-height: 1;
    cursor: pointer;
  }
  button:hover {
    background: rgba(17, 94, 89, 0.12);
  }
`;

const List = styled.ul`
  position: absolute;
  z-index: 30;
  inset-inline: 0;
  inset-block-start: calc(100% + 4px);
  max-block-size: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  li {
    display: flex;
    justify-content: space-between;
    gap: 1em;
    padding: 0.5em 0.75em;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  li small {
    color: ${({ theme }) => theme.color.muted};
    font-family: ${({ theme }) => theme.font.mono};
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1.5)};
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  .hint {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  .anchor {
    position: relative;
  }
`;

/**
 * Tags as chips: type and press Enter (or a comma) to add, pick a suggestion with the arrow keys,
 * Backspace in the empty box removes the last. A tag is kept as its slug when it exists (typed in
 * either language, any case), else as the name typed, in any language, which the save creates.
 */
export function TagInput({
  value,
  suggestions,
  error,
  disabled,
  onChange,
}: {
  value: string[];
  suggestions: TagSuggestion[];
  error?: string | null;
  disabled?: boolean;
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const names = useMemo(() => new Map(suggestions.map((tag) => [tag.slug, tag.name])), [suggestions]);
  const typedName = normaliseTagName(text);
  // An existing tag typed by one of its names (UAE, uae, الإمارات) is that tag; anything else is a new one, named as typed.
  const existing = suggestions.find((tag) => [tag.name, ...(tag.otherNames ?? []), tag.slug].some((name) => tagNameKey(name) === tagNameKey(typedName)));
  const typed = tagNameProblem(typedName) ? '' : (existing?.slug ?? typedName);
  const chosen = useMemo(() => new Set(value.map(tagNameKey)), [value]);
  const full = value.length >= maxTags;

  const options = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const matching = suggestions
      .filter((tag) => !chosen.has(tagNameKey(tag.slug)))
      .filter((tag) => !needle || tag.slug.includes(needle) || [tag.name, ...(tag.otherNames ?? [])].some((name) => name.toLowerCase().includes(needle)))
      .slice(0, 8)
      .map((tag) => ({ slug: tag.slug, label: tag.name, isNew: false }));
    if (typed && !existing && !chosen.has(tagNameKey(typed))) matching.push({ slug: typed, label: typed, isNew: true });
    return matching;
  }, [suggestions, text, typed, existing, chosen]);

  const add = (slug: string) => {
    if (!slug || chosen.has(tagNameKey(slug)) || full) return;
    onChange([...value, slug]);
    setText('');
    setActive(0);
  };
  const remove = (slug: string) => {
    onChange(value.filter((tag) => tag !== slug));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const listed = open && options.length > 0;
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index - 1 + options.length) % options.length);
    } else if ((event.key === 'Enter' || event.key === ',' || event.key === '،') && !event.nativeEvent.isComposing) {
      if (!text.trim() && event.key === 'Enter') return;
      event.preventDefault();
      add(listed && text.trim() ? options[Math.min(active, options.length - 1)].slug : typed);
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  const showList = open && !disabled && !full && options.length > 0 && (text.trim() !== '' || suggestions.length > 0);
  return (
    <Field>
      <label htmlFor={id}>{t('blog.editor.tags')}</label>
      <div className="anchor">
        <Box $invalid={Boolean(error)} onClick={() => inputRef.current?.focus()}>
          {value.map((slug) => (
            <Chip key={slug}>
              <span dir="auto">{names.get(slug) ?? slug}</span>
              <button type="button" onClick={() => remove(slug)} disabled={disabled} aria-label={t('blog.editor.removeTag', { name: names.get(slug) ?? slug })}>
                ×
              </button>
            </Chip>
          ))}
          <input
            ref={inputRef}
            id={id}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList ? `${id}-option-${active}` : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={Boolean(error)}
            value={text}
            disabled={disabled || full}
            placeholder={full ? '' : t('blog.editor.tagsPlaceholder')}
            maxLength={maxTagLength}
            dir="auto"
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(0);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
        </Box>
        <List id={listId} role="listbox" aria-label={t('blog.editor.tagSuggestions')} hidden={!showList}>
          {showList &&
            options.map((option, index) => (
              <li
                key={option.slug}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                // Chosen on mouse down, before the box loses focus and closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  add(option.slug);
                }}
              >
                <span dir="auto">{option.isNew ? t('blog.editor.newTag', { name: option.label }) : option.label}</span>
                <small dir="ltr">{option.slug}</small>
              </li>
            ))}
        </List>
      </div>
      <p className="hint" id={`${id}-hint`}>
        {full ? t('blog.editor.tagsFull', { count: maxTags }) : t('blog.editor.tagsHint', { count: maxTags })}
      </p>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}
