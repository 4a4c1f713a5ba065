import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** A mutation's updater keeping a list's "N items" in step with the rows it added or removed. */
export function adjustTotalCount(connectionId: string, delta: number) {
  return (store: RecordSourceSelectorProxy) => {
    const connection = store.get(connectionId);
    const count = connection?.getValue('totalCount');
    if (connection && typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
  };
}
