// Whole-file checks of uploads (ADR 196). The first bytes only say what a file claims to be; a
// PDF header followed by HTML, or JPEG markers around a script, must not be stored and served
// back. A PDF is read end to end: its top-level layout (objects, cross-reference sections,
// trailers, nothing but whitespace and comments between them, nothing after the last %%EOF), its
// cross-reference offsets, then its objects and page tree by pdf-lib; active content
// (JavaScript, launch actions, embedded files, XFA forms) is refused. A JPEG is walked marker by
// marker from SOI to EOI (nothing after it); its decoding is the re-encoding (image-reencode.ts).
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';

export type StructureVerdict = { ok: true } | { ok: false; reason: string };

const ok: StructureVerdict = { ok: true };
const bad = (reason: string): StructureVerdict => ({ ok: false, reason });

// ── PDF ─────────────────────────────────────────────────────────────────────

const WS = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/** Names that make a PDF run or carry something other than a document. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'ImportData',
  'SubmitForm',
]);

/** Markup that makes no sense outside a stream of a PDF, and that a browser would run. */
const MARKUP = /<(?:script|html|body|iframe|object|embed|svg|meta|link|form|img)\b|<!doctype|javascript:/i;

interface PdfLayout {
  /** Byte offset of each `N G obj` header, by "N G". */
  objects: Map<string, number>;
  /** Offsets of the `xref` keywords. */
  xrefs: number[];
  /** The numbers after each `startxref`. */
  startxrefs: number[];
  /** The bytes outside stream data (where markup has no business), as latin1 text. */
  outsideStreams: string;
}

class PdfScanner {
  pos = 0;
  readonly outside: string[] = [];
  constructor(readonly data: Buffer) {}

  text(from: number, to: number): string {
    return this.data.toString('latin1', from, to);
  }
  startsWith(keyword: string, at = this.pos): boolean {
    return this.text(at, at + keyword.length) === keyword;
  }
  skipSpaceAndComments(): void {
    const d = this.data;
    while (this.pos < d.length) {
      const b = d[this.pos]!;
      if (WS.has(b)) this.pos++;
      else if (b === 0x25 /* % */) {
        while (this.pos < d.length && d[this.pos] !== 0x0a && d[this.pos] !== 0x0d) this.pos++;
      } else break;
    }
  }
  /** Reads `N G obj` at the position; null when something else is there. */
  objectHeader(): { key: string; length: number } | null {
    const m = /^(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj(?=[\0\t\n\f\r <[/(%]|$)/.exec(this.text(this.pos, this.pos + 40));
    return m ? { key: `${m[1]} ${m[2]}`, length: m[0].length } : null;
  }
  /** The `stream` keyword of an object (after its dictionary, before an end of line) before `end`, or -1. */
  streamKeyword(from: number, end: number): number {
    for (let at = this.find('stream', from); at >= 0 && at < end; at = this.find('stream', at + 6)) {
      const before = this.text(from, at).trimEnd();
      const after = this.data[at + 6];
      if (before.endsWith('>>') && (after === 0x0d || after === 0x0a)) return at;
    }
    return -1;
  }
  /** Index of `keyword` from `from`, or -1. */
  find(keyword: string, from: number): number {
    return this.data.indexOf(keyword, from, 'latin1');
  }
}

/** Reads the top-level layout of a PDF; null when anything sits where the format allows nothing. */
function scanPdf(data: Buffer): PdfLayout | string {
  const s = new PdfScanner(data);
  const header = /^%PDF-(1\.[0-7]|2\.0)\r?\n?/.exec(s.text(0, 12));
  if (!header) return 'no PDF header';
  s.pos = header[0].length;
  const objects = new Map<string, number>();
  const xrefs: number[] = [];
  const startxrefs: number[] = [];
  let segmentStart = 0;
  for (;;) {
    s.skipSpaceAndComments();
    if (s.pos >= data.length) break;
    const obj = s.objectHeader();
    if (obj) {
      objects.set(obj.key, s.pos);
      const end = s.find('endobj', s.pos + obj.length);
      if (end < 0) return `object ${obj.key} has no endobj`;
      const streamAt = s.streamKeyword(s.pos + obj.length, end);
      if (streamAt >= 0) {
        // stream data: from the end of line after `stream` to `endstream`
        let dataStart = streamAt + 6;
        if (data[dataStart] === 0x0d) dataStart++;
        if (data[dataStart] === 0x0a) dataStart++;
        const dict = s.text(s.pos, streamAt);
        const direct = /\/Length[\0\t\n\f\r ]+(\d{1,10})(?![\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R)/.exec(dict);
        let dataEnd: number;
        if (
          direct &&
          s
            .text(dataStart + Number(direct[1]), dataStart + Number(direct[1]) + 12)
            .trimStart()
            .startsWith('endstream')
        ) {
          dataEnd = dataStart + Number(direct[1]);
        } else {
          dataEnd = s.find('endstream', dataStart);
          if (dataEnd < 0) return `object ${obj.key} has no endstream`;
        }
        s.outside.push(s.text(segmentStart, dataStart));
        segmentStart = dataEnd;
        const close = s.find('endobj', dataEnd);
        if (close < 0) return `object ${obj.key} has no endobj`;
        s.pos = close + 6;
      } else {
        s.pos = end + 6;
      }
      continue;
    }
    if (s.startsWith('xref')) {
      xrefs.push(s.pos);
      s.pos += 4;
      // subsections: "first count" then `count` entries "oooooooooo ggggg n|f"
      for (;;) {
        s.skipSpaceAndComments();
        const sub = /^(\d{1,10}) (\d{1,10})[\0\t\n\f\r ]/.exec(s.text(s.pos, s.pos + 24));
        if (!sub) break;
        s.pos += sub[0].length;
        for (let i = 0; i < Number(sub[2]); i++) {
          s.skipSpaceAndComments();
          if (!/^\d{10} \d{5} [nf]/.test(s.text(s.pos, s.pos + 18))) return 'a cross-reference entry is malformed';
          s.pos += 18;
        }
      }
      continue;
    }
    if (s.startsWith('trailer')) {
      s.pos += 7;
      s.skipSpaceAndComments();
      if (!s.startsWith('<<')) return 'the trailer is not a dictionary';
      // the trailer dictionary: balanced << >> (its values are names, numbers, refs and arrays)
      let depth = 0;
      while (s.pos < data.length) {
        if (s.startsWith('<<')) {
          depth++;
          s.pos += 2;
        } else if (s.startsWith('>>')) {
          depth--;
          s.pos += 2;
          if (depth === 0) break;
        } else s.pos++;
      }
      if (depth !== 0) return 'the trailer is not closed';
      continue;
    }
    if (s.startsWith('startxref')) {
      s.pos += 9;
      s.skipSpaceAndComments();
      const m = /^\d{1,10}/.exec(s.text(s.pos, s.pos + 10));
      if (!m) return 'startxref has no offset';
      startxrefs.push(Number(m[0]));
      s.pos += m[0].length;
      while (s.pos < data.length && WS.has(data[s.pos]!)) s.pos++;
      if (!s.startsWith('%%EOF')) return 'startxref is not followed by %%EOF';
      s.pos += 5;
      continue;
    }
    return `unexpected content at byte ${s.pos}`;
  }
  s.outside.push(s.text(segmentStart, data.length));
  return { objects, xrefs, startxrefs, outsideStreams: s.outside.join('\n') };
}

/** The last %%EOF ends the file (only end-of-line characters may follow). */
function endsWithEof(data: Buffer): boolean {
  const tail = data.toString('latin1', Math.max(0, data.length - 32));
  return /%%EOF[\r\n\0 ]*$/.test(tail);
}

/** Classic cross-reference tables must point at the objects they name. */
function checkCrossReferences(data: Buffer, layout: PdfLayout): string | null {
  if (layout.startxrefs.length === 0) return 'no startxref';
  const last = layout.startxrefs[layout.startxrefs.length - 1]!;
  const pointsAtXref = layout.xrefs.includes(last);
  const pointsAtStream =
    [...layout.objects.values()].includes(last) && /\/Type[\0\t\n\f\r ]*\/XRef/.test(data.toString('latin1', last, last + 400));
  if (!pointsAtXref && !pointsAtStream) return 'startxref does not point at a cross-reference section';
  for (const at of layout.xrefs) {
    const text = data.toString(
      'latin1',
      at + 4,
      data.indexOf('trailer', at, 'latin1') > 0 ? data.indexOf('trailer', at, 'latin1') : data.length,
    );
    let objectNumber = 0;
    for (const line of text
      .split(/\r\n|\r|\n/)
      .map((l) => l.trim())
      .filter(Boolean)) {
      const sub = /^(\d+) (\d+)$/.exec(line);
      if (sub) {
        objectNumber = Number(sub[1]);
        continue;
      }
      const entry = /^(\d{10}) (\d{5}) ([nf])$/.exec(line);
      if (!entry) return 'a cross-reference entry is malformed';
      if (entry[3] === 'n') {
        const offset = Number(entry[1]);
        const key = `${objectNumber} ${Number(entry[2])}`;
        if (layout.objects.get(key) !== offset) return `the cross-reference of object ${key} is wrong`;
      }
      objectNumber++;
    }
  }
  return null;
}

/** A name anywhere in the document (dictionary keys and values, arrays) that makes it active. */
function activeContentIn(doc: PDFDocument): string | null {
  const seen = new Set<unknown>();
  const visit = (o: unknown): string | null => {
    if (o === undefined || o === null || seen.has(o)) return null;
    seen.add(o);
    if (o instanceof PDFName) {
      const name = o.decodeText();
      return ACTIVE_NAMES.has(name) ? name : null;
    }
    if (o instanceof PDFStream) return visit(o.dict);
    if (o instanceof PDFDict) {
      for (const [k, v] of o.entries()) {
        const found = visit(k) ?? visit(v);
        if (found) return found;
      }
      return null;
    }
    if (o instanceof PDFArray) {
      for (let i = 0; i < o.size(); i++) {
        const found = visit(o.get(i));
        if (found) return found;
      }
    }
    return null;
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = visit(object);
    if (found) return found;
  }
  return visit(doc.context.trailerInfo.Root ? doc.context.lookup(doc.context.trailerInfo.Root) : null);
}

/** Checks that `data` is a whole, well-formed, passive PDF document with at least one page. */
export async function checkPdfStructure(data: Buffer): Promise<StructureVerdict> {
  if (!endsWithEof(data)) return bad('the file does not end with %%EOF');
  const layout = scanPdf(data);
  if (typeof layout === 'string') return bad(layout);
  if (MARKUP.test(layout.outsideStreams)) return bad('markup outside the streams');
  const xref = checkCrossReferences(data, layout);
  if (xref) return bad(xref);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(data, { throwOnInvalidObject: true, updateMetadata: false, ignoreEncryption: false });
  } catch (err) {
    return bad(`pdf-lib: ${(err as Error).name}`);
  }
  try {
    if (doc.getPageCount() < 1) return bad('no page');
  } catch {
    return bad('the page tree is broken');
  }
  const active = activeContentIn(doc);
  if (active) return bad(`active content (/${active})`);
  return ok;
}

// ── JPEG ────────────────────────────────────────────────────────────────────

/** Markers with no length field: TEM and the restart markers. */
const STANDALONE = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);
/** Start-of-frame markers (baseline, progressive, lossless…), not DHT/JPG/DAC. */
const IS_SOF = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Walks a JPEG from SOI to EOI; null when the layout is sound. */
function walkJpeg(data: Buffer): string | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return 'no SOI';
  let pos = 2;
  let frame = false;
  let scan = false;
  while (pos < data.length) {
    if (data[pos] !== 0xff) return `a marker was expected at byte ${pos}`;
    while (data[pos] === 0xff) pos++; // fill bytes
    const marker = data[pos++];
    if (marker === undefined) return 'truncated marker';
    if (marker === 0xd9) {
      if (!frame || !scan) return 'EOI before a frame and a scan';
      return pos === data.length ? null : 'data after EOI';
    }
    if (marker === 0x00 || marker === 0xd8) return `unexpected marker ${marker.toString(16)}`;
    if (STANDALONE(marker)) continue;
    if (pos + 2 > data.length) return 'truncated segment';
    const length = data.readUInt16BE(pos);
    if (length < 2 || pos + length > data.length) return 'a segment runs past the end';
    if (IS_SOF(marker)) {
      if (length < 8) return 'short frame header';
      const height = data.readUInt16BE(pos + 3);
      const width = data.readUInt16BE(pos + 5);
      const components = data[pos + 7]!;
      if (width === 0 || height === 0 || ![1, 3, 4].includes(components)) return 'bad frame header';
      frame = true;
    }
    pos += length;
    if (marker === 0xda) {
      if (!frame) return 'scan before the frame';
      scan = true;
      // entropy-coded data: up to the next marker that is not a stuffed 0x00 or a restart marker
      while (pos < data.length) {
        if (data[pos] === 0xff) {
          const next = data[pos + 1];
          if (next === undefined) return 'truncated scan';
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
            pos += next === 0xff ? 1 : 2;
            continue;
          }
          break;
        }
        pos++;
      }
    }
  }
  return 'no EOI';
}

/** Checks that `data` is laid out as one whole JPEG picture: sound markers from SOI to EOI, nothing after it. */
export function checkJpegStructure(data: Buffer): StructureVerdict {
  const layout = walkJpeg(data);
  return layout ? bad(layout) : ok;
}
