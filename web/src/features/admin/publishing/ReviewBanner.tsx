import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { ReviewBanner_subject$data, ReviewBanner_subject$key } from '../../../__generated__/ReviewBanner_subject.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { contextOf, type EditedKind } from './kind.ts';
import { SendBackDialog } from './SendBackDialog.tsx';
import type { EditorReview } from './useVersionedEditor.ts';

// Review in the editors (docs/publishing.md#review): the banner over the form saying where a draft,
// or the pending changes over a live item, stands (submitted, or sent back with the reviewer's
// comment), with a reviewer's two moves, and the button that replaces a contributor's Publish… (or
// Publish changes). Both editors (posts, pages) use these, with their editor's `review`
// (useVersionedEditor): who the account is to it and its steps.

const subjectFragment = graphql`
  fragment ReviewBanner_subject on Node {
    id
    ... on Post @alias(as: "post") {
      review {
        state
        comment
        submittedAt
        submittedByName
        reviewedAt
        reviewerName
      }
    }
    ... on Page @alias(as: "page") {
      review {
        state
        comment
        submittedAt
        submittedByName
        reviewedAt
        reviewerName
      }
    }
  }
`;

type Review = NonNullable<NonNullable<ReviewBanner_subject$data['post']>['review']>;

/** The item's id and its review (null when not in review, or not saved yet). */
function useReview(subject: ReviewBanner_subject$key | null): { id: string | null; review: Review | null } {
  const data = useFragment(subjectFragment, subject);
  return { id: data?.id ?? null, review: data?.post?.review ?? data?.page?.review ?? null };
}

const Box = styled.section<{ $tone: 'info' | 'warn' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ $tone }) => ($tone === 'warn' ? '#f5c26b' : '#99e6da')};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $tone }) => ($tone === 'warn' ? '#fff8eb' : '#effcf9')};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  .when {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.875rem;
  }
  blockquote {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .moves {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
`;

/**
 * Where a draft (or a live item's pending changes) stands in review, over the editor's form. A
 * reviewer (editor, admin) approves what was submitted (publishing it) or sends it back; a
 * contributor reads what was said. Nothing shows for an item not in review.
 */
export function ReviewBanner({ kind, review: editor }: { kind: EditedKind; review: EditorReview }) {
  const { subject, reviewer, changes, busy, approving, approve: onApprove } = editor;
  const { t, i18n } = useTranslation('admin');
  const { id, review } = useReview(subject);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLElement>(null);
  if (!review || !id) return null;
  const context = contextOf(kind);
  const date = (iso: string | null | undefined) => (iso ? formatOfficeDateTime(iso, i18n.language) : '');
  const name = (value: string | null | undefined) => value ?? t('publishing.review.someone');

  if (review.state === 'SUBMITTED') {
    return (
      <Box ref={box} $tone="info" aria-labelledby="review-heading" tabIndex={-1} data-review="submitted">
        <h2 id="review-heading">
          {reviewer
            ? t(changes ? 'publishing.review.changesSubmittedBy' : 'publishing.review.submittedBy', { name: name(review.submittedByName) })
            : t(changes ? 'publishing.review.changesSubmitted' : 'publishing.review.submitted')}
        </h2>
        <p className="when">{t('publishing.review.submittedAt', { date: date(review.submittedAt) })}</p>
        {reviewer ? (
          <>
            <p>{t(changes ? 'publishing.review.changesReviewerHint' : 'publishing.review.reviewerHint', { context })}</p>
            <div className="moves">
              <Button type="button" onClick={onApprove} disabled={busy}>
                {approving ? t('publishing.review.approving') : t(changes ? 'publishing.review.approveChanges' : 'publishing.review.approve')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setSending(true)} disabled={busy}>
                {t('publishing.review.sendBack')}
              </Button>
            </div>
          </>
        ) : (
          <p>{t(changes ? 'publishing.review.changesSubmittedHint' : 'publishing.review.submittedHint', { context })}</p>
        )}
        {sending && (
          <SendBackDialog
            subjectId={id}
            changes={changes}
            onClose={() => setSending(false)}
            onSent={() => {
              setSending(false);
              // The button that opened the dialog is gone with the step: the banner takes the focus.
              setTimeout(() => box.current?.focus(), 0);
            }}
          />
        )}
      </Box>
    );
  }
  return (
    <Box ref={box} $tone="warn" aria-labelledby="review-heading" tabIndex={-1} data-review="sent-back">
      <h2 id="review-heading">
        {reviewer
          ? t('publishing.review.sentBackTo', { name: name(review.submittedByName) })
          : t('publishing.review.sentBackBy', { name: name(review.reviewerName) })}
      </h2>
      <p className="when">{t('publishing.review.sentBackAt', { date: date(review.reviewedAt) })}</p>
      <blockquote dir="auto">{review.comment}</blockquote>
      {!reviewer && <p>{t(changes ? 'publishing.review.changesSentBackHint' : 'publishing.review.sentBackHint')}</p>}
    </Box>
  );
}

/**
 * A contributor's Publish… (or, on their live item, Publish changes): hands the draft or the changes
 * to review, saving what changed first. Waits while a save is under way; reads "Submitted" while
 * they await a reviewer.
 */
export function SubmitForReviewButton({ review: editor }: { review: EditorReview }) {
  const { subject, changes, busy, saving, submitting, submit: onSubmit } = editor;
  const { t } = useTranslation('admin');
  const { review } = useReview(subject);
  const submitted = review?.state === 'SUBMITTED';
  const label = submitting
    ? t('publishing.review.submitting')
    : submitted
      ? t(changes ? 'publishing.review.changesSubmittedButton' : 'publishing.review.submittedButton')
      : t(changes ? 'publishing.review.submitChanges' : 'publishing.review.submit');
  return (
    <Button type="button" onClick={onSubmit} disabled={busy || saving || submitted}>
      {label}
    </Button>
  );
}
