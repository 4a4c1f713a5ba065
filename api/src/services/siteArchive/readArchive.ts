import { Unzip, UnzipInflate } from 'fflate';
import { apiError } from '../../errors.ts';
import { archiveLimits, folderEntryPattern, manifestName, mediaEntryPattern } from './format.ts';

// Reads a site archive's files into memory, refusing what no export makes before it costs much: a
// name outside the format (../, absolute paths, anything else), a file declared or found larger than
// its kind may be, an archive that expands beyond its limit (a zip bomb: counted as it inflates, not
// trusted from the headers), too many entries, or bytes that are not a zip.

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

export function readArchive(bytes: Uint8Array, limits: ArchiveLimits = archiveLimits): Map<string, Uint8Array> {
  // A zip starts with a file's header (PK\3\4), or is an empty archive's end record (PK\5\6).
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || !((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))) {
    throw archiveRefusal('This file is not a site archive: it is not a zip file', 'not_zip');
  }
  const files = new Map<string, Uint8Array>();
  let entries = 0;
  let total = 0;
  let problem: Error | null = null;
  const limitOf = (name: string) => (name === manifestName ? limits.manifestBytes : limits.mediaFileBytes);

  const unzip = new Unzip((file) => {
    if (problem) return;
    const name = file.name;
    if (++entries > limits.entries) {
      problem = archiveRefusal(`The archive holds more than ${limits.entries} files`, 'too_many_files');
      return;
    }
    if (folderEntryPattern.test(name)) return;
    if (name !== manifestName && !mediaEntryPattern.test(name)) {
      problem = archiveRefusal(`The archive holds a file a site archive does not: ${shown(name)}`, 'unexpected_file');
      return;
    }
    if (files.has(name)) {
      problem = archiveRefusal(`The archive holds ${shown(name)} twice`, 'duplicate_file');
      return;
    }
    const limit = limitOf(name);
    if (file.originalSize !== undefined && file.originalSize > limit) {
      problem = archiveRefusal(`${shown(name)} in the archive is larger than a site archive's files may be`, 'file_too_large');
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (problem) return;
      if (error) {
        problem = archiveRefusal('The archive is damaged: a file in it cannot be read', 'damaged');
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > limit) {
        problem = archiveRefusal(`${shown(name)} in the archive is larger than a site archive's files may be`, 'file_too_large');
        file.terminate();
        return;
      }
      if (total > limits.totalBytes) {
        problem = archiveRefusal('The archive expands to more than a site archive may hold', 'too_large');
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) files.set(name, Buffer.concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // In pieces, so a refusal stops the reading early.
    const piece = 1024 * 1024;
    for (let at = 0; at < bytes.length && !problem; at += piece) unzip.push(bytes.subarray(at, at + piece), at + piece >= bytes.length);
  } catch {
    problem ??= archiveRefusal('The archive is damaged: it cannot be read as a zip file', 'damaged');
  }
  if (problem) throw problem;
  if (!files.has(manifestName)) throw archiveRefusal(`This file is not a site archive: it has no ${manifestName}`, 'no_manifest');
  return files;
}
