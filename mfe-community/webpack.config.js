const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_community',
  exposes: {
    './CommunityListPage': './src/pages/community-list-page.tsx',
    './CommunityDetailPage': './src/pages/community-detail-page.tsx',
  },
});
