import { useMemo } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useReviewMutationsApproveMutation } from '../../../__generated__/useReviewMutationsApproveMutation.graphql.ts';
import type { useReviewMutationsSendBackMutation } from '../../../__generated__/useReviewMutationsSendBackMutation.graphql.ts';
import type { useReviewMutationsSubmitMutation } from '../../../__generated__/useReviewMutationsSubmitMutation.graphql.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { runMutation } from '../../../relay/runMutation.ts';

// Review's three steps on a post or a page (docs/publishing.md#review). Each answers the item's
// review, so the editor's banner and the dashboard's queue follow from Relay's store.

const submitMutation = graphql`
  mutation useReviewMutationsSubmitMutation($input: SubmitForReviewInput!) {
    submitForReview(input: $input) {
      post {
        id
        ...ReviewBanner_subject
      }
      page {
        id
        ...ReviewBanner_subject
      }
    }
  }
`;

const approveMutation = graphql`
  mutation useReviewMutationsApproveMutation($input: ApproveInput!) {
    approve(input: $input) {
      post {
        id
        ...ReviewBanner_subject
      }
      page {
        id
        ...ReviewBanner_subject
      }
    }
  }
`;

const sendBackMutation = graphql`
  mutation useReviewMutationsSendBackMutation($input: SendBackInput!) {
    sendBack(input: $input) {
      post {
        id
        ...ReviewBanner_subject
      }
      page {
        id
        ...ReviewBanner_subject
      }
    }
  }
`;

export function useReviewMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      submit: (subjectId: string) =>
        runMutation<useReviewMutationsSubmitMutation>(environment, { mutation: submitMutation, variables: { input: { subjectId } } }),
      approve: (subjectId: string, version: number) =>
        runMutation<useReviewMutationsApproveMutation>(environment, { mutation: approveMutation, variables: { input: { subjectId, version } } }),
      sendBack: (subjectId: string, comment: string) =>
        runMutation<useReviewMutationsSendBackMutation>(environment, { mutation: sendBackMutation, variables: { input: { subjectId, comment } } }),
    }),
    [environment],
  );
}

/** A reviewer's step refused because the draft, or the changes, no longer await review (someone else took a step first). */
export const noLongerInReview = (error: unknown): boolean => error instanceof ApiError && error.error === 'CONFLICT' && Boolean(error.details?.reviewState);
