import fs from 'node:fs';
import path from 'node:path';

/**
 * A development secret kept in a file of the state folder (0600), generated on first use and reused on later
 * boots. Two processes booting at once must not each write their own: the file is created with 'wx' and whoever
 * loses the race reads the winner's. A file holding fewer than `minLength` characters is an error, not a
 * silent regeneration (sessions or logins would break unexpectedly).
 */
export function readOrCreateSecretFile(
  file: string,
  opts: { generate: () => string; minLength: number },
): { value: string; created: boolean } {
  let created = false;
  if (readSecretFile(file, opts.minLength) === undefined) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, `${opts.generate()}\n`, { mode: 0o600, flag: 'wx' });
      created = true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const value = readSecretFile(file, opts.minLength);
  if (value === undefined) throw new Error(`cannot read ${file}`);
  return { value, created };
}

/** The secret in `file`; undefined when there is no file; an error for one too short to use. */
function readSecretFile(file: string, minLength: number): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const value = text.trim();
  if (value.length < minLength) throw new Error(`${file} must hold at least ${minLength} characters (delete it to get a new one)`);
  return value;
}
