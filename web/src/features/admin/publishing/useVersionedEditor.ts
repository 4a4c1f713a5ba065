import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReviewBanner_subject$key } from '../../../__generated__/ReviewBanner_subject.graphql.ts';
import { useToast } from '../../../components/Toast.tsx';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { isReviewer } from '../auth/roles.ts';
import { isScheduled } from '../postState.ts';
import { isLiveRecord } from './pendingChanges.ts';
import { noLongerInReview, useReviewMutations } from './useReviewMutations.ts';
import { autosaveDelayMs, newCreateKey, useWriteQueue, type SavePhase } from './writeQueue.ts';

/** What every versioned record (a post, a page) has that the editor's moves need. */
export interface VersionedRecord {
  id: string;
  version: number;
  status: string;
  publishedAt: string | null;
  /** Whether edits of the live record wait unpublished (docs/publishing.md#pending-changes). */
  hasPendingChanges: boolean;
}

export interface WriteFailure {
  conflict: boolean;
  fields: Record<string, string>;
  message: string;
}

export type VersionedAction =
  'save' | 'publish' | 'unpublish' | 'restore' | 'reload' | 'archive' | 'draft' | 'publishChanges' | 'discardChanges' | 'submit' | 'approve';

/** How one kind of record is read, checked and written: what an editor built on this hook supplies. */
export interface VersionedAdapter<Values, Server extends VersionedRecord, Ref> {
  read: (ref: Ref) => { server: Server; values: Values };
  fingerprint: (values: Values) => string;
  /** The problems found before sending, by field key (none: send). */
  validate: (values: Values, publishing: boolean) => Record<string, string>;
  describe: (error: unknown) => WriteFailure;
  /** Creates (no `current`) or updates the record with these values, in this state. */
  write: (values: Values, status: string, current: Server | null, createKey: string) => Promise<Ref>;
  publish: (current: Server, publishedAt: string | null) => Promise<Ref>;
  unpublish: (current: Server) => Promise<Ref>;
  restore: (current: Server, revision: number) => Promise<Ref>;
  /** Publishes a live record's pending changes now, or schedules them (`publishAt`). */
  publishChanges: (current: Server, publishAt: string | null) => Promise<Ref>;
  /** Drops a live record's pending changes. */
  discardChanges: (current: Server) => Promise<Ref>;
  /** The record as it is now, or null when it is gone. */
  reload: (id: string) => Promise<Ref | null>;
  /** Takes into the form what the server decided in a write (the publication time). */
  withServerFields: (target: Values, sent: Values, server: Server) => Values;
  /**
   * Whether a draft may save itself: what a new record's first save needs written (a post's title, a
   * page's path and title). Nothing is made before, so opening a new editor and leaving makes nothing.
   */
  canAutosave: (values: Values) => boolean;
  /** The words of the toasts that name what is edited ("post", "page"). */
  context?: string;
  /** The record's review, as the review banner and the Submit for review button read it. */
  reviewSubject: (ref: Ref) => ReviewBanner_subject$key;
}

/**
 * Review in an editor (docs/publishing.md#review), one way for posts and pages: who the signed-in
 * account is to it, and its two steps with their state, for ReviewBanner, SubmitForReviewButton and
 * the pending-changes card.
 */
export interface EditorReview {
  /** Whether the account reviews and publishes (an editor, an admin), or submits (a contributor). */
  reviewer: boolean;
  /** The record's review (null before its first save). */
  subject: ReviewBanner_subject$key | null;
  /** Whether what is reviewed is the pending changes over the live record, not a draft. */
  changes: boolean;
  /** A write is under way: the steps wait. */
  busy: boolean;
  /** Submitting waits for a save on its own too (it saves what changed first). */
  saving: boolean;
  submitting: boolean;
  approving: boolean;
  /** A contributor's: saves what changed, then hands the draft, or the changes, to the reviewers. */
  submit: () => void;
  /** A reviewer's: saves what changed, then publishes what was submitted now, ending its review. */
  approve: () => void;
}

/**
 * An editor's state and every write it makes: saves (by hand or on their own for a draft), publish,
 * schedule, unpublish, restore, and the way out of a conflict. Writes run one after another, each
 * from the version the previous one returned; a 409 for a stale version stops saving until resolved.
 */
export function useVersionedEditor<Values, Server extends VersionedRecord, Ref>({
  adapter,
  initialRef,
  empty,
  onCreated,
  beforeWrite,
}: {
  adapter: VersionedAdapter<Values, Server, Ref>;
  initialRef: Ref | null;
  empty: () => Values;
  onCreated: (id: string) => void;
  /**
   * What the form depends on that is saved apart (a post's alt texts being typed), finished before
   * a save by hand, a publish and a step of review, since each checks the record as published.
   */
  beforeWrite?: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const { enqueue, act, working } = useWriteQueue<VersionedAction>();
  const review = useReviewMutations();
  // A contributor submits for review where others publish (docs/publishing.md#review).
  const reviewer = isReviewer(useAuth().state.user!);
  const a = useRef(adapter);
  a.current = adapter;
  const before = useRef(beforeWrite);
  before.current = beforeWrite;
  const finishFirst = async () => {
    await before.current?.();
  };
  const initial = useMemo(() => (initialRef ? adapter.read(initialRef) : null), []); // eslint-disable-line react-hooks/exhaustive-deps -- the first read only

  const [values, setValues] = useState<Values>(() => initial?.values ?? empty());
  // One key for a new record: a create retried after a lost answer gets what the first try made.
  const createKey = useRef(newCreateKey());
  const [server, setServer] = useState<Server | null>(initial?.server ?? null);
  const [ref, setRef] = useState<Ref | null>(initialRef);
  const [savedPrint, setSavedPrint] = useState(() => adapter.fingerprint(values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  const valuesRef = useRef(values);
  valuesRef.current = values;
  const serverRef = useRef(server);
  const savedRef = useRef(values);

  const print = useMemo(() => adapter.fingerprint(values), [adapter, values]);
  const dirty = print !== savedPrint;
  const changedSinceSave = () => a.current.fingerprint(valuesRef.current) !== a.current.fingerprint(savedRef.current);

  const setSaved = (saved: Values) => {
    savedRef.current = saved;
    setSavedPrint(a.current.fingerprint(saved));
  };

  const adopt = (next: Ref, sent: Values = savedRef.current) => {
    const { server: record } = a.current.read(next);
    serverRef.current = record;
    setServer(record);
    setRef(next);
    setSaved(a.current.withServerFields(sent, sent, record));
    setValues((current) => a.current.withServerFields(current, sent, record));
    return record;
  };

  /** Replaces the form with the record as the server has it (after a restore, or to resolve a conflict). */
  const reset = (next: Ref) => {
    const read = a.current.read(next);
    serverRef.current = read.server;
    setServer(read.server);
    setRef(next);
    setValues(read.values);
    setSaved(read.values);
    setErrors({});
    setFormError(null);
    setConflict(false);
    setPhase('idle');
  };

  const fail = (error: unknown) => {
    const failure = a.current.describe(error);
    setPhase('failed');
    if (failure.conflict) {
      setConflict(true);
      return;
    }
    setErrors(failure.fields);
    setFormError(failure.message);
  };

  const check = (sent: Values, publishing: boolean, manual: boolean) => {
    const found = a.current.validate(sent, publishing);
    if (!Object.keys(found).length) return true;
    setErrors(found);
    setPhase('failed');
    setFormError(manual ? t('errors.checkFields') : null);
    return false;
  };

  /** Checks, then creates or updates the record with the form as it is now. */
  const write = async (kind: 'auto' | 'manual', status?: string): Promise<Server | null> => {
    const sent = valuesRef.current;
    const current = serverRef.current;
    const nextStatus = status ?? current?.status ?? 'DRAFT';
    if (!check(sent, nextStatus === 'PUBLISHED', kind === 'manual')) return null;
    setPhase('saving');
    try {
      const saved = adopt(await a.current.write(sent, nextStatus, current, createKey.current), sent);
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

  const context = adapter.context;
  const save = async () => {
    await finishFirst();
    return act('save', async () => {
      const saved = await write('manual');
      if (saved && saved.status !== 'DRAFT') toast(t('publishing.toast.updated', { context }), 'success');
      return saved;
    });
  };

  // A live record's edits save themselves too: as pending changes, which visitors do not see.
  const mayAutosave = (record: Server | null) => !record || record.status === 'DRAFT' || isLiveRecord(record);
  const autosave = () => enqueue(() => (mayAutosave(serverRef.current) ? write('auto') : Promise.resolve(null)));

  /** Publishes the pending changes (now, or at `publishAt`); what was typed since is saved into them first. */
  const publishChanges = (publishAt: string | null) =>
    act('publishChanges', async () => {
      let current = serverRef.current;
      if (!current) return false;
      if (changedSinceSave()) current = await write('manual', current.status);
      if (!current) return false;
      try {
        const record = adopt(await a.current.publishChanges(current, publishAt));
        toast(
          publishAt && Date.parse(publishAt) > Date.now()
            ? t('publishing.pending.toast.scheduled', { date: formatOfficeDateTime(publishAt, i18n.language) })
            : t('publishing.pending.toast.published', { context }),
          'success',
        );
        return Boolean(record);
      } catch (error) {
        fail(error);
        return false;
      }
    });

  /** Drops the pending changes: the form shows the published version again. */
  const discardChanges = () =>
    act('discardChanges', async () => {
      const current = serverRef.current;
      if (!current) return false;
      try {
        reset(await a.current.discardChanges(current));
        toast(t('publishing.pending.toast.discarded'), 'success');
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    });

  /** Publishes now (`publishedAt` null) or schedules; unsaved changes are saved first, so what goes out is what is on screen. */
  const publish = async (publishedAt: string | null) => {
    await finishFirst();
    return act('publish', async () => {
      if (!check(valuesRef.current, true, true)) return false;
      let current = serverRef.current;
      if (!current || changedSinceSave()) current = await write('manual', current?.status);
      if (!current) return false;
      try {
        const record = adopt(await a.current.publish(current, publishedAt));
        toast(
          isScheduled(record.status, record.publishedAt)
            ? t('publishing.toast.scheduled', { date: formatOfficeDateTime(record.publishedAt!, i18n.language) })
            : t('publishing.toast.published', { context }),
          'success',
        );
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    });
  };

  /** Takes the record off the site; what was typed since the last save is then saved into the draft. */
  const unpublish = () =>
    act('unpublish', async () => {
      const current = serverRef.current;
      if (!current) return false;
      const hadChanges = changedSinceSave();
      try {
        adopt(await a.current.unpublish(current));
      } catch (error) {
        fail(error);
        return false;
      }
      if (hadChanges) await write('manual', 'DRAFT');
      toast(t('publishing.toast.unpublished', { context }), 'success');
      return true;
    });

  const restore = (revision: number) =>
    act('restore', async () => {
      const current = serverRef.current;
      if (!current) return false;
      try {
        reset(await a.current.restore(current, revision));
        toast(t('publishing.history.restored', { count: revision }), 'success');
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    });

  /**
   * A step of review (docs/publishing.md#review) on what is on screen: checked as for publishing and
   * saved first when changed, so what is submitted or approved is what was read. Approving publishes,
   * so the record is then read again.
   */
  const reviewStep = async (action: 'submit' | 'approve', done: string) => {
    await finishFirst();
    return act(action, async () => {
      if (!check(valuesRef.current, true, true)) return false;
      let current = serverRef.current;
      if (!current || changedSinceSave()) current = await write('manual', current?.status);
      if (!current) return false;
      try {
        if (action === 'submit') await review.submit(current.id);
        else {
          await review.approve(current.id, current.version);
          const latest = await a.current.reload(current.id);
          if (latest) adopt(latest);
        }
        toast(done, 'success');
        return true;
      } catch (error) {
        if (!noLongerInReview(error)) {
          fail(error);
          return false;
        }
        // Someone else took the step meanwhile: say so, and show where the draft (or the changes) stands now.
        setFormError(t(isLiveRecord(current) ? 'publishing.review.changesNoLongerInReview' : 'publishing.review.noLongerInReview'));
        const latest = await a.current.reload(current.id).catch(() => null);
        if (latest) adopt(latest);
        return false;
      }
    });
  };

  /** Loads the record as it is now, discarding the form (the way out of a conflict). */
  const reloadLatest = () =>
    act('reload', async () => {
      const current = serverRef.current;
      if (!current) return false;
      try {
        const latest = await a.current.reload(current.id);
        if (!latest) throw new Error('gone');
        reset(latest);
        toast(t('publishing.conflict.reloaded'), 'success');
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    });

  // Drafts and live records (as pending changes) save themselves a moment after typing stops; a
  // scheduled or archived record never does: it shows that it has unsaved changes instead.
  const canAutosave = !conflict && mayAutosave(server) && adapter.canAutosave(values);
  useEffect(() => {
    if (!dirty || !canAutosave) return;
    const timer = setTimeout(() => void autosave(), autosaveDelayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-armed by each change (print) and after each save (savedPrint), which `dirty` and `autosave` follow
  }, [print, savedPrint, canAutosave]);

  /** Changes the form; `field` (or every field under it) loses its error. */
  const update = useCallback((change: (values: Values) => Values, field?: string) => {
    setValues((current) => change(current));
    if (field) {
      setErrors((current) => {
        const kept = Object.entries(current).filter(([key]) => key !== field && !key.startsWith(`${field}.`));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    }
  }, []);

  const submitForReview = () =>
    reviewStep('submit', t(isLiveRecord(serverRef.current) ? 'publishing.review.toast.changesSubmitted' : 'publishing.review.toast.submitted'));
  const approve = () =>
    reviewStep('approve', t(isLiveRecord(serverRef.current) ? 'publishing.review.toast.changesApproved' : 'publishing.review.toast.approved', { context }));
  const live = isLiveRecord(server);
  const reviewState: EditorReview = {
    reviewer,
    subject: ref ? adapter.reviewSubject(ref) : null,
    changes: live,
    busy: working !== null,
    saving: phase === 'saving',
    submitting: working === 'submit',
    approving: working === 'approve',
    submit: () => void submitForReview(),
    approve: () => void approve(),
  };

  return {
    values,
    update,
    setErrors,
    server,
    ref,
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
    restore,
    reloadLatest,
    publishChanges,
    discardChanges,
    /** Whether visitors read the record now: its edits wait as pending changes. */
    live,
    /** Review: who the account is to it, and its steps (submit, approve), for both editors' review parts. */
    review: reviewState,
    /** Saves the form in another state (a post's archive and back to drafts), as the move `action`. */
    saveAs: (status: string, action: VersionedAction) => act(action, () => write('manual', status)),
  };
}
