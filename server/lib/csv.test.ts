import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['1', 2],
          [true, 'x'],
        ],
      ),
    ).toBe('A,B\r\n1,2\r\ntrue,x\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks, doubling quotes', () => {
    expect(toCsv(['v'], [['a,b'], ['say "hi"'], ['line\nbreak'], ['cr\rhere']])).toBe(
      'v\r\n"a,b"\r\n"say ""hi"""\r\n"line\nbreak"\r\n"cr\rhere"\r\n',
    );
  });

  it.each([
    '=1+1',
    '+SUM(A1)',
    '-1',
    '@SUM(A1)',
    '\tTAB',
    '\rCR',
    "+1+cmd|' /C calc'!A0",
    "+44 20 7946 0958+cmd|' /C calc'!A0",
    '=HYPERLINK("http://evil.example","Click")',
    '+1 555 0100\n=1+1',
    '+1 (555) 0100 x',
    '+',
  ])('prefixes a formula-like cell %j with a quote', (value) => {
    const csv = toCsv(['v'], [[value]]);
    const cell = csv.split('\r\n').slice(1).join('\r\n').replace(/\r\n$/, '');
    expect(cell.replace(/^"|"$/g, '').startsWith(`'${value[0]}`)).toBe(true);
  });

  it('quotes and prefixes a formula that also holds quotes', () => {
    expect(toCsv(['v'], [['=HYPERLINK("http://x","y")']])).toBe('v\r\n"\'=HYPERLINK(""http://x"",""y"")"\r\n');
  });

  it.each(['+1 5551234567', '+44 20 7946 0958', '+1 (555) 123-4567', '+1.555.123.4567'])('leaves a phone number %j as typed', (phone) => {
    expect(toCsv(['Phone'], [[phone]])).toBe(`Phone\r\n${phone}\r\n`);
  });

  it('leaves ordinary text, numbers and inner = signs alone', () => {
    expect(toCsv(['v'], [['a=b'], [42], ['mail@example.com']])).toBe('v\r\na=b\r\n42\r\nmail@example.com\r\n');
  });

  it('also escapes header cells', () => {
    expect(toCsv(['=evil', 'ok'], [])).toBe("'=evil,ok\r\n");
  });
});
