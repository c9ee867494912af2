import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A <script> with a body: no src, and not a data block (type="application/json" and the like). */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(?!module|text\/javascript|application\/javascript)[^\s"'>]+/i;

/**
 * The CSP hashes ('sha256-…') of the inline scripts of an HTML page: what a policy without 'unsafe-inline' must list
 * for the browser to run them. Scripts with a src and data blocks (<script type="application/json">) need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes) || !body.trim()) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The hashes of the inline scripts of the built shell page (shell/dist/index.html: its early-input capture), read
 * once at boot; none when the shell is not built. A shell rebuilt with a different inline script needs a restart.
 */
export function shellInlineScriptHashes(webRoot: string): string[] {
  try {
    return inlineScriptHashes(fs.readFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
