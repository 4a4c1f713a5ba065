import { useRef } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { OperationType } from 'relay-runtime';

/**
 * Which editor an editor's screen shows (`/…/new` and `/…/edit/:id`). A new record moves to its own
 * address once created, keeping the same editor (and what is being typed): the address changes,
 * the screen does not; its edit address loads the record again, which that editor does not need.
 */
export function useEditorSession<T extends OperationType>(routeId: string | null, loaded: PreloadedQuery<T> | null, editPath: (id: string) => string) {
  const navigate = useNavigate();
  // `startedFrom`: the data the editor of a record created here was opened with.
  const session = useRef<{ key: string; created: string | null; shown: boolean; count: number; startedFrom?: PreloadedQuery<T> | null }>({
    key: 'new-0',
    created: null,
    shown: false,
    count: 0,
  });
  const current = session.current;
  if (routeId !== null && routeId === current.created) current.shown = true;
  // A new one again, after the one made here was shown at its address: a fresh editor. (While the
  // router moves to that address, this renders once more with the old one: that is not a new one.)
  if (routeId === null && current.created && current.shown) {
    session.current = { key: `new-${current.count + 1}`, created: null, shown: false, count: current.count + 1 };
  }
  const createdHere = routeId !== null && routeId === session.current.created;
  const key = routeId === null || createdHere ? session.current.key : routeId;
  const queryRef = createdHere ? session.current.startedFrom : loaded;

  const onCreated = (newId: string) => {
    session.current = { ...session.current, created: newId, startedFrom: loaded };
    void navigate(editPath(newId), { replace: true });
  };
  return { key, queryRef, onCreated };
}
