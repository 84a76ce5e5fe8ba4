/// <reference lib="dom" />
// Logos: a monogram or wordmark in one of three layouts, in the palette of the business's style.
import { type Ctx, ellipse } from './canvas';
import { luminance, rgba, shade } from './colour';
import type { Style } from './job';
import type { Rng } from './random';

export const LOGO_PALETTES: Record<Style, [string, string][]> = {
  brows: [['#e9d7c9', '#5a3b2e'], ['#2f2a2a', '#e8c9a8']],
  hair: [['#1f2a2e', '#e9dcc6'], ['#d9c3a5', '#3a2a22']],
  nails: [['#f2d4d2', '#7a2740'], ['#7a2740', '#f6e4df']],
  massage: [['#3d4a3f', '#efe6d6'], ['#e6dccb', '#4a3b2c']],
  skincare: [['#dfe7e2', '#2f4a43'], ['#f1e6dc', '#8a5a44']],
  wellness: [['#c9d3c0', '#33422f'], ['#2c3b37', '#e6dcc8']],
};

/** Words that describe the trade rather than name the business; they become the small tagline. */
export const TRADE_WORDS = /^(brow|lash|nail|hair|skin|massage|wellness|bodywork|studio|salon|lounge|clinic|rooms?|house|bar)$/i;

/** Sets tracked, upper-case sans text, shrinking it until it fits the width. */
export function trackedText(ctx: Ctx, text: string, x: number, y: number, maxWidth: number, size: number): void {
  let fontSize = size;
  const set = () => {
    ctx.letterSpacing = `${Math.max(1, fontSize / 4.5)}px`;
    ctx.font = `${fontSize}px "Liberation Sans", "DejaVu Sans", sans-serif`;
  };
  set();
  while (ctx.measureText(text).width > maxWidth && fontSize > 8) {
    fontSize -= 0.5;
    set();
  }
  ctx.fillText(text, x, y);
  ctx.letterSpacing = '0px';
}

/** Sets serif text at the largest size up to `size` that fits the width. */
export function serifText(ctx: Ctx, text: string, x: number, y: number, maxWidth: number, size: number, italic: boolean): void {
  let fontSize = size;
  const set = () => (ctx.font = `${italic ? 'italic ' : ''}${fontSize}px "Liberation Serif", "DejaVu Serif", serif`);
  set();
  while (ctx.measureText(text).width > maxWidth && fontSize > 12) {
    fontSize -= 1;
    set();
  }
  ctx.fillText(text, x, y);
}

/**
 * A boutique-style logo on a calm ground, in one of three layouts: a monogram in a fine double ring,
 * a stacked serif wordmark over a hairline rule, or a monogram framed by an arch.
 */
export function paintLogo(ctx: Ctx, r: Rng, size: number, name: string, style: Style, layout: number, palette: number): void {
  const options = LOGO_PALETTES[style];
  const [bgColor, ink] = options[palette % options.length] as [string, string];
  const g = ctx.createRadialGradient(size * 0.35, size * 0.3, 10, size / 2, size / 2, size * 0.8);
  g.addColorStop(0, shade(bgColor, 0.08));
  g.addColorStop(1, shade(bgColor, -0.06));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, size, size);

  const words = name.replace(/&/g, ' & ').split(/\s+/).filter(Boolean);
  const significant = words.filter((w) => !/^(the|and|of|&)$/i.test(w));
  const initials = significant.filter((w) => !TRADE_WORDS.test(w)).slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '');
  const monogram = words.includes('&') && initials.length === 2 ? `${initials[0]}&${initials[1]}` : initials.join('');
  const trade = words.filter((w) => TRADE_WORDS.test(w));
  const main = words.filter((w) => !TRADE_WORDS.test(w)).join(' ');
  const tagline = (trade.length ? trade.join(' ') : 'London').toUpperCase();

  ctx.fillStyle = ink;
  ctx.strokeStyle = rgba(ink, 0.75);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const cx = size / 2;
  if (layout === 1) {
    // stacked wordmark: the name in serif (two lines if long), a hairline rule, the trade in small caps
    const lines = main.length > 12 && main.includes(' ') ? splitInTwo(main) : [main];
    const italic = r.chance(0.5);
    const top = lines.length === 2 ? size * 0.36 : size * 0.44;
    lines.forEach((line, i) => serifText(ctx, line, cx, top + i * size * 0.16, size * 0.84, lines.length === 2 ? 40 : 46, italic));
    const ruleY = top + (lines.length - 1) * size * 0.16 + size * 0.13;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(cx - 22, ruleY);
    ctx.lineTo(cx + 22, ruleY);
    ctx.stroke();
    ellipse(ctx, cx, ruleY, 2, 2, ink);
    ctx.fillStyle = ink;
    trackedText(ctx, tagline, cx, ruleY + size * 0.09, size * 0.8, 12);
  } else if (layout === 2) {
    // arch: a doorway outline framing the monogram, the full name beneath
    const aw = size * 0.42;
    const ah = size * 0.5;
    const ax = cx - aw / 2;
    const ay = size * 0.12;
    const arch = (inset: number) => {
      ctx.beginPath();
      ctx.moveTo(ax + inset, ay + ah - inset);
      ctx.lineTo(ax + inset, ay + aw / 2);
      ctx.arc(cx, ay + aw / 2, aw / 2 - inset, Math.PI, 0);
      ctx.lineTo(ax + aw - inset, ay + ah - inset);
      ctx.closePath();
    };
    ctx.fillStyle = rgba(shade(bgColor, luminance(bgColor) > 0.5 ? -0.06 : 0.08), 0.8);
    arch(0);
    ctx.fill();
    ctx.lineWidth = 1.4;
    arch(0);
    ctx.stroke();
    ctx.lineWidth = 0.8;
    arch(6);
    ctx.stroke();
    ctx.fillStyle = ink;
    serifText(ctx, monogram, cx, ay + ah * 0.58, aw * 0.8, monogram.length > 2 ? 40 : 52, true);
    trackedText(ctx, name.toUpperCase(), cx, size * 0.76, size * 0.86, 14);
    trackedText(ctx, 'LONDON', cx, size * 0.85, size * 0.5, 9);
  } else {
    // fine double ring around an italic monogram, the name tracked out below
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(cx, size * 0.43, size * 0.27, 0, Math.PI * 2);
    ctx.stroke();
    ctx.lineWidth = 0.8;
    ctx.beginPath();
    ctx.arc(cx, size * 0.43, size * 0.25, 0, Math.PI * 2);
    ctx.stroke();
    serifText(ctx, monogram, cx, size * 0.44, size * 0.42, monogram.length > 2 ? 50 : 64, true);
    trackedText(ctx, name.toUpperCase(), cx, size * 0.83, size * 0.86, 15);
  }
}

/** Splits a phrase into two lines of similar length. */
export function splitInTwo(text: string): [string, string] {
  const words = text.split(' ');
  let best: [string, string] = [text, ''];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    if (Math.abs(a.length - b.length) < bestDiff) {
      bestDiff = Math.abs(a.length - b.length);
      best = [a, b];
    }
  }
  return best;
}
