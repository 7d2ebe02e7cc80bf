import { BadRequestException } from '@nestjs/common';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** Uncompressed / compressed, for entries big enough for it to matter. */
  maxRatio: number;
}

export const FIRMWARE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxUncompressedBytes: 1024 * 1024 * 1024,
  maxRatio: 100,
};

/** Below this an entry may compress as well as it likes: a small file of zeros hurts nobody. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const refuse = (message: string) => new BadRequestException(message);

/** yauzl's own name checks, in words an admin can act on. */
function explain(error: Error): BadRequestException {
  const [kind, name] = error.message.split(/: (.*)/s);
  if (kind === 'absolute path') return refuse(`The zip has an entry with an absolute path (${name}): refused`);
  if (kind === 'invalid relative path') return refuse(`The zip has an entry that climbs out of its folder (${name}): refused`);
  if (kind === 'invalid characters in fileName')
    return refuse(`The zip has an entry with a backslash in its name (${name}): refused`);
  return refuse('The file is not a readable zip archive');
}

/**
 * Checks an uploaded file is a zip a stump can unpack safely: a readable central directory, no
 * absolute or climbing paths, no symlinks, no encryption, a bounded number of entries, and
 * bounded sizes. Every entry is inflated once (and thrown away), so a central directory that
 * lies about sizes is caught too; memory stays at one inflate window whatever the size.
 */
export async function inspectZip(path: string, limits: ZipLimits = FIRMWARE_ZIP_LIMITS): Promise<void> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, opened) =>
      error || !opened ? reject(refuse('The file is not a readable zip archive')) : resolve(opened),
    ),
  );
  try {
    if (zip.entryCount === 0) throw refuse('The zip is empty');
    if (zip.entryCount > limits.maxEntries) {
      throw refuse(`The zip has ${zip.entryCount} entries; at most ${limits.maxEntries} are allowed`);
    }
    let declared = 0;
    for await (const entry of entriesOf(zip)) {
      checkEntry(entry, limits);
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes) throw tooBigUnpacked(limits);
      if (!entry.fileName.endsWith('/')) await inflate(zip, entry);
    }
  } finally {
    zip.close();
  }
}

function checkEntry(entry: Entry, limits: ZipLimits): void {
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
    throw refuse(`The zip has a symbolic link (${entry.fileName}): refused`);
  }
  if (entry.isEncrypted()) throw refuse(`The zip has an encrypted entry (${entry.fileName}): refused`);
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.maxRatio) {
    throw refuse(`The zip's entry ${entry.fileName} expands ${Math.round(ratio)} times; at most ${limits.maxRatio} is allowed`);
  }
}

const tooBigUnpacked = (limits: ZipLimits) =>
  refuse(`The zip unpacks to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB`);

async function* entriesOf(zip: ZipFile): AsyncGenerator<Entry> {
  while (true) {
    const next = await new Promise<Entry | null>((resolve, reject) => {
      const cleanup = () => zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      zip.once('entry', (entry: Entry) => (cleanup(), resolve(entry)));
      zip.once('end', () => (cleanup(), resolve(null)));
      zip.once('error', (error: Error) => (cleanup(), reject(explain(error))));
      zip.readEntry();
    });
    if (!next) return;
    yield next;
  }
}

/** Reads the entry through; yauzl fails it if it inflates to other than its declared size. */
async function inflate(zip: ZipFile, entry: Entry): Promise<void> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) =>
      error || !opened ? reject(refuse(`The zip's entry ${entry.fileName} cannot be read`)) : resolve(opened),
    ),
  );
  try {
    for await (const chunk of stream) void chunk;
  } catch {
    throw refuse(`The zip's entry ${entry.fileName} is damaged or not what its header says`);
  }
}
