import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert, TextField } from '../../../components/Field.tsx';
import { maxTagLength } from '../../../api/postRules.ts';
import { checkTagNames, describeTagError, tagFieldMessage, type TagField } from './tagErrors.ts';
import { tagLabel, type TagRowData } from './TagRow.tsx';
import { useTagMutations } from './useTagMutations.ts';
import type { Language } from '../../../i18n/languages.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Renames a tag in both languages: checked as typed, then the server's refusals at their fields. */
export function RenameTagDialog({ tag, onClose, onSaved }: { tag: TagRowData; onClose: () => void; onSaved: (message: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { rename } = useTagMutations();
  const [values, setValues] = useState({ en: tag.en ?? '', ar: tag.ar ?? '' });
  const [errors, setErrors] = useState<Partial<Record<TagField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { names, problems } = checkTagNames(values);
    setErrors(problems);
    setFormError(Object.keys(problems).length ? t('errors.checkFields') : null);
    if (Object.keys(problems).length) return;
    setBusy(true);
    rename(tag.id, names).then(
      () => onSaved(t('tags.renamed', { name: tagLabel({ ...names, slug: tag.slug }, i18n.language) })),
      (error: unknown) => {
        const { fields, form } = describeTagError(error, t);
        setBusy(false);
        setErrors(fields);
        setFormError(form);
      },
    );
  }

  const field = (locale: Language) => ({
    value: values[locale],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [locale]: event.target.value })),
    error: errors[locale] && tagFieldMessage(t, errors[locale]),
    maxLength: maxTagLength,
    disabled: busy,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    lang: locale,
    autoComplete: 'off',
  });

  return (
    <Dialog title={t('tags.renameTitle')} open onClose={onClose}>
      <Form onSubmit={onSubmit} noValidate>
        {formError && <Alert role="alert">{formError}</Alert>}
        <TextField label={t('tags.englishName')} hint={t('tags.nameHint')} {...field('en')} />
        <TextField label={t('tags.arabicName')} hint={t('tags.nameHint')} {...field('ar')} />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
