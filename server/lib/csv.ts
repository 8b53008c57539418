const FORMULA_START = /^[=+\-@\t\r]/;
// Every contact phone starts with '+' ('+1 …', '+44 …'). Digits and separators alone cannot call a
// function or another program, so such a cell is left as typed; anything more still gets the quote.
const PHONE = /^\+[\d\s().-]+$/;

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean>>): string {
  const cell = (value: string | number | boolean) => {
    let s = String(value);
    if (FORMULA_START.test(s) && !PHONE.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
