import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** Which projects Nx considers affected by a change to these files (the set `nx affected -t build` rebuilds). */
function affectedBy(...files: string[]): string[] {
  const out = execFileSync(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects', '--affected', `--files=${files.join(',')}`, '--json'], {
    cwd: root,
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
    encoding: 'utf8',
  });
  return (JSON.parse(out.trim().split('\n').pop()!) as string[]).sort();
}

describe('independent slices (nx affected)', () => {
  // Until issue 11 §2 (server rendering from each slice's own server container), the shell's pre-render bundle
  // compiles the slices' sources, and its build declares them as inputs: so a slice change also affects the shell,
  // which Nx now knows instead of leaving a stale bundle behind (or restoring one from its cache).
  it('a change inside mfe-community affects that slice, and the shell whose pre-render bundle compiles it', () => {
    expect(affectedBy('mfe-community/src/pages/community-list-page.tsx')).toEqual(['@cci/mfe-community', '@cci/shell']);
  });


  it('a change inside the shell affects the shell alone', () => {
    expect(affectedBy('shell/src/routes.ts')).toEqual(['@cci/shell']);
  });

  it('a change in the shared design system affects every front end, not the API', () => {
    expect(affectedBy('shared-ui/src/theme.ts')).toEqual(['@cci/mfe-admin', '@cci/mfe-community', '@cci/mfe-dashboard', '@cci/mfe-public', '@cci/shared-ui', '@cci/shell']);
  });
});
