/**
 * What the web app's server build (apps/web/src/entry-server.tsx) is asked and answers, and what the API's web-app
 * plugin sends and caches: one shape for both sides, which cannot import each other.
 */

export interface PageRequest {
  /** The path and query string asked for. */
  url: string;
  /** The visitor's Cookie header: with one, the page is drawn for whoever is signed in. */
  cookie?: string;
  /** This response's Content-Security-Policy nonce, for the page's inline scripts. */
  nonce: string;
}

export interface DrawnPage {
  status: number;
  /** Set with a 3xx status: where the page has moved. */
  location?: string;
  /** Tags for <head>: title, description, canonical, link previews, structured data. */
  head: string;
  /** What goes inside #root; empty for a page left to the browser to draw (a signed-in person's). */
  body: string;
  /** What follows #root: the data the browser hydrates from. */
  scripts: string;
  /** The route pattern drawn ('/merchant/:merchantId'), which names the scripts to preload. */
  pattern: string | null;
}
