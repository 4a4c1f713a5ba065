import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { apiError } from '../../errors.ts';
import { nextTurn } from '../eventLoop.ts';
import { archiveLimits, folderEntryPattern, manifestName, mediaEntryPattern } from './format.ts';

// Reads a site archive in two passes, refusing what no export makes before it costs much. The first
// pass inflates `site.json` alone (and refuses names outside the format: ../, absolute paths,
// anything else); once the manifest is checked, the second inflates only the files it names, each
// to the size it declares, and refuses any other. So an archive expands to what its manifest says
// and no more, whatever its headers claim (a zip bomb is counted as it inflates), and the server
// stops to answer others between pieces of the work.

export type ArchiveLimits = Pick<typeof archiveLimits, 'manifestBytes' | 'mediaFileBytes' | 'totalBytes' | 'entries'>;

/** The refusal every problem with the archive's bytes is: 400 with `details.archive`. */
export function archiveRefusal(message: string, code: string) {
  return apiError('BAD_USER_INPUT', message, { archive: code });
}

/** A name as a message may show it: printable, and short. */
function shown(name: string): string {
  const printable = name.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 80 ? `${printable.slice(0, 77)}...` : printable;
}

const tooLarge = (name: string) => archiveRefusal(`${shown(name)} in the archive is larger than a site archive's files may be`, 'file_too_large');

/**
 * Inflates the entries `wanted` gives a size for (at most that many bytes each; exactly that many
 * when `exact`), checking every name against the format; the others are skipped unread.
 */
async function inflate(
  bytes: Uint8Array,
  limits: ArchiveLimits,
  wanted: (name: string) => { limit: number; exact: boolean } | null,
): Promise<{ files: Map<string, Uint8Array>; entries: number }> {
  const files = new Map<string, Uint8Array>();
  const seen = new Set<string>();
  let entries = 0;
  let total = 0;
  let problem: Error | null = null;
  const refuse = (error: Error, file?: UnzipFile) => {
    problem ??= error;
    file?.terminate();
  };
  const unzip = new Unzip((file) => {
    if (problem) return;
    const name = file.name;
    if (++entries > limits.entries) return refuse(archiveRefusal(`The archive holds more than ${limits.entries} files`, 'too_many_files'));
    if (folderEntryPattern.test(name)) return;
    if (name !== manifestName && !mediaEntryPattern.test(name)) {
      return refuse(archiveRefusal(`The archive holds a file a site archive does not: ${shown(name)}`, 'unexpected_file'));
    }
    if (seen.has(name)) return refuse(archiveRefusal(`The archive holds ${shown(name)} twice`, 'duplicate_file'));
    seen.add(name);
    let want: ReturnType<typeof wanted>;
    try {
      want = wanted(name);
    } catch (error) {
      return refuse(error as Error);
    }
    if (!want) return;
    if (file.originalSize !== undefined && file.originalSize > want.limit) return refuse(tooLarge(name));
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (problem) return;
      if (error) return refuse(archiveRefusal('The archive is damaged: a file in it cannot be read', 'damaged'), file);
      size += chunk.length;
      total += chunk.length;
      if (size > want.limit) return refuse(tooLarge(name), file);
      if (total > limits.totalBytes) return refuse(archiveRefusal('The archive expands to more than a site archive may hold', 'too_large'), file);
      chunks.push(chunk);
      if (!final) return;
      if (want.exact && size !== want.limit)
        return refuse(archiveRefusal(`${shown(name)} in the archive is not the size site.json gives it`, 'invalid_record'));
      files.set(name, Buffer.concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // In pieces, answering others between them; a refusal stops the reading there.
    const piece = 1024 * 1024;
    for (let at = 0; at < bytes.length && !problem; at += piece) {
      unzip.push(bytes.subarray(at, at + piece), at + piece >= bytes.length);
      await nextTurn();
    }
    if (!bytes.length) unzip.push(bytes, true);
  } catch {
    problem ??= archiveRefusal('The archive is damaged: it cannot be read as a zip file', 'damaged');
  }
  if (problem) throw problem;
  return { files, entries };
}

/** The first pass: `site.json`'s bytes, every name in the archive checked. */
export async function readManifestEntry(bytes: Uint8Array, limits: ArchiveLimits = archiveLimits): Promise<Uint8Array> {
  // A zip starts with a file's header (PK\3\4), or is an empty archive's end record (PK\5\6).
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || !((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))) {
    throw archiveRefusal('This file is not a site archive: it is not a zip file', 'not_zip');
  }
  const { files, entries } = await inflate(bytes, limits, (name) => (name === manifestName ? { limit: limits.manifestBytes, exact: false } : null));
  if (entries === 0 && bytes[2] === 3) throw archiveRefusal('The archive is damaged: it cannot be read as a zip file', 'damaged');
  const manifest = files.get(manifestName);
  if (!manifest) throw archiveRefusal(`This file is not a site archive: it has no ${manifestName}`, 'no_manifest');
  return manifest;
}

/** The second pass: the files the manifest names, each exactly the size it gives; any other is refused. */
export async function readNamedFiles(
  bytes: Uint8Array,
  sizes: ReadonlyMap<string, number>,
  limits: ArchiveLimits = archiveLimits,
): Promise<Map<string, Uint8Array>> {
  let declared = 0;
  for (const size of sizes.values()) declared += size;
  if (declared > limits.totalBytes) throw archiveRefusal('The archive expands to more than a site archive may hold', 'too_large');
  const { files } = await inflate(bytes, limits, (name) => {
    if (name === manifestName) return null;
    const size = sizes.get(name);
    if (size === undefined) throw archiveRefusal(`The archive holds a file its site.json does not name: ${shown(name)}`, 'unexpected_file');
    return { limit: size, exact: true };
  });
  for (const name of sizes.keys()) {
    if (!files.has(name)) throw archiveRefusal(`${shown(name)} is missing from the archive`, 'invalid_record');
  }
  return files;
}
