import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { usePostEditor_post$data, usePostEditor_post$key } from '../../../../__generated__/usePostEditor_post.graphql.ts';
import type { RevisionHistory_post$key } from '../../../../__generated__/RevisionHistory_post.graphql.ts';
import type { usePostEditorReloadQuery } from '../../../../__generated__/usePostEditorReloadQuery.graphql.ts';
import { useToast } from '../../../../components/Toast.tsx';
import { toLanguage } from '../../../../i18n/languages.ts';
import { formatOfficeDateTime, toOfficeInput } from '../../../../format/officeTime.ts';
import { isScheduled } from '../../postState.ts';
import { describePostError, type Locale } from '../postErrors.ts';
import { slugFromTitle } from '../../../../api/postRules.ts';
import { usePostMutations } from '../usePostMutations.ts';
import { autosaveDelayMs, newCreateKey, useWriteQueue, type SavePhase } from '../../publishing/writeQueue.ts';
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

export type EditorAction = 'save' | 'publish' | 'unpublish' | 'archive' | 'draft' | 'restore' | 'reload';

/** What the editor reads of a post, from the page's query and from every write's answer. */
const postFragment = graphql`
  fragment usePostEditor_post on Post @inline {
    id
    slug
    status
    publishedAt
    featured
    coverImage
    version
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
function withServerFields(target: PostFormValues, sent: PostFormValues, post: usePostEditor_post$data): PostFormValues {
  let next = target;
  const publishAt = post.status === 'PUBLISHED' ? toOfficeInput(post.publishedAt) : '';
  if (target.publishAt !== publishAt && target.publishAt === sent.publishAt) next = { ...next, publishAt };
  if (sent.slugAuto && post.slug !== slugFromTitle(sent.translations.en.title) && next.slugAuto) next = { ...next, slugAuto: false, slug: post.slug };
  return next;
}

/**
 * The editor's state and every write it makes: saves (by hand, Ctrl/Cmd+S, or on their own for a
 * draft), publish, schedule, unpublish, archive, restore. Writes run one after another, each from
 * the version the previous one returned; a 409 for a stale version stops saving until resolved.
 */
export function usePostEditor({
  initial,
  initialRef,
  activeLocale,
  onCreated,
}: {
  initial: usePostEditor_post$data | null;
  initialRef: EditorPostRef | null;
  activeLocale: Locale;
  onCreated: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const environment = useRelayEnvironment();
  const mutations = usePostMutations();
  const locale = toLanguage(i18n.language);

  const [values, setValues] = useState<PostFormValues>(() => (initial ? valuesFromPost(initial) : emptyValues()));
  // One key for this new post: a create retried after a lost answer gets the post the first try made.
  const createKey = useRef(newCreateKey());
  const [server, setServer] = useState<ServerPost | null>(() => (initial ? serverPostOf(initial) : null));
  const [postRef, setPostRef] = useState<EditorPostRef | null>(initialRef);
  const [savedPrint, setSavedPrint] = useState(() => fingerprint(values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const { enqueue, act, working } = useWriteQueue<EditorAction>();

  // What asynchronous writes read: always the latest, whatever render they were started from.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const serverRef = useRef(server);
  const savedRef = useRef(values);
  const localeRef = useRef(activeLocale);
  localeRef.current = activeLocale;

  const print = useMemo(() => fingerprint(values), [values]);
  const dirty = print !== savedPrint;

  const setSaved = (saved: PostFormValues) => {
    savedRef.current = saved;
    setSavedPrint(fingerprint(saved));
  };

  const adopt = (ref: EditorPostRef, sent: PostFormValues = savedRef.current) => {
    const post = readPost(ref);
    const next = serverPostOf(post);
    serverRef.current = next;
    setServer(next);
    setPostRef(ref);
    setSaved(withServerFields(sent, sent, post));
    setValues((current) => withServerFields(current, sent, post));
    return next;
  };

  /** Replaces the form with the post as the server has it (after a restore, or to resolve a conflict). */
  const reset = (ref: EditorPostRef) => {
    const post = readPost(ref);
    const next = serverPostOf(post);
    const fresh = valuesFromPost(post);
    serverRef.current = next;
    setServer(next);
    setPostRef(ref);
    setValues(fresh);
    setSaved(fresh);
    setErrors({});
    setFormError(null);
    setConflict(false);
    setPhase('idle');
  };

  const fail = (error: unknown) => {
    const failure = describePostError(error, t, localeRef.current);
    setPhase('failed');
    if (failure.conflict) {
      setConflict(true);
      return;
    }
    setErrors(failure.fields);
    setFormError(failure.message);
  };

  /** Checks, then creates or updates the post with the form as it is now. */
  const write = async (kind: 'auto' | 'manual', status?: PostStatus): Promise<ServerPost | null> => {
    const sent = valuesRef.current;
    const current = serverRef.current;
    const nextStatus = status ?? current?.status ?? 'DRAFT';
    const found = validate(sent, { publishing: nextStatus === 'PUBLISHED', activeLocale: localeRef.current });
    if (Object.keys(found).length) {
      setErrors(found);
      setPhase('failed');
      setFormError(kind === 'manual' ? t('errors.checkFields') : null);
      return null;
    }
    setPhase('saving');
    try {
      const input = writeInput(sent, nextStatus, !current);
      const post = current
        ? await mutations.update({ input: { ...input, id: current.id, version: current.version }, locale })
        : await mutations.create({ input: { ...input, createKey: createKey.current }, locale });
      const saved = adopt(post, sent);
      setErrors({});
      setFormError(null);
      setPhase('saved');
      setSavedAt(new Date().toISOString());
      if (!current) onCreated(saved.id);
      return saved;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const save = () =>
    act('save', async () => {
      const saved = await write('manual');
      if (saved && saved.status !== 'DRAFT') toast(t('blog.editor.toast.updated'), 'success');
      return saved;
    });

  const autosave = () => enqueue(() => (serverRef.current && serverRef.current.status !== 'DRAFT' ? Promise.resolve(null) : write('auto')));

  /** Publishes now (`publishedAt` null) or schedules; unsaved text is saved first, so what goes out is what is on screen. */
  const publish = (publishedAt: string | null) =>
    act('publish', async () => {
      const found = validate(valuesRef.current, { publishing: true, activeLocale: localeRef.current });
      if (Object.keys(found).length) {
        setErrors(found);
        setFormError(t('errors.checkFields'));
        return false;
      }
      let current = serverRef.current;
      if (!current || fingerprint(valuesRef.current) !== fingerprint(savedRef.current)) current = await write('manual', current?.status);
      if (!current) return false;
      try {
        const post = adopt(await mutations.publish({ input: { id: current.id, version: current.version, publishedAt }, locale }));
        toast(
          isScheduled(post.status, post.publishedAt)
            ? t('blog.editor.toast.scheduled', { date: formatOfficeDateTime(post.publishedAt!, i18n.language) })
            : t('blog.editor.toast.published'),
          'success',
        );
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    });

  /** Takes the post off the site; what was typed since the last save is then saved into the draft. */
  const unpublish = () =>
    act('unpublish', async () => {
      const current = serverRef.current;
      if (!current) return false;
      const hadChanges = fingerprint(valuesRef.current) !== fingerprint(savedRef.current);
      try {
        adopt(await mutations.unpublish({ input: { id: current.id, version: current.version }, locale }));
      } catch (error) {
        fail(error);
        return false;
      }
      if (hadChanges) await write('manual', 'DRAFT');
      toast(t('blog.editor.toast.unpublished'), 'success');
      return true;
    });

  const changeStatus = (action: 'archive' | 'draft', status: PostStatus) =>
    act(action, async () => {
      const saved = await write('manual', status);
      if (saved) toast(t(status === 'ARCHIVED' ? 'blog.editor.toast.archived' : 'blog.editor.toast.movedToDrafts'), 'success');
      return Boolean(saved);
    });

  const restore = (revision: number) =>
    act('restore', async () => {
      const current = serverRef.current;
      if (!current) return false;
      try {
        reset(await mutations.restore({ input: { id: current.id, revision, version: current.version }, locale }));
        toast(t('publishing.history.restored', { count: revision }), 'success');
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    });

  /** Loads the post as it is now, discarding the form (the way out of a conflict). */
  const reloadLatest = () =>
    act('reload', async () => {
      const current = serverRef.current;
      if (!current) return false;
      try {
        const data = await fetchQuery<usePostEditorReloadQuery>(environment, reloadQuery, { id: current.id }, { fetchPolicy: 'network-only' }).toPromise();
        if (!data?.node?.post) throw new Error('gone');
        reset(data.node.post);
        toast(t('publishing.conflict.reloaded'), 'success');
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    });

  // Drafts save themselves a moment after typing stops (a new one once it has a title); a
  // published post never does: it shows that it has unsaved changes instead.
  const canAutosave = !conflict && (!server || server.status === 'DRAFT') && hasTitle(values);
  useEffect(() => {
    if (!dirty || !canAutosave) return;
    const timer = setTimeout(() => void autosave(), autosaveDelayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-armed by each change (print) and after each save (savedPrint), which `dirty` and `autosave` follow
  }, [print, savedPrint, canAutosave]);

  const update = useCallback((change: (values: PostFormValues) => PostFormValues, field?: string) => {
    setValues((current) => change(current));
    if (field) setErrors((current) => (current[field] ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) : current));
  }, []);

  return {
    values,
    update,
    server,
    postRef,
    dirty,
    errors,
    formError,
    phase,
    savedAt,
    conflict,
    setConflict,
    working,
    canAutosave,
    save,
    publish,
    unpublish,
    archive: () => changeStatus('archive', 'ARCHIVED'),
    moveToDrafts: () => changeStatus('draft', 'DRAFT'),
    restore,
    reloadLatest,
  };
}

export type PostEditorState = ReturnType<typeof usePostEditor>;
