import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { usePostImagesLookupQuery } from '../../../../../__generated__/usePostImagesLookupQuery.graphql.ts';
import type { usePostImagesUpdateMutation } from '../../../../../__generated__/usePostImagesUpdateMutation.graphql.ts';
import { ApiError } from '../../../../../api/ApiError.ts';
import { runMutation } from '../../../../../relay/runMutation.ts';
import type { Locale } from '../../postErrors.ts';
import type { PostFormValues } from '../postForm.ts';
import { postImageAddresses, type ImageUse } from './markdownImages.ts';
import type { LibraryImage } from '../../../MediaLibraryDialog.tsx';

// The library images the post shows (its cover, the images of its texts), found by their addresses,
// and their alt texts as the editor types them: saved to the library a moment after typing stops,
// and at once before publishing. One store for the cover field and the images panel, so both show
// the same text.

export type AltSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** An image's alt texts as typed, and how saving them went. */
export interface AltTexts extends Record<Locale, string> {
  state: AltSaveState;
  /** Why the server refused one (its code: required, too_long, invalid), or `failed` when it could not be reached. */
  errors: Partial<Record<Locale, string>>;
}

export interface PostImage {
  address: string;
  uses: ImageUse[];
  /** Undefined while it is looked up; null when the library has no such file (deleted). */
  image: LibraryImage | null | undefined;
}

/** An alt text is saved this long after typing stops. */
export const altSaveDelayMs = 1000;
const lookupDelayMs = 300;
/** What one lookup may ask for (the API's limit for a list argument). */
const maxLookup = 100;

const lookupQuery = graphql`
  query usePostImagesLookupQuery($addresses: [String!]!) {
    mediaByAddress(addresses: $addresses) {
      id
      databaseId
      name
      width
      height
      altEn
      altAr
      image {
        src
        srcset
        placeholder
      }
    }
  }
`;

const updateMutation = graphql`
  mutation usePostImagesUpdateMutation($input: UpdateMediaInput!) {
    updateMedia(input: $input) {
      media {
        id
        altEn
        altAr
      }
    }
  }
`;

type Found = NonNullable<usePostImagesLookupQuery['response']['mediaByAddress'][number]>;
const libraryImage = (media: Found): LibraryImage => ({
  id: media.id,
  databaseId: media.databaseId,
  name: media.name,
  width: media.width,
  height: media.height,
  altEn: media.altEn,
  altAr: media.altAr,
  src: media.image.src,
  srcset: media.image.srcset,
  placeholder: media.image.placeholder,
});

const savedAlt = (image: LibraryImage, locale: Locale) => (locale === 'en' ? image.altEn : image.altAr);

/** Whether an image still needs alt text in a language: as typed (an empty field), or as saved. */
export function needsAlt(image: LibraryImage, alt: AltTexts | undefined, locale: Locale): boolean {
  return (alt ? alt[locale] : savedAlt(image, locale)).trim() === '';
}

export function usePostImages(values: PostFormValues) {
  const environment = useRelayEnvironment();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // Kept in refs (read by saves and lookups that finish later), shown by re-rendering.
  const byAddress = useRef(new Map<string, LibraryImage | null>());
  const media = useRef(new Map<string, LibraryImage>());
  const alts = useRef(new Map<string, AltTexts>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const saving = useRef(new Map<string, Promise<boolean>>());

  const used = useMemo(
    () => postImageAddresses(values.coverImage, { en: values.translations.en.body, ar: values.translations.ar.body }),
    [values.coverImage, values.translations.en.body, values.translations.ar.body],
  );

  /** Takes what the server says of an image; alt texts being typed stay as they are. */
  const adopt = useCallback((image: LibraryImage, address = image.src) => {
    byAddress.current.set(address, image);
    const before = media.current.get(image.id);
    media.current.set(image.id, image);
    const alt = alts.current.get(image.id);
    if (!alt) alts.current.set(image.id, { en: image.altEn, ar: image.altAr, state: 'idle', errors: {} });
    else if (before && alt.state !== 'saving') {
      // A field not being changed shows the text as saved now.
      alts.current.set(image.id, { ...alt, en: alt.en === before.altEn ? image.altEn : alt.en, ar: alt.ar === before.altAr ? image.altAr : alt.ar });
    }
  }, []);

  const lookup = useCallback(
    async (addresses: string[]) => {
      for (let at = 0; at < addresses.length; at += maxLookup) {
        const part = addresses.slice(at, at + maxLookup);
        const data = await fetchQuery<usePostImagesLookupQuery>(environment, lookupQuery, { addresses: part }, { fetchPolicy: 'network-only' }).toPromise();
        data?.mediaByAddress.forEach((found, i) => {
          if (found) adopt(libraryImage(found), part[i]);
          else byAddress.current.set(part[i], null);
        });
      }
      rerender();
    },
    [environment, adopt],
  );

  // Images new to the post are looked up once typing pauses.
  const unknown = used.filter(({ address }) => !byAddress.current.has(address)).map(({ address }) => address);
  const unknownKey = unknown.join(' ');
  useEffect(() => {
    if (!unknown.length) return;
    const timer = setTimeout(() => void lookup(unknown).catch(() => undefined), lookupDelayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the addresses themselves (unknownKey), not the array made each render
  }, [unknownKey, lookup]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  /** Saves an image's alt texts now, when they differ from the library's; true when they are saved. */
  const save = useCallback(
    (id: string): Promise<boolean> => {
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      const run = async (): Promise<boolean> => {
        const image = media.current.get(id);
        const alt = alts.current.get(id);
        if (!image || !alt) return true;
        const sent = { en: alt.en, ar: alt.ar };
        const changed = { altEn: sent.en !== image.altEn ? sent.en : undefined, altAr: sent.ar !== image.altAr ? sent.ar : undefined };
        if (changed.altEn === undefined && changed.altAr === undefined) return true;
        alts.current.set(id, { ...alt, state: 'saving' });
        rerender();
        try {
          const response = await runMutation<usePostImagesUpdateMutation>(environment, { mutation: updateMutation, variables: { input: { id, ...changed } } });
          const saved = { ...image, altEn: response.updateMedia.media.altEn, altAr: response.updateMedia.media.altAr };
          media.current.set(id, saved);
          for (const [address, found] of byAddress.current) if (found?.id === id) byAddress.current.set(address, saved);
          const now = alts.current.get(id)!;
          // What was typed meanwhile stays (and is saved next); what was sent shows as the server keeps it.
          alts.current.set(id, { en: now.en === sent.en ? saved.altEn : now.en, ar: now.ar === sent.ar ? saved.altAr : now.ar, state: 'saved', errors: {} });
          rerender();
          return true;
        } catch (error) {
          const details = error instanceof ApiError ? (error.details ?? {}) : {};
          const errors: Partial<Record<Locale, string>> = {};
          if (details.altEn) errors.en = details.altEn;
          if (details.altAr) errors.ar = details.altAr;
          if (!errors.en && !errors.ar) errors[changed.altEn !== undefined ? 'en' : 'ar'] = 'failed';
          alts.current.set(id, { ...alts.current.get(id)!, state: 'failed', errors });
          rerender();
          return false;
        }
      };
      // One save of an image at a time, each from the text as it is when it starts.
      const previous = saving.current.get(id) ?? Promise.resolve(true);
      const next = previous.then(run, run);
      saving.current.set(id, next);
      return next;
    },
    [environment],
  );

  const setAlt = useCallback(
    (id: string, locale: Locale, text: string) => {
      const alt = alts.current.get(id);
      if (!alt) return;
      alts.current.set(id, { ...alt, [locale]: text, state: alt.state === 'saving' ? 'saving' : 'idle', errors: { ...alt.errors, [locale]: undefined } });
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => void save(id), altSaveDelayMs),
      );
      rerender();
    },
    [save],
  );

  /** Saves every alt text being typed; true when all are saved. */
  const flush = useCallback(async () => {
    const ids = [...alts.current.keys()];
    const results = await Promise.all(ids.map((id) => save(id)));
    return results.every(Boolean);
  }, [save]);

  /** Reads the post's images from the library again (the server said some lack alt text). */
  const refresh = useCallback(() => lookup(used.map(({ address }) => address)), [lookup, used]);

  const images: PostImage[] = used.map(({ address, uses }) => ({ address, uses, image: byAddress.current.get(address) }));
  return {
    images,
    /** The image at an address (the cover's), when known. */
    imageAt: (address: string) => byAddress.current.get(address.trim()),
    alt: (id: string) => alts.current.get(id),
    /** An image the editor just uploaded or chose: known at once, without a lookup. */
    remember: (image: LibraryImage) => {
      adopt(image);
      rerender();
    },
    setAlt,
    save,
    flush,
    refresh,
  };
}

export type PostImages = ReturnType<typeof usePostImages>;
