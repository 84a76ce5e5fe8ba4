// TEMPORARY placeholder until the head builders land.
export interface PageHead { title: string; description: string; canonicalPath: string; noindex?: boolean }
const h = (title: string): PageHead => ({ title, description: '', canonicalPath: '/' });
export const homeHead = (_o?: { noindex?: boolean }) => h('Lull — Book off-peak beauty & wellness');
export const servicesHead = (_f: unknown) => h('Services · Lull');
export const landingHead = (_l: unknown) => h('Landing · Lull');
export const merchantHead = (m: { business_name: string }, _s: unknown, _r: unknown) => h(`${m.business_name} · Lull`);
export const bookingHead = (_s: unknown) => h('Book · Lull');
export const staticHead = (p: string) => h(`${p} · Lull`);
export const notFoundHead = () => h('Page not found · Lull');
export const headTags = (head: PageHead, _u: string, _n: string) => `<title>${head.title}</title>`;
