/** Every Jest project of the workspace; `npm run test:unit` runs them all. */
module.exports = {
  projects: ['contracts', 'shared-ui', 'shell', 'mfe-public', 'mfe-community', 'mfe-dashboard', 'mfe-admin', 'api', 'docker', 'tools'].map(
    (p) => `<rootDir>/${p}`,
  ),
};
