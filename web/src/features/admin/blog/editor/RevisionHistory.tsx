import { graphql, useFragment } from 'react-relay';
import type { RevisionHistory_post$key } from '../../../../__generated__/RevisionHistory_post.graphql.ts';
import { RevisionHistory as History } from '../../publishing/RevisionHistory.tsx';
import { RevisionDialog } from './RevisionDialog.tsx';

/** Every save of the post, newest first; any one can be read and put back. */
export function RevisionHistory({
  post,
  dirty,
  busy,
  onRestore,
}: {
  post: RevisionHistory_post$key;
  dirty: boolean;
  busy: boolean;
  onRestore: (version: number) => Promise<boolean>;
}) {
  const data = useFragment(
    graphql`
      fragment RevisionHistory_post on Post {
        id
        revisions(first: 50) {
          version
          action
          createdAt
          editorName
        }
      }
    `,
    post,
  );
  return (
    <History
      revisions={data.revisions}
      viewer={(viewing, close) => (
        <RevisionDialog
          postId={data.id}
          version={viewing.version}
          position={viewing.index}
          isCurrent={viewing.index === 0}
          dirty={dirty}
          busy={busy}
          onClose={close}
          onRestore={async () => {
            if (await onRestore(viewing.version)) close();
          }}
        />
      )}
    />
  );
}
