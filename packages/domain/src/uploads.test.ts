import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MIME_TYPE_OF, UPLOAD_RULES, checkUpload, checkUploadCount, cleanFileName, detectFileKind, downloadFileName, fileKindOfMimeType, type FileKind } from './uploads';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0);
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n%âãÏÓ');

describe('detectFileKind', () => {
  it('reads the kind from the first bytes', () => {
    expect(detectFileKind(JPEG)).toBe('jpeg');
    expect(detectFileKind(PNG)).toBe('png');
    expect(detectFileKind(WEBP)).toBe('webp');
    expect(detectFileKind(PDF)).toBe('pdf');
  });

  it('refuses what Lull does not accept, whatever it is called', () => {
    expect(detectFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectFileKind(bytes('<!doctype html><script>'))).toBeNull();
    expect(detectFileKind(bytes('GIF89a', 0, 0, 0, 0, 0, 0))).toBeNull();
    expect(detectFileKind(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(detectFileKind(bytes(0xff, 0xd8))).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
  });
});

describe('checkUpload', () => {
  const file = (firstBytes: Uint8Array, size = 1000, name = 'photo.jpg') => ({ name, size, firstBytes });

  it('accepts a logo picture and a PDF certificate', () => {
    expect(checkUpload('logo', file(PNG))).toBeNull();
    expect(checkUpload('certificate', file(PDF))).toBeNull();
    expect(checkUpload('photo', file(WEBP))).toBeNull();
  });

  it('refuses a file over 5 MB by name, and allows exactly 5 MB', () => {
    expect(checkUpload('certificate', file(PDF, MAX_UPLOAD_BYTES + 1, 'licence.pdf'))).toBe('File "licence.pdf" is too large. Maximum size is 5MB');
    expect(checkUpload('certificate', file(PDF, MAX_UPLOAD_BYTES))).toBeNull();
  });

  it('lists the types a purpose takes when the content is of another', () => {
    expect(checkUpload('logo', file(PDF, 1000, 'logo.png'))).toBe('File type not supported. Please use: jpg, jpeg, png, webp');
    expect(checkUpload('certificate', file(WEBP))).toBe('File type not supported. Please use: pdf, jpg, jpeg, png');
    expect(checkUpload('logo', file(bytes('<svg>'), 1000, 'logo.png'))).toBe('File type not supported. Please use: jpg, jpeg, png, webp');
  });

  it('refuses an empty file', () => {
    expect(checkUpload('logo', file(new Uint8Array(), 0))).toBe('That file is empty.');
  });
});

describe('checkUploadCount', () => {
  it('allows one logo, five certificates and four photos', () => {
    expect(checkUploadCount('logo', 0, 1)).toBeNull();
    expect(checkUploadCount('logo', 1, 1)).toBe('You can only upload up to 1 files');
    expect(checkUploadCount('certificate', 3, 2)).toBeNull();
    expect(checkUploadCount('certificate', 3, 3)).toBe('You can only upload up to 5 files');
    expect(checkUploadCount('photo', 4, 1)).toBe('You can only upload up to 4 files');
  });
});

describe('cleanFileName', () => {
  it('keeps only the last part of a path, without control characters or leading dots', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\amy\\Licence 2026.pdf')).toBe('Licence 2026.pdf');
    expect(cleanFileName('..')).toBe('file');
    expect(cleanFileName('.htaccess')).toBe('htaccess');
    expect(cleanFileName('bad\u0000name\n.png')).toBe('badname.png');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
  });

  it('never keeps half of a character the 200-unit cut split', () => {
    // 100 emoji are 200 code units; with 'a.pdf' the cut falls inside the first one kept.
    const cut = cleanFileName(`${'😀'.repeat(100)}a.pdf`);
    expect(cut).toBe(`${'😀'.repeat(97)}a.pdf`);
    expect(cut).not.toMatch(/^[\uDC00-\uDFFF]/);
  });
});

describe('downloadFileName', () => {
  it('takes the extension from the kind the content was detected as, never from the name it was sent with', () => {
    const cases: [string, FileKind, string][] = [
      ['x.html', 'pdf', 'x.pdf'],
      ['Licence.pdf', 'pdf', 'Licence.pdf'],
      ['logo.PNG', 'png', 'logo.png'],
      ['IMG_0042.JPG', 'jpeg', 'IMG_0042.jpg'],
      ['photo.jpeg', 'webp', 'photo.webp'],
      ['invoice.svg', 'png', 'invoice.png'],
      ['report.pdf.exe', 'pdf', 'report.pdf.pdf'],
      ['no extension', 'pdf', 'no extension.pdf'],
    ];
    for (const [sent, kind, downloaded] of cases) expect(downloadFileName(sent, kind), sent).toBe(downloaded);
  });

  it('keeps a base name that is safe in a header and on any file system', () => {
    expect(downloadFileName('../../etc/passwd.html', 'pdf')).toBe('passwd.pdf');
    expect(downloadFileName('a"b;c\\d.html', 'pdf')).toBe('d.pdf');
    expect(downloadFileName('quote" ; filename=evil.html', 'pdf')).toBe('quote_ _ filename_evil.pdf');
    expect(downloadFileName('line\r\nSet-Cookie: a=b.html', 'pdf')).toBe('lineSet-Cookie_ a_b.pdf');
    // A right-to-left override would show "x\u202Efdp.html" as "xlmth.pdf".
    expect(downloadFileName('x\u202Efdp.html', 'pdf')).toBe('x_fdp.pdf');
    expect(downloadFileName('Café licence (2026).pdf', 'pdf')).toBe('Café licence (2026).pdf');
    expect(downloadFileName('..', 'pdf')).toBe('file.pdf');
    expect(downloadFileName('.html', 'pdf')).toBe('html.pdf');
    expect(downloadFileName('  ..  .pdf', 'pdf')).toBe('file.pdf');
    expect(downloadFileName('con.html', 'pdf')).toBe('con_.pdf');
    expect(downloadFileName(`${'a'.repeat(300)}.html`, 'jpeg')).toBe(`${'a'.repeat(100)}.jpg`);
  });

  it('gives a name with no extension when the kind is not one Lull stores', () => {
    expect(downloadFileName('x.html', null)).toBe('x');
  });

  it('every kind an upload rule takes has an extension the file picker offers, and its MIME type maps back', () => {
    for (const rule of Object.values(UPLOAD_RULES)) {
      for (const kind of rule.kinds) {
        expect(rule.extensions).toContain(downloadFileName('f', kind).split('.').pop());
        expect(fileKindOfMimeType(MIME_TYPE_OF[kind])).toBe(kind);
      }
    }
    expect(fileKindOfMimeType('text/html')).toBeNull();
  });
});
