/** The site's own name, as titles and link previews show it. */
export const SITE_NAME = 'Lull';

/** The title of the home page and of any page that names none. */
export const SITE_TITLE = 'Lull — Book off-peak beauty & wellness';

/**
 * A page's full title from its own name: 'FAQs · Lull'. The browser tab (DocumentTitle) and the server-rendered
 * `<title>` both write it here, so a page's title does not change when the app takes over from the server's HTML.
 */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_TITLE;
}
