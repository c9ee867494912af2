import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inline-scripts';

const sha = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script body exactly as written, once', () => {
    const html =
      '<head><script>(function(){var a=1})();</script><script defer src=/main.js></script>' +
      '<script type="module">export{}</script><script>(function(){var a=1})();</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('(function(){var a=1})();'), sha('export{}')]);
  });

  it('skips scripts with a src, data blocks and empty scripts', () => {
    const html =
      '<script src="/a.js"></script><script type="application/json" id="prerendered-data">{"a":1}</script>' +
      '<script type=application/ld+json>{}</script><script> </script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
