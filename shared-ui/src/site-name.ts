/** The site's name: in every document title, and its Open Graph site name. */
export const SITE = 'The AI Network';
