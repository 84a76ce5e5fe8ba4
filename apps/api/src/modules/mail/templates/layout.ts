/** Wraps mail content in a plain, accessible HTML layout; the text part is always sent alongside. */
export function mailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#faf5fb;font-family:Arial,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-family:Georgia,serif;font-size:24px;color:#6b3474;margin:0 0 24px">Lull</p>
${bodyHtml}
<p style="font-size:12px;color:#57534e;margin-top:32px">Lull · Book off-peak beauty and wellness in London</p>
</div></body></html>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
