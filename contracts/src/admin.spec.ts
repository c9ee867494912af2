import { CreateArticleSchema, CreateEventSchema, IMAGE_PATH_MESSAGE, isSiteImagePath } from './admin';
import { validateWith } from './validation';

describe("image fields: only this site's paths", () => {
  it.each(['/images/a.png', '/images/events/pitch-night.svg', '/a', '/images/a.png?v=2#x', '/images/%2F%2Fhost.png', ''])(
    'accepts %j',
    (image) => {
      expect(isSiteImagePath(image)).toBe(true);
    },
  );

  it.each([
    '//other-host/x.png',
    '///other-host/x.png',
    '/\\other-host/x.png',
    '\\\\other-host\\x.png',
    '/images\\x.png',
    'https://images.example.com/x.png',
    'http://example.com/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'images/x.png',
    '/images/a b.png',
    '/images/a\tb.png',
    '/images/x.png\n//evil',
    '/images/\u0000.png',
    '/images/\u0085.png',
  ])('refuses %j', (image) => {
    expect(isSiteImagePath(image)).toBe(false);
  });

  it('the schemas trim, keep empty as none, and give one short message', () => {
    const validate = validateWith(CreateArticleSchema);
    expect(validate({ title: 'T', image: '//other-host/x.png' })).toEqual({ image: IMAGE_PATH_MESSAGE });
    expect(validateWith(CreateEventSchema)({ title: 'T', date: 'd', location: 'l', image: 'https://cdn.example/x.png' })).toEqual({
      image: IMAGE_PATH_MESSAGE,
    });
    expect(validate({ title: 'T', image: '  /images/a.png  ' })).toBeUndefined();
    expect(validate({ title: 'T', image: '' })).toBeUndefined();
    expect(validate({ title: 'T', image: null })).toBeUndefined();
    expect(IMAGE_PATH_MESSAGE.length).toBeLessThan(70);
  });
});
