import { Bot, Copyright, EyeOff, Fingerprint, Scale, SearchCheck, ShieldCheck, UserCheck, Users, VenetianMask, Wand2 } from 'lucide-react';
import type { Guide } from '../static-document';

/** Spec §2 Guide pages: AI safety (guidelines, security practices, risks, a checklist, Educators link). */
export const AI_SAFETY_GUIDE: Guide = {
  path: '/ai-safety',
  title: 'AI Safety',
  icon: ShieldCheck,
  lead: 'Use AI with confidence. Practical guidance on protecting your information, spotting the risks and keeping people, not software, in charge of the decisions that matter.',
  summary: 'Guidelines, security habits, the main risks and a checklist.',
  sections: [
    {
      id: 'safety-guidelines',
      title: 'Safety guidelines',
      body: [
        'AI tools are powerful helpers, but they do not understand consequences the way people do. A few simple rules keep you, and the people around you, safe.',
        {
          kind: 'cards',
          items: [
            {
              icon: EyeOff,
              title: 'Protect personal information',
              text: 'Do not share passwords, bank details, health records or anything about other people that they would not want shared. Assume what you type may be stored.',
            },
            {
              icon: SearchCheck,
              title: 'Verify before you rely on it',
              text: 'Check facts, figures, quotes and references against a trusted source, especially for health, money or legal questions.',
            },
            {
              icon: UserCheck,
              title: 'Keep a human in the loop',
              text: 'Let AI draft, suggest and summarise, but make the final decision yourself, particularly when it affects someone else.',
            },
            {
              icon: Bot,
              title: 'Be open about AI use',
              text: 'Tell people when AI has helped create something they are relying on, such as coursework, client work or a published article.',
            },
            {
              icon: Copyright,
              title: 'Respect other people’s rights',
              text: 'Do not use AI to copy someone’s work, imitate their voice or create images of real people without their consent.',
            },
            {
              icon: Users,
              title: 'Look out for others',
              text: 'Help children, older relatives and less confident users understand what AI can and cannot do, and agree how they will use it safely.',
            },
          ],
        },
      ],
    },
    {
      id: 'security-practices',
      title: 'Security practices',
      body: [
        'Most AI security comes down to good digital habits applied to a new kind of tool.',
        {
          kind: 'list',
          items: [
            {
              term: 'Secure your accounts',
              text: 'Use a strong, unique password for every AI service and switch on two-step verification wherever it is offered.',
            },
            {
              term: 'Check the privacy settings',
              text: 'Find out whether your conversations are kept, for how long, and whether they are used to train the model. Opt out if you would rather they were not.',
            },
            {
              term: 'Use official apps only',
              text: 'Download tools from the provider’s own website or a recognised app store. Fake “AI” apps and browser extensions are a common way to spread malware.',
            },
            {
              term: 'Review connected apps',
              text: 'If an assistant can read your email, calendar or files, grant only the access it needs and remove connections you no longer use.',
            },
            {
              term: 'Keep secrets out of prompts',
              text: 'Never paste passwords, API keys or customer records into a chat. At work, use only the tools your organisation has approved.',
            },
            {
              term: 'Agree a family safe word',
              text: 'AI can clone voices from a few seconds of audio. A private word or question helps you check that an urgent call really is from a loved one.',
            },
          ],
        },
      ],
    },
    {
      id: 'risks',
      title: 'Risks to understand',
      body: [
        'Knowing how AI goes wrong makes it much easier to notice when it does.',
        {
          kind: 'cards',
          tone: 'warning',
          items: [
            {
              icon: Wand2,
              title: 'Made-up answers',
              text: 'AI can state false information with complete confidence, including invented statistics, quotes and references. This is often called “hallucination”.',
            },
            {
              icon: Scale,
              title: 'Bias',
              text: 'Models learn from human-written data and can repeat its stereotypes. Be careful when AI is involved in decisions about people, such as hiring or grading.',
            },
            {
              icon: EyeOff,
              title: 'Privacy leaks',
              text: 'Information you share may be stored, reviewed by staff or used for training. Once shared, it can be hard to take back.',
            },
            {
              icon: VenetianMask,
              title: 'Deepfakes and scams',
              text: 'Convincing fake images, videos, voices and messages make fraud and impersonation easier. Be wary of urgent requests for money or personal details.',
            },
            {
              icon: Fingerprint,
              title: 'Prompt injection',
              text: 'Hidden instructions in a web page, email or document can trick an AI assistant into doing something you did not ask for. Take extra care with assistants that act for you.',
            },
            {
              icon: Bot,
              title: 'Over-reliance',
              text: 'Leaning on AI for everything can erode skills and judgement. Keep practising the things that matter to you, and think before you accept an answer.',
            },
          ],
        },
      ],
    },
    {
      id: 'safety-checklist',
      title: 'Safety checklist',
      body: [
        'Run through this list before you start using a new AI tool, or whenever you use one for something important.',
        {
          kind: 'checklist',
          label: 'AI safety checklist',
          items: [
            'I know who makes this tool and I downloaded it from an official source.',
            'I have read how my conversations and uploads are stored and used.',
            'I have turned off training on my data, or I am comfortable with it.',
            'My account has a unique password and two-step verification.',
            'I have removed personal, financial and confidential details from my prompt.',
            'I will check important facts and references against a trusted source.',
            'A person, not the AI, will make the final decision.',
            'I have permission to use any images, voices or work of other people.',
            'I will say where AI helped if others are relying on the result.',
            'I know how to report a problem or delete my data in this tool.',
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Something gone wrong?',
          text: 'If you have been targeted by a scam, contact your bank straight away and report it to the police. If you are worried about how a company has handled your personal data, the [Information Commissioner’s Office](https://ico.org.uk) can help.',
        },
      ],
    },
  ],
  community: {
    slug: 'educators',
    name: 'Educators',
    pitch:
      'Teachers, lecturers and trainers share how they teach AI safety, set fair rules for AI in the classroom and keep learners protected.',
  },
};
