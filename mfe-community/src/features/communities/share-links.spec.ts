import { shareLinks } from './share-links';

it('every share link carries the encoded page address', () => {
  const url = 'http://localhost:3000/community/educators';
  const links = shareLinks(url, 'Educators');
  expect(links.map((l) => l.id)).toEqual(['facebook', 'x', 'linkedin', 'email']);
  for (const l of links) expect(l.href).toContain(encodeURIComponent(url));
  expect(links[3].href.startsWith('mailto:')).toBe(true);
});
