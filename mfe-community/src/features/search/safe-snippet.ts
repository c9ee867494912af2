/**
 * The API's snippet is ts_headline output where only <mark> is markup and everything else is escaped; any other tag
 * is dropped here all the same, so a snippet can never carry more than highlighting.
 */
export const safeSnippet = (html: string) => html.replace(/<(?!\/?mark>)[^>]*>/gi, '');
