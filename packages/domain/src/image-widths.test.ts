import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, isImageWidth } from './image-widths';

const url = '/api/files/0e558c0e-a880-42be-a9e7-7d70e1cf7043';

describe('image widths', () => {
  it('offers a stored picture at every width', () => {
    expect(imageSrcSet(url)).toBe(`${url}?w=320 320w, ${url}?w=480 480w, ${url}?w=640 640w, ${url}?w=960 960w`);
  });

  it('has no variants of a picture stored elsewhere', () => {
    expect(imageSrcSet('https://example.com/a.webp')).toBeUndefined();
    expect(imageSrcSet(`${url}?download`)).toBeUndefined();
  });

  it('accepts only the listed widths', () => {
    expect(IMAGE_WIDTHS.every(isImageWidth)).toBe(true);
    expect([0, 100, 481, 1920].some(isImageWidth)).toBe(false);
  });
});
