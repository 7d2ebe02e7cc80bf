import yazl from 'yazl';

export interface ZipEntrySpec {
  name: string;
  content: Buffer | string;
  /** Unix mode, e.g. 0o120777 for a symbolic link. */
  mode?: number;
  compress?: boolean;
}

/** A real zip made with yazl, in memory (tests' zips are small, or compress to small). */
export async function zipOf(entries: ZipEntrySpec[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    const content = typeof entry.content === 'string' ? Buffer.from(entry.content) : entry.content;
    zip.addBuffer(content, entry.name, { mode: entry.mode, compress: entry.compress ?? true, mtime: new Date(2026, 0, 1) });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A zip whose entry names were changed after it was made, to what a well-behaved writer refuses
 * to write (`../escape.txt`, `/etc/passwd`): each replacement has the length of what it replaces,
 * so the archive stays readable and only the names are hostile.
 */
export async function zipWithRenamedEntry(safeName: string, hostileName: string): Promise<Buffer> {
  if (safeName.length !== hostileName.length) throw new Error('The hostile name must be as long as the safe one');
  const zip = await zipOf([{ name: safeName, content: 'a story for a stump' }]);
  const safe = Buffer.from(safeName);
  const hostile = Buffer.from(hostileName);
  for (let at = zip.indexOf(safe); at !== -1; at = zip.indexOf(safe, at + 1)) hostile.copy(zip, at);
  return zip;
}
