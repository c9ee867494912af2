import { Code2, Image, Mic, PenLine, Puzzle, Search, Zap } from 'lucide-react';
import type { Guide } from '../static-document';

/** Spec §2 Guide pages: AI tool integration (strategies, tools by category, best practices, Entrepreneurs link). */
export const TOOL_INTEGRATION_GUIDE: Guide = {
  path: '/tool-integration',
  title: 'AI Tool Integration',
  icon: Puzzle,
  lead: 'Bring AI into the way you already work, one step at a time. Strategies for choosing and rolling out tools, an overview of the main categories, and the practices that make the gains last.',
  summary: 'Strategies, tools by category and best practices.',
  sections: [
    {
      id: 'integration-strategies',
      title: 'Integration strategies',
      body: [
        'The people who get the most from AI rarely start with the tool. They start with the work. Follow these steps whether you are organising a household, running a classroom or growing a business.',
        {
          kind: 'steps',
          label: 'Integration steps',
          items: [
            {
              title: 'Start with a problem',
              text: 'Pick one task that is repetitive, slow or frustrating, such as answering the same questions, summarising reports or drafting posts. Write down what “better” would look like.',
            },
            {
              title: 'Map the workflow',
              text: 'List each step of the task today, who does it and what information it uses. This shows where AI could help and where a person must stay involved.',
            },
            {
              title: 'Run a small pilot',
              text: 'Try one or two tools on real but low-risk work for two to four weeks. Keep the old way running alongside so nothing is lost if the trial disappoints.',
            },
            {
              title: 'Measure the results',
              text: 'Compare time saved, quality and mistakes against your starting point. Ask the people involved what changed for them.',
            },
            {
              title: 'Document and train',
              text: 'Write down the prompts, settings and checks that worked, and show others how to use them. A shared approach beats everyone experimenting alone.',
            },
            {
              title: 'Scale and review',
              text: 'Roll out what worked, then review it every few months. Tools, prices and terms change quickly, and so do your needs.',
            },
          ],
        },
      ],
    },
    {
      id: 'tools-by-category',
      title: 'Tools by category',
      body: [
        'AI tools fall into a handful of broad families. The examples below are well-known options to help you explore, not recommendations: compare features, pricing and data policies for your own situation.',
        {
          kind: 'cards',
          items: [
            {
              icon: PenLine,
              title: 'Writing and communication',
              text: 'General-purpose assistants and writing aids that draft, rewrite, summarise and translate text.',
              examples: ['ChatGPT', 'Claude', 'Gemini', 'Microsoft Copilot', 'Grammarly'],
            },
            {
              icon: Image,
              title: 'Images and design',
              text: 'Generate illustrations and concept art, edit photos, remove backgrounds and produce on-brand graphics.',
              examples: ['Midjourney', 'DALL·E', 'Adobe Firefly', 'Canva', 'Stable Diffusion'],
            },
            {
              icon: Zap,
              title: 'Productivity and automation',
              text: 'Assistants built into the office tools you already use, meeting recorders that list actions, and services that connect your apps so routine steps run by themselves.',
              examples: ['Microsoft 365 Copilot', 'Gemini for Google Workspace', 'Notion AI', 'Otter.ai', 'Zapier', 'Make'],
            },
            {
              icon: Search,
              title: 'Research and learning',
              text: 'Search with cited sources, summarise academic papers and turn your own documents into study notes.',
              examples: ['Perplexity', 'NotebookLM', 'Elicit', 'Consensus'],
            },
            {
              icon: Code2,
              title: 'Coding and development',
              text: 'Suggest code as you type, explain unfamiliar code, write tests and help build simple apps from a description.',
              examples: ['GitHub Copilot', 'Cursor', 'Replit', 'Claude Code'],
            },
            {
              icon: Mic,
              title: 'Audio and video',
              text: 'Transcribe recordings, edit video by editing the text, create voice-overs and add subtitles.',
              examples: ['Descript', 'ElevenLabs', 'Runway', 'Synthesia'],
            },
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Examples, not endorsements',
          text: 'The AI Network is independent and is not paid to mention any product. Names belong to their owners. Check each provider’s current terms before you sign up or share data.',
        },
      ],
    },
    {
      id: 'best-practices',
      title: 'Best practices',
      body: [
        'Good integration is as much about habits as it is about software.',
        {
          kind: 'list',
          items: [
            {
              term: 'Protect personal data',
              text: 'If a tool will handle customer, pupil or patient information, check where the data is stored and whether the provider offers a UK GDPR-ready data processing agreement. For higher-risk uses, carry out a data protection impact assessment first.',
            },
            {
              term: 'Keep people accountable',
              text: 'Decide who reviews AI output before it reaches a customer, a pupil or the public, and make that check part of the process.',
            },
            {
              term: 'Start free, then pay for value',
              text: 'Use free tiers and trials to prove a tool earns its place. Set a monthly budget and review subscriptions you no longer use.',
            },
            {
              term: 'Avoid tool sprawl',
              text: 'A few well-understood tools beat a dozen half-used ones. Prefer tools that work with the software you already have.',
            },
            {
              term: 'Plan for outages and changes',
              text: 'Keep a manual fallback for critical tasks, and export your prompts and data regularly so you can switch provider if you need to.',
            },
            {
              term: 'Be transparent',
              text: 'Tell customers and colleagues where AI is used, especially in anything they might mistake for a personal reply.',
            },
            {
              term: 'Keep learning together',
              text: 'Share what works, and what does not, with your team or community. Read our [Prompt Engineering guide](/prompt-engineering) to get more from every tool.',
            },
          ],
        },
      ],
    },
  ],
  community: {
    slug: 'entrepreneurs',
    name: 'Entrepreneurs',
    pitch:
      'Founders and small-business owners compare the tools they actually use, share honest results and help each other build AI into their businesses.',
  },
};
