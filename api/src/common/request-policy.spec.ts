import { isSameOrigin, isWellFormedJson } from './request-policy';

describe('isSameOrigin', () => {
  it.each([
    ['http://localhost:3000', 'localhost:3000'],
    ['https://site.example', 'site.example'],
    ['https://site.example', 'site.example:443'],
    ['http://site.example', 'site.example:80'],
    ['HTTPS://Site.Example:8443', 'site.example:8443'],
    ['http://[::1]:3000', '[::1]:3000'],
    // a proxy that forwards the host name only (nginx's $host): compared by name
    ['http://site.example:8080', 'site.example'],
  ])('%s from a request to %s: same origin', (origin, host) => {
    expect(isSameOrigin(origin, host)).toBe(true);
  });

  it.each([
    ['https://evil.example', 'site.example'],
    ['https://site.example.evil.example', 'site.example'],
    ['https://evil.example/site.example', 'site.example'],
    ['http://site.example:8080', 'site.example:3000'],
    ['https://site.example', 'site.example:8443'],
    ['null', 'site.example'],
    ['', 'site.example'],
    ['site.example', 'site.example'],
    ['file:///etc/passwd', 'site.example'],
    ['chrome-extension://site.example', 'site.example'],
    ['http://site.example', ''],
  ])('%j from a request to %j: foreign', (origin, host) => {
    expect(isSameOrigin(origin, host)).toBe(false);
  });
});

describe('isWellFormedJson', () => {
  it('accepts well-formed strings, pairs included, in values and keys at any depth', () => {
    expect(isWellFormedJson({ a: ['x', { 'ké😀': '\ud83d\ude00' }], n: 1, b: true, z: null })).toBe(true);
    expect(isWellFormedJson(undefined)).toBe(true);
    expect(isWellFormedJson('plain')).toBe(true);
  });

  it.each([
    ['a lone high surrogate', { a: 'x\ud800' }],
    ['a lone low surrogate', ['\udc00']],
    ['a reversed pair', '\ude00\ud83d'],
    ['one in a key', { ok: 1, ['\ud800']: 2 }],
    ['one deep inside', { a: [[[{ b: [{ c: 'ok' }, '\udfff'] }]]] }],
  ])('refuses %s', (_what, value) => {
    expect(isWellFormedJson(value)).toBe(false);
  });

  it('walks a body nested 200,000 levels deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\ud800"${']'.repeat(200_000)}`);
    expect(isWellFormedJson(deep)).toBe(false);
  });
});
