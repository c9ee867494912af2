const { createConfig } = require('../tools/webpack/create-config');

// Each page is exposed as './<Name>Page' and routed in shell/src/routes.ts.
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_public',
  exposes: {
    './RegisterPage': './src/pages/register-page.tsx',
    './LoginPage': './src/pages/login-page.tsx',
    './HomePage': './src/pages/home-page.tsx',
    './AboutPage': './src/pages/about-page.tsx',
    './AiEvolutionPage': './src/pages/ai-evolution-page.tsx',
    './EventsPage': './src/pages/events-page.tsx',
    './DemoPage': './src/pages/demo-page.tsx',
    './AiAgentPage': './src/pages/ai-agent-page.tsx',
    './PromptEngineeringPage': './src/pages/prompt-engineering-page.tsx',
    './AiSafetyPage': './src/pages/ai-safety-page.tsx',
    './ToolIntegrationPage': './src/pages/tool-integration-page.tsx',
    './PrivacyPolicyPage': './src/pages/privacy-policy-page.tsx',
    './TermsOfServicePage': './src/pages/terms-of-service-page.tsx',
    './CommunityGuidelinesPage': './src/pages/community-guidelines-page.tsx',
    './CommunityEngagementPage': './src/pages/community-engagement-page.tsx',
  },
});
