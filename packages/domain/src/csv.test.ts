import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BYTE_ORDER_MARK, csvCell, csvLine, exportFileName } from './csv';
import { parseCsv } from './csv-reader';

describe('CSV cells', () => {
  it.each([
    ['Priya Shah', 'Priya Shah'],
    ['Shah, Priya', '"Shah, Priya"'],
    ['She said "hi"', '"She said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers, booleans and nothing as they are', () => {
    expect(csvLine([-5.5, 12, true, null, undefined])).toBe('-5.5,12,true,,\r\n');
  });

  it('reads back as the text that went in, and no cell starts a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 }), (values) => {
        const line = csvLine(values);
        expect(line.endsWith('\r\n')).toBe(true);
        const [cells = []] = parseCsv(line);
        expect(cells).toHaveLength(values.length);
        cells.forEach((cell, index) => {
          const value = values[index]!;
          expect(cell).toBe(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
          expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        });
      }),
    );
  });
});

describe('reading a CSV file back', () => {
  it('reads quoted commas, quotes and line breaks, and refuses a truncated file', () => {
    expect(parseCsv('a,"b, c","say ""hi""","x\r\ny"\r\n,\r\n')).toEqual([['a', 'b, c', 'say "hi"', 'x\r\ny'], ['', '']]);
    expect(() => parseCsv('a,"b\r\n')).toThrow('inside a quoted field');
    expect(() => parseCsv('a,b')).toThrow('does not end with a CRLF');
  });

  it('takes the byte-order mark an export starts with as the encoding, not as part of the first cell', () => {
    expect(CSV_BYTE_ORDER_MARK).toBe('\uFEFF');
    expect(parseCsv(`${CSV_BYTE_ORDER_MARK}Name\r\nSinéad\r\n`)).toEqual([['Name'], ['Sinéad']]);
  });
});

describe('export file names', () => {
  it('are dated in London', () => {
    expect(exportFileName('bookings', new Date('2026-07-01T23:30:00Z'))).toBe('bookings-2026-07-02.csv');
    expect(exportFileName('users', new Date('2026-12-31T23:30:00Z'))).toBe('users-2026-12-31.csv');
  });
});
