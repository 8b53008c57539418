import { Readable } from 'node:stream';

const FORMULA_START = /^[=+\-@\t\r]/;
// Every lead's phone starts with '+' ('+1 …', '+44 …'). Digits and separators alone cannot call a
// function or another program, so such a cell is left as typed; anything more still gets the quote.
const PHONE = /^\+[\d\s().-]+$/;

type Cell = string | number | boolean;

const cell = (value: Cell) => {
  let s = String(value);
  if (FORMULA_START.test(s) && !PHONE.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** One RFC 4180 line, CRLF included; formula-like cells get a leading quote. */
export const csvLine = (row: ReadonlyArray<Cell>) => row.map(cell).join(',') + '\r\n';

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<Cell>>): string {
  return [header, ...rows].map(csvLine).join('');
}

/**
 * A CSV as a stream: the header at once, then one string per chunk of rows as the source yields
 * them. Backpressure comes from Readable.from: the next chunk is read when the socket drains.
 */
export function csvStream<T>(header: readonly string[], chunks: AsyncIterable<T[]>, toRow: (item: T) => ReadonlyArray<Cell>): Readable {
  async function* lines() {
    yield csvLine(header);
    for await (const items of chunks) yield items.map((i) => csvLine(toRow(i))).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}
