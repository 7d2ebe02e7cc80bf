import yazl from 'yazl';

/** A zip of `files` ({ name, content }), made in memory: the archive a story version is uploaded as. */
export async function zipOfFiles(files) {
  const zip = new yazl.ZipFile();
  for (const { name, content } of files) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
