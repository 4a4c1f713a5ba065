import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { Button } from '../../../../components/Button.tsx';
import { controlStyle, FieldError } from '../../../../components/Field.tsx';
import { VisuallyHidden } from '../../../../components/Spinner.tsx';
import { blockSchemas, oncePerPage, type BlockType, type PageBlock } from '../../../../api/pageBlocks.ts';
import { maxBlocks } from '../../../../api/pageRules.ts';
import { blockTypes, duplicateBlock, moveItem, newBlock } from '../pageForm.ts';
import { fieldsOf } from '../schemaShape.ts';
import { errorsUnder, useFields } from './PageEditorContext.ts';
import { Group, GroupFields } from './SchemaFields.tsx';
import type { Language } from '../../../../i18n/languages.ts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Card = styled.li<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  &:focus-within {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.accentSoft};
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
  .toggle {
    display: flex;
    align-items: baseline;
    gap: 0.6em;
    flex: 1 1 14rem;
    min-inline-size: 0;
    min-block-size: 44px;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    text-align: start;
    color: inherit;
    cursor: pointer;
  }
  .toggle strong {
    white-space: nowrap;
  }
  .toggle .summary {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.875rem;
  }
  .toggle .problems {
    color: ${({ theme }) => theme.color.danger};
    font-size: 0.8125rem;
    font-weight: 600;
    white-space: nowrap;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
  .tools button {
    min-block-size: 36px;
    padding-inline: 0.7em;
    font-size: 0.8125rem;
  }
  .body {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(4)};
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
  .settings {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Adder = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1.5)};
    font-weight: 600;
    font-size: 0.9375rem;
  }
  select {
    ${controlStyle};
    inline-size: auto;
    min-inline-size: 14rem;
  }
`;

const base = ['anchor', 'tone'];

/** A block's first words, to tell it from the others while it is folded. */
function summaryOf(block: PageBlock, language: Language): string {
  const record = block as unknown as Record<string, unknown>;
  for (const key of ['title', 'heading', 'quote', 'caption', 'contentsLabel', 'name']) {
    const text = record[key] as Record<string, string> | undefined;
    if (text && typeof text === 'object' && typeof text[language] === 'string' && text[language]) return text[language];
    if (text && typeof text === 'object' && typeof text.en === 'string' && text.en) return text.en;
  }
  return '';
}

/**
 * The page's blocks in order: each folds open to its fields, moves up or down (its buttons, or
 * Alt+Arrow keys anywhere in it, said aloud), is duplicated or removed; new ones are added at the end.
 */
export function BlockList({
  blocks,
  onChange,
  onMoved,
  uiLanguage,
}: {
  blocks: PageBlock[];
  onChange: (blocks: PageBlock[], field?: string) => void;
  onMoved: (from: number, to: number) => void;
  uiLanguage: Language;
}) {
  const { t } = useTranslation('admin');
  const { errors, message } = useFields();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(blocks.length <= 3 ? blocks.map((block) => block.id) : []));
  const [adding, setAdding] = useState<BlockType>('text');
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<HTMLElement | null>(null);

  // A moved block's DOM node is moved too, which can take its focus away: give it back.
  useLayoutEffect(() => {
    if (refocus.current && document.activeElement !== refocus.current) refocus.current.focus();
    refocus.current = null;
  }, [blocks]);

  const typeName = (type: string) => t(`pages.blocks.${type}`, { defaultValue: type });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    refocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onChange(moveItem(blocks, from, to));
    onMoved(from, to);
    setAnnouncement(t('pages.editor.blockMoved', { name: typeName(blocks[from].type), position: to + 1, count: blocks.length }));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const add = () => {
    const block = newBlock(adding, blocks);
    onChange([...blocks, block]);
    setOpen((current) => new Set([...current, block.id]));
    setAnnouncement(t('pages.editor.blockAdded', { name: typeName(adding), position: blocks.length + 1 }));
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-block="${block.id}"] .toggle`)?.focus());
  };

  return (
    <section aria-labelledby="blocks-heading">
      <h2 id="blocks-heading">{t('pages.editor.blocks')}</h2>
      <p className="muted">{t('pages.editor.blocksHint')}</p>
      {blocks.length === 0 && <p>{t('pages.editor.noBlocks')}</p>}
      <List>
        {blocks.map((block, index) => {
          const path = `blocks.${index}`;
          const problems = errorsUnder(errors, path);
          const isOpen = open.has(block.id) || problems > 0;
          const name = typeName(block.type);
          const fields = fieldsOf(blockSchemas().types[block.type]);
          return (
            <Card
              key={block.id}
              data-block={block.id}
              $invalid={problems > 0}
              onKeyDown={onKeyDown(index)}
              aria-label={t('pages.editor.blockLabel', { name, position: index + 1, count: blocks.length })}
            >
              <div className="head">
                <button type="button" className="toggle" aria-expanded={isOpen} aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown" onClick={() => toggle(block.id)}>
                  <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
                  <strong>
                    {index + 1}. {name}
                  </strong>
                  <span className="summary" lang={uiLanguage}>
                    {summaryOf(block, uiLanguage)}
                  </span>
                  {problems > 0 && <span className="problems">{t('pages.editor.problems', { count: problems })}</span>}
                </button>
                <div className="tools">
                  <Button
                    type="button"
                    $variant="ghost"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('pages.editor.moveUp', { name, position: index + 1 })}
                  >
                    {t('pages.editor.up')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    disabled={index === blocks.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('pages.editor.moveDown', { name, position: index + 1 })}
                  >
                    {t('pages.editor.down')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    disabled={blocks.length >= maxBlocks || oncePerPage.includes(block.type)}
                    onClick={() => {
                      const next = duplicateBlock(blocks, index);
                      onChange(next);
                      setAnnouncement(t('pages.editor.blockDuplicated', { name, position: index + 2 }));
                    }}
                    aria-label={t('pages.editor.duplicateBlock', { name, position: index + 1 })}
                  >
                    {t('pages.editor.duplicate')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() => {
                      onChange(blocks.filter((_, i) => i !== index));
                      setAnnouncement(t('pages.editor.blockRemoved', { name }));
                    }}
                    aria-label={t('pages.editor.removeBlock', { name, position: index + 1 })}
                  >
                    {t('pages.editor.remove')}
                  </Button>
                </div>
              </div>
              {isOpen && (
                <div className="body">
                  {/* A fault of the block as a whole (a second contact section: \`once\`) has no field of its own. */}
                  {errors[`${path}.type`] && (
                    <FieldError role="alert" data-field={`${path}.type`}>
                      {message(`${path}.type`, errors[`${path}.type`])}
                    </FieldError>
                  )}
                  <GroupFields
                    fields={fields}
                    value={block as unknown as Record<string, unknown>}
                    path={path}
                    skip={base}
                    onChange={(next) => onChange(blocks.map((old, i) => (i === index ? (next as PageBlock) : old)))}
                  />
                  <Group className="boxed">
                    <legend>{t('pages.editor.blockSettings')}</legend>
                    <div className="settings">
                      <GroupFields
                        fields={fields.filter((field) => base.includes(field.key))}
                        value={block as unknown as Record<string, unknown>}
                        path={path}
                        onChange={(next) => onChange(blocks.map((old, i) => (i === index ? (next as PageBlock) : old)))}
                      />
                    </div>
                  </Group>
                </div>
              )}
            </Card>
          );
        })}
      </List>
      <Adder>
        <label>
          {t('pages.editor.blockType')}
          <select value={adding} onChange={(event) => setAdding(event.target.value as BlockType)}>
            {blockTypes.map((type) => (
              // A page shows a contact section, a demo assistant and a blog preview once at most.
              <option key={type} value={type} disabled={oncePerPage.includes(type) && blocks.some((one) => one.type === type)}>
                {typeName(type)}
              </option>
            ))}
          </select>
        </label>
        <Button
          type="button"
          $variant="secondary"
          onClick={add}
          disabled={blocks.length >= maxBlocks || (oncePerPage.includes(adding) && blocks.some((one) => one.type === adding))}
        >
          {t('pages.editor.addBlock')}
        </Button>
      </Adder>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </section>
  );
}
