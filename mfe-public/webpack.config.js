const { createConfig } = require('../tools/webpack/create-config');

// Each page is exposed as './<Name>Page' and routed in shell/src/routes.ts.
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_public',
  exposes: {
    './RegisterPage': './src/pages/register-page.tsx',
    './LoginPage': './src/pages/login-page.tsx',
  },
});
