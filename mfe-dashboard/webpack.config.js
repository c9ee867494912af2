const { createConfig } = require('../tools/webpack/create-config');

// The slice exposes one module, its routes (src/routes.ts): every page it serves, each loaded on first use.
module.exports = createConfig({ dir: __dirname, name: 'mfe_dashboard' });
