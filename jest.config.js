const { SLICE_LIST } = require('./tools/release/layout.cjs');

/** Every Jest project of the workspace (the slices as slices.json lists them); `npm run test:unit` runs them all. */
module.exports = {
  projects: ['contracts', 'shared-ui', 'forum-ui', 'shell', ...SLICE_LIST.map((s) => s.folder), 'api', 'docker', 'tools'].map(
    (p) => `<rootDir>/${p}`,
  ),
};
