/*
 * The contact module's face for plain queries other modules need, under the repository's own name rather than
 * wrapped in a renaming function (decision 043); its use cases come from its *.service.ts files.
 */
export { anonymiseMessagesFrom } from './contact.repository';
