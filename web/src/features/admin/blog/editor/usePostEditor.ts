import { useMemo, useRef } from 'react';
import { fetchQuery, graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { usePostEditor_post$data, usePostEditor_post$key } from '../../../../__generated__/usePostEditor_post.graphql.ts';
import type { RevisionHistory_post$key } from '../../../../__generated__/RevisionHistory_post.graphql.ts';
import type { usePostEditorReloadQuery } from '../../../../__generated__/usePostEditorReloadQuery.graphql.ts';
import { useToast } from '../../../../components/Toast.tsx';
import { toLanguage } from '../../../../i18n/languages.ts';
import { toOfficeInput } from '../../../../format/officeTime.ts';
import { describePostError, type Locale } from '../postErrors.ts';
import { slugFromTitle } from '../../../../api/postRules.ts';
import { usePostMutations } from '../usePostMutations.ts';
import { useVersionedEditor, type VersionedAdapter } from '../../publishing/useVersionedEditor.ts';
import {
  emptyValues,
  fingerprint,
  hasTitle,
  serverPostOf,
  validate,
  valuesFromPost,
  writeInput,
  type PostFormValues,
  type PostStatus,
  type ServerPost,
} from './postForm.ts';

/** What the editor reads of a post, from the page's query and from every write's answer. */
const postFragment = graphql`
  fragment usePostEditor_post on Post @inline {
    id
    ...ReviewBanner_subject
    slug
    status
    publishedAt
    featured
    coverImage
    version
    unpublishAt
    pendingChanges {
      content
      savedAt
      publishAt
    }
    tags {
      slug
    }
    translations {
      locale
      title
      excerpt
      body
      seoTitle
      seoDescription
    }
  }
`;

export function readPost(ref: usePostEditor_post$key): usePostEditor_post$data {
  return readInlineData(postFragment, ref);
}

const reloadQuery = graphql`
  query usePostEditorReloadQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Post @alias(as: "post") {
        ...usePostEditor_post
        ...RevisionHistory_post
      }
    }
  }
`;

/** A post as the editor receives it: its form values, and its history for the history panel. */
export type EditorPostRef = usePostEditor_post$key & RevisionHistory_post$key;

/**
 * Fields the server decides after a write: the publication time (now, when none was given) and a
 * new post's slug (numbered when taken). They are taken into the form unless the editor is
 * changing them at this moment.
 */
function withServerFields(target: PostFormValues, sent: PostFormValues, post: ServerPost): PostFormValues {
  let next = target;
  const publishAt = post.status === 'PUBLISHED' ? toOfficeInput(post.publishedAt) : '';
  if (target.publishAt !== publishAt && target.publishAt === sent.publishAt) next = { ...next, publishAt };
  if (sent.slugAuto && post.slug !== slugFromTitle(sent.translations.en.title) && next.slugAuto) next = { ...next, slugAuto: false, slug: post.slug };
  return next;
}

/**
 * The post editor's state and writes (the shared versioned editor, told how posts are read and
 * written), with a post's own moves: archive, and back to drafts.
 */
export function usePostEditor({
  initialRef,
  activeLocale,
  onCreated,
  beforeWrite,
}: {
  initialRef: EditorPostRef | null;
  activeLocale: Locale;
  onCreated: (id: string) => void;
  /** The alt texts being typed, saved before a save by hand, a publish or a step of review (which check them). */
  beforeWrite?: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const environment = useRelayEnvironment();
  const mutations = usePostMutations();
  const locale = toLanguage(i18n.language);
  // The tab shown: where errors that name no language go.
  const localeRef = useRef(activeLocale);
  localeRef.current = activeLocale;

  const adapter = useMemo<VersionedAdapter<PostFormValues, ServerPost, EditorPostRef>>(
    () => ({
      read: (ref) => {
        const post = readPost(ref);
        return { server: serverPostOf(post), values: valuesFromPost(post) };
      },
      fingerprint,
      validate: (values, publishing) => validate(values, { publishing, activeLocale: localeRef.current }),
      describe: (error) => describePostError(error, t, localeRef.current),
      write: (values, status, current, createKey) => {
        const input = writeInput(values, status as PostStatus, !current);
        return current
          ? mutations.update({ input: { ...input, id: current.id, version: current.version }, locale })
          : mutations.create({ input: { ...input, createKey }, locale });
      },
      publish: (current, publishedAt) => mutations.publish({ input: { id: current.id, version: current.version, publishedAt }, locale }),
      unpublish: (current) => mutations.unpublish({ input: { id: current.id, version: current.version }, locale }),
      restore: (current, revision) => mutations.restore({ input: { id: current.id, revision, version: current.version }, locale }),
      publishChanges: (current, publishAt) => mutations.publishChanges({ input: { id: current.id, version: current.version, publishAt }, locale }),
      discardChanges: (current) => mutations.discardChanges({ input: { id: current.id, version: current.version }, locale }),
      reload: async (id) => {
        const data = await fetchQuery<usePostEditorReloadQuery>(environment, reloadQuery, { id }, { fetchPolicy: 'network-only' }).toPromise();
        return data?.node?.post ?? null;
      },
      withServerFields,
      canAutosave: hasTitle,
      reviewSubject: readPost,
    }),
    [environment, mutations, t, locale],
  );
  const editor = useVersionedEditor({ adapter, initialRef, empty: emptyValues, onCreated, beforeWrite });

  const changeStatus = async (action: 'archive' | 'draft', status: PostStatus) => {
    const saved = await editor.saveAs(status, action);
    if (saved) toast(t(status === 'ARCHIVED' ? 'blog.editor.toast.archived' : 'blog.editor.toast.movedToDrafts'), 'success');
    return Boolean(saved);
  };

  return {
    ...editor,
    postRef: editor.ref,
    archive: () => changeStatus('archive', 'ARCHIVED'),
    moveToDrafts: () => changeStatus('draft', 'DRAFT'),
  };
}

export type PostEditorState = ReturnType<typeof usePostEditor>;
