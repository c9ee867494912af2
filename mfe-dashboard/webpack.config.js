const { createConfig } = require('../tools/webpack/create-config');

// Pages arrive with their issues; each is exposed here as './<Name>Page' and routed in shell/src/routes.ts.
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_dashboard',
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
  },
});
