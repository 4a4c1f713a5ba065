import { useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MergeTagDialogQuery } from '../../../__generated__/MergeTagDialogQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert, SelectField } from '../../../components/Field.tsx';
import { describeTagError, tagFieldMessage } from './tagErrors.ts';
import { tagLabel, type TagRowData } from './TagRow.tsx';
import { useTagMutations } from './useTagMutations.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Merges a tag into another the reader picks: its posts move there, and it is gone. */
export function MergeTagDialog({
  tag,
  connectionId,
  onClose,
  onMerged,
}: {
  tag: TagRowData;
  connectionId: string;
  onClose: () => void;
  onMerged: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { merge } = useTagMutations();
  // Every tag to choose from (the screen's list may be one page of a search): the first 100 by slug.
  const data = useLazyLoadQuery<MergeTagDialogQuery>(
    graphql`
      query MergeTagDialogQuery {
        adminTags(first: 100) {
          edges {
            node {
              id
              slug
              en: ownName(locale: en)
              ar: ownName(locale: ar)
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const others = data.adminTags.edges
    .map(({ node }) => node)
    .filter((other) => other.id !== tag.id)
    .map((other) => ({ id: other.id, label: tagLabel(other, i18n.language) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const [into, setInto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = tagLabel(tag, i18n.language);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!into) {
      setError(tagFieldMessage(t, 'chooseInto'));
      return;
    }
    setBusy(true);
    const target = others.find((other) => other.id === into)?.label ?? '';
    merge(tag.id, into, connectionId).then(
      () => onMerged(t('tags.merged', { name, into: target })),
      (failure: unknown) => {
        const { fields, form } = describeTagError(failure, t);
        setBusy(false);
        setError(fields.into ? tagFieldMessage(t, fields.into) : null);
        setFormError(form);
      },
    );
  }

  return (
    <Dialog title={t('tags.mergeTitle', { name })} open onClose={onClose}>
      <Form onSubmit={onSubmit} noValidate>
        {formError && <Alert role="alert">{formError}</Alert>}
        <p>{t('tags.mergeExplain', { name, slug: tag.slug })}</p>
        <SelectField label={t('tags.mergeInto')} value={into} onChange={(event) => setInto(event.target.value)} error={error} disabled={busy} required>
          <option value="">{t('tags.chooseTag')}</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {other.label}
            </option>
          ))}
        </SelectField>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('tags.merging') : t('tags.merge')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
