import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, exportFileName } from './csv';

/** A minimal RFC 4180 reader, to check that what is written reads back as the cells that went in. */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const character = line[i]!;
    if (quoted) {
      if (character === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  cells.push(cell);
  return cells;
}

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
        const cells = parseLine(line.slice(0, -2));
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

describe('export file names', () => {
  it('are dated in London', () => {
    expect(exportFileName('bookings', new Date('2026-07-01T23:30:00Z'))).toBe('bookings-2026-07-02.csv');
    expect(exportFileName('users', new Date('2026-12-31T23:30:00Z'))).toBe('users-2026-12-31.csv');
  });
});
