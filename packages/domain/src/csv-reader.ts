/**
 * Reads a whole CSV file as `csvLine` writes it (RFC 4180: CRLF after every record, quoted fields may hold commas,
 * quotes and line breaks). The tests read exports back with it to prove each cell comes back as it went in.
 * Throws on a file that ends inside a quoted field or without its final CRLF: a truncated download.
 */
export function parseCsv(file: string): string[][] {
  // The byte-order mark the exports start with (CSV_BYTE_ORDER_MARK) is the file's encoding, not part of a cell.
  const text = file.startsWith('\uFEFF') ? file.slice(1) : file;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i]!;
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(cell);
      cell = '';
    } else if (character === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += character;
  }
  if (quoted) throw new Error('the file ends inside a quoted field');
  if (cell !== '' || record.length > 0) throw new Error('the file does not end with a CRLF');
  return records;
}
