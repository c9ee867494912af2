import { assemble, jsonForScript } from './prerender';
import { servedFolderOf } from './releases';

describe('pre-rendered page assembly', () => {
  const template = '<!doctype html><html><head><title>t</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

  it('puts the styles in <head>, the markup in #root (marked not ready) and the data in a JSON script', () => {
    const html = assemble(template, { html: '<main>Hi</main>', styles: '<style data-styled="active">a{}</style>', data: { '/api/x': [1] } })!;
    expect(html).toContain('<style data-styled="active">a{}</style></head>');
    expect(html).toContain('<div id="root" aria-disabled="true" data-prerendered=""><main>Hi</main></div>');
    expect(html).toContain('<script type="application/json" id="prerendered-data">{"/api/x":[1]}</script>');
  });

  it('takes markup and data literally (no $& or $1 expansion)', () => {
    const html = assemble(template, { html: '<p>$& $1 $`</p>', styles: '', data: { k: "$' $&" } })!;
    expect(html).toContain('<p>$& $1 $`</p>');
    expect(html).toContain('{"k":"$\' $&"}');
  });

  it('data can never close its <script> or open a comment', () => {
    const json = jsonForScript({ title: '</script><script>alert(1)</script><!--', sep: '\u2028\u2029' });
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--', sep: '\u2028\u2029' });
  });

  it('gives up (null) on a template without the mount point', () => {
    expect(assemble('<html><head></head><body></body></html>', { html: '', styles: '', data: {} })).toBeNull();
  });
});

describe('servedFolderOf (which build of a slice /mf-remotes.json points at)', () => {
  it('maps the current build and releases to their folders', () => {
    expect(servedFolderOf('/mfe/community/mf-manifest.json')).toBe('mfe-community/dist');
    expect(servedFolderOf('/mfe/public/releases/2026-11-21_a/mf-manifest.json')).toBe('releases/public/2026-11-21_a');
  });
  it('knows nothing of other slices, bad release ids or other hosts', () => {
    for (const url of ['/mfe/other/mf-manifest.json', '/mfe/community/releases/../x/mf-manifest.json', '/mfe/community/releases/.hidden/mf-manifest.json', 'https://cdn.example/mfe/community/mf-manifest.json', '/mfe/community/remoteEntry.js']) {
      expect(servedFolderOf(url)).toBeUndefined();
    }
  });
});
