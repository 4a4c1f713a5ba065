import { graphql } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';
import { ApiError, httpErrorMessage } from '../../api/ApiError.ts';
import { errorStatus, isErrorCode } from '../../api/errorCodes.ts';
import { imageTooLargeMessage, mediaLimits } from '../../api/mediaRules.ts';
import { readStoredToken } from '../../api/token.ts';
import { operationBody } from '../../relay/operationBody.ts';

// Sends one image to the media library with the GraphQL multipart request spec, through
// XMLHttpRequest: fetch cannot report how much of an upload has gone. The server checks the file by
// its content; only its size is checked here first, to spare a long upload that would be refused.

/** What the server accepts; a larger file is refused before it is sent. */
export const maxUploadBytes = mediaLimits.bytes;
/** For the file picker: a hint only; the server decides by the content. */
export const acceptedImageTypes = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.gif,.svg';

export interface UploadedImage {
  /** The media's global id. */
  id: string;
  databaseId: number;
  name: string;
  altEn: string;
  altAr: string;
  width: number;
  height: number;
  /** The address posts name it by (Markdown and cover). */
  src: string;
  placeholder: string;
}

// Compiled by Relay (checked against the schema, sent by its persisted id) but sent outside it.
const mutation = graphql`
  mutation uploadImageMutation($input: UploadMediaInput!) {
    uploadMedia(input: $input) {
      media {
        id
        databaseId
        name
        altEn
        altAr
        width
        height
        image {
          src
          placeholder
        }
      }
    }
  }
` as ConcreteRequest;

interface UploadOptions {
  /** 0 to 1, as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  altEn?: string;
  altAr?: string;
}

/** Uploads `file`; rejects with an ApiError carrying the server's code and details (`details.file` says why a file was refused). */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  if (file.size > maxUploadBytes) {
    return Promise.reject(new ApiError(imageTooLargeMessage, 413, 'PAYLOAD_TOO_LARGE', { file: 'too_large' }));
  }
  const body = new FormData();
  const input = { file: null, ...(options.altEn ? { altEn: options.altEn } : {}), ...(options.altAr ? { altAr: options.altAr } : {}) };
  body.append('operations', JSON.stringify(operationBody(mutation.params, { input })));
  body.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  body.append('0', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    const token = readStoredToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('The upload failed: check your connection and try again', 0, 'NETWORK_ERROR'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.onload = () => {
      let payload: {
        data?: { uploadMedia?: { media: RawMedia } | null } | null;
        errors?: { message: string; extensions?: { code?: string; details?: Record<string, string> } }[];
      } | null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      const media = payload?.data?.uploadMedia?.media;
      if (media) {
        options.onProgress?.(1);
        resolve({ ...media, src: media.image.src, placeholder: media.image.placeholder });
        return;
      }
      const first = payload?.errors?.[0];
      const code = first?.extensions?.code ?? null;
      const status = request.status >= 400 ? request.status : isErrorCode(code) ? errorStatus[code] : 500;
      reject(new ApiError(httpErrorMessage(first?.message, status), status, code, first?.extensions?.details ?? null));
    };
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

interface RawMedia extends Omit<UploadedImage, 'src' | 'placeholder'> {
  image: { src: string; placeholder: string };
}
