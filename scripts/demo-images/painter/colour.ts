/// <reference lib="dom" />
// Hex colour arithmetic: blends, shades, brightness.

export function rgbOf(color: string): [number, number, number] {
  const n = parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function hexOf(r: number, g: number, b: number): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return '#' + ((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1);
}
/** Linear blend of two hex colours. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgbOf(a);
  const [r2, g2, b2] = rgbOf(b);
  return hexOf(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
/** Positive amounts lighten towards white, negative darken towards a warm black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#140c08', -amount);
}
/** Relative brightness, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const [r, g, b] = rgbOf(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
export function rgba(color: string, alpha: number): string {
  const [r, g, b] = rgbOf(color);
  return `rgba(${r},${g},${b},${alpha})`;
}
