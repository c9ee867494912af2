import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SLICE_LIST } from './release/layout.cjs';

/**
 * One router on the page: every app imports it from the shared `@cci/shared-ui/router`. A direct import of
 * react-router(-dom) would bundle a private copy into that app, whose hooks see no <BrowserRouter> (useParams → {}).
 */
describe('router imports', () => {
  it('no source file outside shared-ui/src/router imports react-router or react-router-dom', () => {
    const root = path.resolve(__dirname, '..');
    const dirs = ['shell/src', ...SLICE_LIST.map((s) => `${s.folder}/src`), 'shared-ui/src', 'forum-ui/src'];
    let out = '';
    try {
      out = execFileSync('grep', ['-rnE', 'from [\'"]react-router(-dom)?(/[^\'"]*)?[\'"]', '--include=*.ts', '--include=*.tsx', ...dirs], {
        cwd: root,
        encoding: 'utf8',
      });
    } catch (err) {
      if ((err as { status?: number }).status !== 1) throw err; // grep exits 1 when nothing matches
    }
    const offenders = out.split('\n').filter((line) => line && !line.startsWith('shared-ui/src/router/'));
    expect(offenders).toEqual([]);
  });
});
