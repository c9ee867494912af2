const { createConfig } = require('../tools/webpack/create-config');

// Each page is exposed as './<Name>Page' and routed in shell/src/routes.ts.
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_admin',
  exposes: {
    './AdminPage': './src/pages/admin-page.tsx',
    './AdminRequestsPage': './src/pages/admin-requests-page.tsx',
    './AdminCommunicationsPage': './src/pages/admin-communications-page.tsx',
  },
});
