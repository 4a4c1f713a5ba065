import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import type { SavePhase } from './writeQueue.ts';

const Text = styled.span<{ $tone: 'muted' | 'warn' | 'danger' | 'ok' }>`
  font-size: 0.875rem;
  font-weight: 500;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ({ muted: theme.color.muted, warn: '#9a5b00', danger: theme.color.danger, ok: theme.color.success })[$tone]};
`;

/** Where the editor's saving stands: saving, saved, unsaved changes, refused, or in conflict. */
export function SaveState({
  conflict,
  phase,
  dirty,
  savedAt,
  isNew,
  autosaveHint,
}: {
  conflict: boolean;
  phase: SavePhase;
  dirty: boolean;
  savedAt: string | null;
  isNew: boolean;
  /** What a new one needs before it saves itself. */
  autosaveHint: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const state = (() => {
    if (conflict) return { tone: 'danger' as const, text: t('blog.editor.saveState.conflict') };
    if (phase === 'saving') return { tone: 'muted' as const, text: t('blog.editor.saveState.saving') };
    if (phase === 'failed' && dirty) return { tone: 'danger' as const, text: t('blog.editor.saveState.failed') };
    if (dirty) return { tone: 'warn' as const, text: t('blog.editor.saveState.unsaved') };
    if (savedAt) return { tone: 'ok' as const, text: t('blog.editor.saveState.saved') };
    if (isNew) return { tone: 'muted' as const, text: autosaveHint };
    return { tone: 'muted' as const, text: t('blog.editor.saveState.upToDate') };
  })();
  return (
    <Text $tone={state.tone} role="status" title={savedAt ? formatOfficeDateTime(savedAt, i18n.language) : undefined}>
      {state.text}
    </Text>
  );
}
