import { useMemo } from 'react';
import { fetchQuery, graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import type { usePageEditor_page$data, usePageEditor_page$key } from '../../../../__generated__/usePageEditor_page.graphql.ts';
import type { usePageEditorReloadQuery } from '../../../../__generated__/usePageEditorReloadQuery.graphql.ts';
import type { PageHistory_page$key } from '../../../../__generated__/PageHistory_page.graphql.ts';
import { toOfficeInput } from '../../../../format/officeTime.ts';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { useVersionedEditor, type VersionedAdapter } from '../../publishing/useVersionedEditor.ts';
import { describePageError } from '../pageErrors.ts';
import {
  emptyPageValues,
  pageFingerprint,
  pageValuesOf,
  pageWriteInput,
  serverPageOf,
  validatePage,
  writtenLanguages,
  type PageFormValues,
  type PageStatus,
  type ServerPage,
} from '../pageForm.ts';
import { usePageMutations } from '../usePageMutations.ts';

/** What the editor reads of a page, from the screen's query and from every write's answer. */
const pageFragment = graphql`
  fragment usePageEditor_page on Page @inline {
    id
    ...ReviewBanner_subject
    path
    status
    publishedAt
    version
    viewerCanDelete
    unpublishAt
    pendingChanges {
      content
      savedAt
      publishAt
    }
    blocks
    translations {
      locale
      title
      description
      socialImage
    }
  }
`;

export function readPage(ref: usePageEditor_page$key): usePageEditor_page$data {
  return readInlineData(pageFragment, ref);
}

const reloadQuery = graphql`
  query usePageEditorReloadQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Page @alias(as: "page") {
        ...usePageEditor_page
        ...PageHistory_page
      }
    }
  }
`;

/** A page as the editor receives it: its form values, and its history. */
export type EditorPageRef = usePageEditor_page$key & PageHistory_page$key;

/** The page editor's state and writes: the shared versioned editor, told how pages are read and written. */
export function usePageEditor({ initialRef, onCreated }: { initialRef: EditorPageRef | null; onCreated: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const environment = useRelayEnvironment();
  const mutations = usePageMutations();
  const adapter = useMemo<VersionedAdapter<PageFormValues, ServerPage, EditorPageRef>>(
    () => ({
      context: 'page',
      read: (ref) => {
        const page = readPage(ref);
        return { server: serverPageOf(page), values: pageValuesOf(page) };
      },
      fingerprint: pageFingerprint,
      validate: (values, publishing) => validatePage(values, { publishing }),
      describe: (error) => describePageError(error, t),
      write: (values, status, current, createKey) => {
        const input = pageWriteInput(values, status as PageStatus);
        return current ? mutations.update({ ...input, id: current.id, version: current.version }) : mutations.create({ ...input, createKey });
      },
      publish: (current, publishedAt) => mutations.publish({ id: current.id, version: current.version, publishedAt }),
      unpublish: (current) => mutations.unpublish({ id: current.id, version: current.version }),
      restore: (current, revision) => mutations.restore({ id: current.id, version: current.version, revision }),
      publishChanges: (current, publishAt) => mutations.publishChanges({ id: current.id, version: current.version, publishAt }),
      discardChanges: (current) => mutations.discardChanges({ id: current.id, version: current.version }),
      reload: async (id) => {
        const data = await fetchQuery<usePageEditorReloadQuery>(environment, reloadQuery, { id }, { fetchPolicy: 'network-only' }).toPromise();
        return data?.node?.page ?? null;
      },
      withServerFields: (target, sent, server) => {
        // The server decides the publication time (now, when none was given) and how a path is written.
        let next = target;
        const publishAt = server.status === 'PUBLISHED' ? toOfficeInput(server.publishedAt) : '';
        if (target.publishAt !== publishAt && target.publishAt === sent.publishAt) next = { ...next, publishAt };
        if (target.path !== server.path && target.path === sent.path) next = { ...next, path: server.path };
        return next;
      },
      canAutosave: (values) => writtenLanguages(values).length > 0 && values.path.trim() !== '',
      reviewSubject: readPage,
    }),
    [environment, mutations, t],
  );
  return useVersionedEditor({ adapter, initialRef, empty: emptyPageValues, onCreated });
}

export type PageEditorState = ReturnType<typeof usePageEditor>;
