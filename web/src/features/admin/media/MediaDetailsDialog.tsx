import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MediaDetailsDialogQuery } from '../../../__generated__/MediaDetailsDialogQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { LoadBoundary } from '../LoadProblem.tsx';
import { mediaGlobalId } from './mediaAddress.ts';
import { MediaDetails, type Viewer } from './MediaDetails.tsx';

// The shared Dialog is sized for a question; this one holds a preview beside a form.
const Wide = styled.div`
  dialog {
    inline-size: min(100% - 2rem, 60rem);
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    dialog {
      inline-size: calc(100% - 1rem);
      max-block-size: calc(100vh - 1rem);
    }
    dialog .body {
      padding-inline: 1rem;
    }
    dialog header {
      padding-inline: 1rem;
    }
  }
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 16rem;
`;

interface Props {
  databaseId: number;
  viewer: Viewer;
  connectionId: string | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}

/** The details of the image the address selects, loaded on their own (the grid holds less of each image). */
export function MediaDetailsDialog(props: Props) {
  const { t } = useTranslation('admin');
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Wide>
      <Dialog title={t('media.details.title')} open onClose={props.onClose}>
        <LoadBoundary message={t('media.details.loadError')} onRetry={() => setFetchKey((key) => key + 1)} compact>
          <Suspense
            fallback={
              <Loading>
                <Spinner size="large" />
              </Loading>
            }
          >
            <DetailsContent {...props} fetchKey={fetchKey} />
          </Suspense>
        </LoadBoundary>
      </Dialog>
    </Wide>
  );
}

function DetailsContent({ databaseId, viewer, connectionId, onClose, onDeleted, fetchKey }: Props & { fetchKey: number }) {
  const { t, i18n } = useTranslation('admin');
  // Loaded when the dialog opens, not by the library's loader, which loads the grid only.
  const data = useLazyLoadQuery<MediaDetailsDialogQuery>(
    graphql`
      query MediaDetailsDialogQuery($id: ID!, $locale: Locale!) {
        node(id: $id) {
          ...MediaDetails_media @arguments(locale: $locale) @alias(as: "media")
        }
      }
    `,
    { id: mediaGlobalId(databaseId), locale: toLanguage(i18n.language) },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const media = data.node?.media;
  if (!media) {
    return (
      <>
        <p>{t('media.details.notFound')}</p>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('media.details.back')}
          </Button>
        </DialogActions>
      </>
    );
  }
  return <MediaDetails media={media} viewer={viewer} connectionId={connectionId} onDeleted={onDeleted} />;
}
