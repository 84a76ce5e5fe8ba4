/**
 * The widths a stored picture is served at (`/api/files/:id?w=480`), so a phone downloads the size it shows
 * rather than the original. A fixed list: every width is a variant the server makes once and browsers cache.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/**
 * The `srcset` of a stored picture: one variant per width (the server never makes one wider than the original,
 * so a smaller original is simply sent at its own size). A picture stored elsewhere has none: undefined.
 */
export function imageSrcSet(url: string): string | undefined {
  if (!/^\/api\/files\/[0-9a-f-]{36}$/i.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}
