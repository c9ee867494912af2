import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** Which projects Nx considers affected by a change to these files (the set `nx affected -t build` rebuilds). */
function affectedBy(...files: string[]): string[] {
  const out = execFileSync(
    process.execPath,
    [join(root, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects', '--affected', `--files=${files.join(',')}`, '--json'],
    {
      cwd: root,
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
      encoding: 'utf8',
    },
  );
  return (JSON.parse(out.trim().split('\n').pop()!) as string[]).sort();
}

describe('independent slices (nx affected)', () => {
  // The shell's server build carries no slice: the API loads each slice's server container at run time.
  it('a change inside mfe-community affects that slice alone', () => {
    expect(affectedBy('mfe-community/src/pages/community-list-page.tsx')).toEqual(['@cci/mfe-community']);
  });

  it('a change inside the shell affects the shell alone', () => {
    expect(affectedBy('shell/src/routes.ts')).toEqual(['@cci/shell']);
  });

  it('a change in the shared design system affects every front end, not the API', () => {
    expect(affectedBy('shared-ui/src/theme.ts')).toEqual([
      '@cci/forum-ui',
      '@cci/mfe-admin',
      '@cci/mfe-community',
      '@cci/mfe-dashboard',
      '@cci/mfe-public',
      '@cci/shared-ui',
      '@cci/shell',
    ]);
  });
});
