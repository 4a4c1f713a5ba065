import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MediaDetails_media$key } from '../../../__generated__/MediaDetails_media.graphql.ts';
import { maxAltLength } from '../../../api/mediaRules.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert, TextAreaField } from '../../../components/Field.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { PostStatusBadge } from '../PostStatusBadge.tsx';
import { describeMediaError } from '../mediaErrors.ts';
import { formatBytes, formatDimensions, markdownImage } from './mediaFormat.ts';
import { useMediaMutations } from './useMediaMutations.ts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(5)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
  section + section {
    margin-block-start: ${({ theme }) => theme.space(6)};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  .note {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.muted};
  }
  .notice {
    margin: 0;
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.success};
  }
  .notice.failed {
    color: ${({ theme }) => theme.color.danger};
  }
  figure + section {
    margin-block-start: ${({ theme }) => theme.space(6)};
  }
`;

const Preview = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    max-block-size: 60vh;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md};
    background-color: ${({ theme }) => theme.color.canvas};
    background-size: cover;
  }
  figcaption {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.muted};
  }
  figcaption strong {
    color: ${({ theme }) => theme.color.ink};
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  dd {
    margin: 0;
  }
`;

const Address = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  input {
    inline-size: 100%;
    min-block-size: 40px;
    padding-inline: 0.75em;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.canvas};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
  }
`;

const Uses = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.color.accentStrong};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Confirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  p {
    margin: 0;
  }
`;

export interface Viewer {
  id: number;
  isAdmin: boolean;
}

/** One image: a larger preview and its facts, its alt texts to edit, the posts showing it, its address to copy, and Delete. */
export function MediaDetails({
  media,
  viewer,
  connectionId,
  onDeleted,
}: {
  media: MediaDetails_media$key;
  viewer: Viewer;
  connectionId: string | null;
  onDeleted: (name: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.language);
  const { updateAlt, remove } = useMediaMutations();
  const data = useFragment(
    graphql`
      fragment MediaDetails_media on Media @argumentDefinitions(locale: { type: "Locale!" }) {
        id
        databaseId
        name
        format
        width
        height
        bytes
        altEn
        altAr
        createdAt
        useCount
        uploadedBy {
          databaseId
          displayName
          username
        }
        image {
          src
          srcset
          sources {
            type
            srcset
          }
          placeholder
        }
        usedBy {
          id
          status
          publishedAt
          translation(locale: $locale) {
            title
            locale
          }
        }
      }
    `,
    media,
  );

  const [alt, setAlt] = useState({ altEn: data.altEn, altAr: data.altAr });
  // Saved (the server tidies spaces) or changed elsewhere: the fields show the texts as they are now.
  useEffect(() => setAlt({ altEn: data.altEn, altAr: data.altAr }), [data.altEn, data.altAr]);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'altEn' | 'altAr', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Said here, not in a toast: the page behind a modal dialog is out of reach, for screen readers too.
  const [saveNotice, setSaveNotice] = useState('');
  const [copyNotice, setCopyNotice] = useState<{ text: string; failed: boolean }>({ text: '', failed: false });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const blockedId = useId();
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  const changed = alt.altEn !== data.altEn || alt.altAr !== data.altAr;
  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFieldErrors({});
    setFormError(null);
    setSaveNotice('');
    updateAlt(data.id, { altEn: alt.altEn.trim(), altAr: alt.altAr.trim() }).then(
      () => {
        setSaving(false);
        setSaveNotice(t('media.details.saved'));
      },
      (error: unknown) => {
        setSaving(false);
        const failure = describeMediaError(error);
        setFieldErrors(failure.fields);
        setFormError(t(failure.messageKey));
      },
    );
  };

  const copy = (text: string, done: string) => {
    navigator.clipboard.writeText(text).then(
      () => setCopyNotice({ text: done, failed: false }),
      () => setCopyNotice({ text: t('media.details.copyFailed'), failed: true }),
    );
  };

  const confirmDelete = () => {
    setDeleting(true);
    setDeleteError(null);
    remove(data.id, connectionId).then(
      () => onDeleted(data.name),
      (error: unknown) => {
        setDeleting(false);
        setDeleteError(t(describeMediaError(error).messageKey));
      },
    );
  };

  const mayDelete = viewer.isAdmin || data.uploadedBy?.databaseId === viewer.id;
  const uploader = data.uploadedBy ? data.uploadedBy.displayName || data.uploadedBy.username : null;
  const currentAlt = language === 'ar' ? data.altAr : data.altEn;

  return (
    <Layout>
      <div>
        <Preview>
          <picture>
            {data.image.sources.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcset} sizes="(max-width: 48rem) 100vw, 32rem" />
            ))}
            <img
              src={data.image.src}
              srcSet={data.image.srcset || undefined}
              sizes={data.image.srcset ? '(max-width: 48rem) 100vw, 32rem' : undefined}
              width={data.width}
              height={data.height}
              alt={currentAlt}
              style={{ backgroundImage: `url("${data.image.placeholder}")` }}
            />
          </picture>
          <figcaption>
            <strong dir="auto">{data.name}</strong>
            <dl>
              <dt>{t('media.details.dimensions')}</dt>
              <dd>
                <bdi dir="ltr">{formatDimensions(data.width, data.height, language)}</bdi>
              </dd>
              <dt>{t('media.details.size')}</dt>
              <dd>
                <bdi>{formatBytes(data.bytes, language)}</bdi> · {data.format.toUpperCase()}
              </dd>
              <dt>{t('media.details.uploaded')}</dt>
              <dd>
                {formatOfficeDateTime(data.createdAt, i18n.language)}
                {uploader && (
                  <>
                    {' '}
                    · <bdi>{uploader}</bdi>
                  </>
                )}
              </dd>
            </dl>
          </figcaption>
        </Preview>
        <section>
          <Address>
            <h3 id={`${blockedId}-address`}>{t('media.details.address')}</h3>
            <input readOnly value={data.image.src} aria-labelledby={`${blockedId}-address`} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
            <div className="actions">
              <Button type="button" $variant="secondary" onClick={() => copy(data.image.src, t('media.details.copied'))}>
                {t('media.details.copy')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => copy(markdownImage(currentAlt, data.image.src), t('media.details.copiedMarkdown'))}>
                {t('media.details.copyMarkdown')}
              </Button>
            </div>
            <p className={copyNotice.failed ? 'notice failed' : 'notice'} role="status">
              {copyNotice.text}
            </p>
          </Address>
        </section>
      </div>

      <div>
        <section>
          <form onSubmit={save} noValidate>
            <TextAreaField
              label={t('media.details.altEn')}
              hint={t('media.details.altHint')}
              value={alt.altEn}
              onChange={(event) => {
                setAlt({ ...alt, altEn: event.target.value });
                setSaveNotice('');
              }}
              maxLength={maxAltLength}
              rows={2}
              dir="ltr"
              lang="en"
              error={fieldErrors.altEn ? t(`media.details.errors.${fieldErrors.altEn}`) : null}
            />
            <TextAreaField
              label={t('media.details.altAr')}
              value={alt.altAr}
              onChange={(event) => {
                setAlt({ ...alt, altAr: event.target.value });
                setSaveNotice('');
              }}
              maxLength={maxAltLength}
              rows={2}
              dir="rtl"
              lang="ar"
              error={fieldErrors.altAr ? t(`media.details.errors.${fieldErrors.altAr}`) : null}
            />
            {formError && <Alert role="alert">{formError}</Alert>}
            <div className="actions">
              <Button type="submit" disabled={saving || !changed}>
                {saving ? t('common.saving') : t('media.details.save')}
              </Button>
              <p className="notice" role="status">
                {saveNotice}
              </p>
            </div>
          </form>
        </section>

        <section>
          <h3>{t('media.details.usedBy')}</h3>
          {data.usedBy.length ? (
            <Uses>
              {data.usedBy.map((post) => (
                <li key={post.id}>
                  <Link to={`/admin/blog/edit/${encodeURIComponent(post.id)}`} lang={post.translation.locale} dir="auto">
                    {post.translation.title || t('blog.untitled')}
                  </Link>
                  <PostStatusBadge status={post.status} publishedAt={post.publishedAt} showDate={false} />
                </li>
              ))}
            </Uses>
          ) : (
            <p className="note">{t('media.details.usedByNone')}</p>
          )}
        </section>

        <section>
          {!mayDelete ? (
            <p className="note">{t('media.details.deleteOwnOnly')}</p>
          ) : confirming ? (
            <Confirm role="group" aria-labelledby={`${blockedId}-confirm`}>
              <p id={`${blockedId}-confirm`}>
                <strong>{t('media.details.deleteConfirm', { name: data.name })}</strong>
              </p>
              {deleteError && <Alert role="alert">{deleteError}</Alert>}
              <div className="actions">
                <Button ref={cancelRef} type="button" $variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
                  {t('common.cancel')}
                </Button>
                <Button type="button" $variant="danger" onClick={confirmDelete} disabled={deleting}>
                  {deleting ? t('common.deleting') : t('media.details.deleteForGood')}
                </Button>
              </div>
            </Confirm>
          ) : (
            <div className="actions">
              <Button
                type="button"
                $variant="danger"
                disabled={data.useCount > 0}
                aria-describedby={data.useCount > 0 ? blockedId : undefined}
                onClick={() => setConfirming(true)}
              >
                {t('media.details.delete')}
              </Button>
              {data.useCount > 0 && (
                <p className="note" id={blockedId}>
                  {t('media.details.deleteBlocked', { count: data.useCount })}
                </p>
              )}
            </div>
          )}
        </section>
      </div>
    </Layout>
  );
}
