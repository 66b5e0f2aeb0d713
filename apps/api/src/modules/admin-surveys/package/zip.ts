import { Zip, ZipDeflate } from 'fflate';

/** One file of a ZIP: its name and its content, read as the archive is written. */
export interface ZipEntry {
  name: string;
  content: AsyncIterable<string> | Iterable<string>;
}

/** Text is gathered up to this many characters before it is compressed (fewer, larger calls). */
const CHUNK_CHARACTERS = 64 * 1024;

/**
 * The entries as one ZIP, produced as it is read: fflate compresses each piece synchronously
 * and the compressed bytes are handed on before the next piece is read, so memory holds one
 * piece and the compressor's window however large the files (issue 20: flat at 1M rows).
 */
export async function* zipStream(entries: Iterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const encoder = new TextEncoder();
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  for (const entry of entries) {
    const file = new ZipDeflate(entry.name, { level: 6 });
    // UTF-8 names; the times of the files are the time of the export.
    zip.add(file);
    let pending = '';
    for await (const text of entry.content) {
      pending += text;
      if (pending.length >= CHUNK_CHARACTERS) {
        file.push(encoder.encode(pending));
        pending = '';
        yield* drain();
      }
    }
    file.push(encoder.encode(pending), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
