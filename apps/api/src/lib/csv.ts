// CSV in and out for the back-office's files (route planner files, user imports, reports).
// Reading: UTF-8 (with or without BOM) or Windows-1252 (what Excel saves in Quebec), `,` or `;`
// separated (guessed from the header line), RFC 4180 quoting ("a ""b""", separators and line
// breaks inside quotes), CRLF or LF. Writing: RFC 4180, and a cell a spreadsheet would run as a
// formula (=, +, -, @, tab, CR first) is prefixed with ' (OWASP CSV injection).

/** The file's text: UTF-8 when it decodes as such, else Windows-1252. */
export function decodeCsv(data: Uint8Array): string {
  let bytes = data;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export interface CsvRecord {
  /** the file line the record starts on (1 = the first line) */
  line: number;
  cells: string[];
  /** the file ended inside this record's quotes (a quote never closed) */
  open?: true;
}

/** The separator of a file: `;` when its first line has more of them than commas (outside quotes). */
export function guessSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semis = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semis++;
  }
  return semis > commas ? ';' : ',';
}

/** The records of a CSV text; blank lines are skipped. */
export function parseCsv(text: string, separator: ',' | ';' = guessSeparator(text)): CsvRecord[] {
  const out: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endRecord = () => {
    cells.push(cell);
    if (touched || cells.length > 1 || cells[0] !== '') out.push({ line: start, cells, ...(quoted ? { open: true as const } : {}) });
    cells = [];
    cell = '';
    touched = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      quoted = true;
      touched = true;
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0 || touched) endRecord();
  return out;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell, quoted when needed, never a spreadsheet formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A CSV document (CRLF line ends, as RFC 4180 and Excel want). */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A CSV file for a spreadsheet: a byte-order mark first, so Excel reads it as UTF-8 (é stays é). */
export function csvFile(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return '\uFEFF' + toCsv(rows);
}
