const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts RFC 4180 records in a stream of chunks: a line feed ends a record unless it is inside
 * a quoted field (free texts may hold line breaks). Quote state carries across chunks; a
 * doubled quote inside a field toggles twice, which leaves the state right.
 */
export class CsvRecordCounter {
  records = 0;
  bytes = 0;
  private quoted = false;

  push(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    let at = 0;
    while (at < buffer.length) {
      if (this.quoted) {
        const close = buffer.indexOf(QUOTE, at);
        if (close === -1) return;
        this.quoted = false;
        at = close + 1;
        continue;
      }
      const quote = buffer.indexOf(QUOTE, at);
      const end = quote === -1 ? buffer.length : quote;
      for (let feed = buffer.indexOf(LINE_FEED, at); feed !== -1 && feed < end;) {
        this.records++;
        feed = buffer.indexOf(LINE_FEED, feed + 1);
      }
      if (quote === -1) return;
      this.quoted = true;
      at = quote + 1;
    }
  }
}
