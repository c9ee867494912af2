import { HandHeart, Lightbulb, Scale, ShieldCheck, Sparkles, Users } from 'lucide-react';
import type { LegalDocument, LadderLevel, StepItem } from '../static-document';
import { LEGAL_LAST_UPDATED, SAFETY_EMAIL } from './last-updated';

const MAIL = `[${SAFETY_EMAIL}](mailto:${SAFETY_EMAIL})`;

/** Spec §9: a report is reviewed within this window. */
export const REPORT_REVIEW_TIME = '24-48 hours';
/** Spec §9: how long a temporary restriction lasts. */
export const TEMPORARY_RESTRICTION_LENGTH = '7-30 days';

/** Spec §9: reporting has 4 steps. */
export const REPORTING_STEPS: readonly StepItem[] = [
  {
    title: 'Find the report option',
    text: `Select “Report” on the post, comment, message or profile that concerns you. If you cannot find it, or the problem happened elsewhere, email ${MAIL}.`,
  },
  {
    title: 'Tell us what happened',
    text: 'Choose the reason that fits best and add any details that will help us understand, such as links, dates or screenshots.',
  },
  {
    title: 'Submit your report',
    text: 'Reports are confidential: we never tell the person you reported who made the report. You will receive a confirmation that it has arrived.',
  },
  {
    title: 'We review and act',
    text: `Our moderation team reviews every report within ${REPORT_REVIEW_TIME}, takes action in line with the enforcement levels below, and lets you know the outcome.`,
  },
];

/** Spec §4 enforcement ladder: first warning → temporary restriction (7-30 days) → permanent suspension. */
export const ENFORCEMENT_LEVELS: readonly LadderLevel[] = [
  {
    title: 'First warning',
    text: 'A private message explains which guideline was broken and what needs to change. We may remove or hide the content concerned.',
  },
  {
    title: 'Temporary restriction',
    duration: TEMPORARY_RESTRICTION_LENGTH,
    text: 'For a repeated or more serious breach, you can still read the communities but cannot post, comment or send messages for 7 to 30 days, depending on what happened.',
  },
  {
    title: 'Permanent suspension',
    text: 'For continued or severe breaches, the account is closed for good and you may not create a new one.',
  },
];

/** Spec §2 Legal and guidelines: values, rules, the 4-step reporting process, enforcement levels, a link to /about. */
export const COMMUNITY_GUIDELINES: LegalDocument = {
  title: 'Community Guidelines',
  lead: 'The AI Network is a place to connect, create and innovate together. These guidelines explain what we expect from every member, how to report a problem and what happens when someone breaks the rules.',
  lastUpdated: LEGAL_LAST_UPDATED,
  numbered: false,
  sections: [
    {
      id: 'our-values',
      title: 'Our values',
      body: [
        'Our members come from all walks of life: entrepreneurs and educators, parents and students, creatives and retirees. Whatever your experience with AI, these values shape how we treat each other.',
        {
          kind: 'cards',
          items: [
            {
              icon: HandHeart,
              title: 'Respect',
              text: 'Disagree with ideas, never attack people. Assume good intent and remember there is a person behind every post.',
            },
            {
              icon: Lightbulb,
              title: 'Curiosity',
              text: 'There are no silly questions. Everyone was a beginner once, and every question helps someone else learn.',
            },
            {
              icon: Sparkles,
              title: 'Generosity',
              text: 'Share what you have learned, including the experiments that did not work. Credit others for their ideas.',
            },
            { icon: Scale, title: 'Honesty', text: 'Be truthful about what you know, what you have built and where AI helped you.' },
            {
              icon: ShieldCheck,
              title: 'Safety',
              text: 'Protect your own privacy and other people’s. Never use AI, or this community, to cause harm.',
            },
            {
              icon: Users,
              title: 'Inclusion',
              text: 'Make room for every voice, whatever their age, background, ability or level of technical knowledge.',
            },
          ],
        },
      ],
    },
    {
      id: 'who-can-take-part',
      title: 'Who can take part',
      body: [
        'Anyone aged 13 or over can join The AI Network and take part in our communities, provided they follow these guidelines and our [Terms of Service](/terms-of-service).',
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Under-13s are excluded',
          text: 'Children under 13 may not create an account or take part in the communities. If we learn that an account belongs to someone under 13, we will close it and delete their information.',
        },
        'Members aged 13 to 17 should have a parent or guardian’s agreement before joining, and should never share their home address, school or contact details in the community.',
      ],
    },
    {
      id: 'community-rules',
      title: 'Community rules',
      body: [
        {
          kind: 'list',
          items: [
            { term: 'Be kind and respectful', text: 'No harassment, bullying, threats, hate speech or discrimination of any kind.' },
            {
              term: 'Keep it safe and legal',
              text: 'Do not share content that is illegal, sexually explicit, violent, or that encourages self-harm or dangerous activity.',
            },
            {
              term: 'Protect privacy',
              text: 'Do not post anyone’s personal information, private messages or images without their permission.',
            },
            {
              term: 'No scams or spam',
              text: 'No phishing, pyramid schemes, repeated posts or unsolicited advertising. Share your own products only where a community welcomes it, and say that they are yours.',
            },
            {
              term: 'No deception or impersonation',
              text: 'Do not pretend to be someone else, and do not use AI to create deepfakes of real people or to spread misinformation.',
            },
            {
              term: 'Respect creators',
              text: 'Share only work you have the right to share, credit your sources, and respect copyright and trade marks.',
            },
            {
              term: 'Stay on topic',
              text: 'Keep discussions relevant to the community you are in, so everyone can find what they came for.',
            },
            {
              term: 'No professional claims you cannot back up',
              text: 'Do not present yourself as a qualified doctor, lawyer or financial adviser unless you are one, and make clear when you are sharing personal opinion.',
            },
          ],
        },
      ],
    },
    {
      id: 'sharing-ai-content',
      title: 'Sharing AI-generated content',
      body: [
        'AI-generated writing, images, music and code are welcome here. To keep things honest and useful:',
        {
          kind: 'list',
          items: [
            'say when a post, image or piece of work was created or substantially edited with AI;',
            'check AI-generated facts before you share them as true, and correct mistakes when you spot them;',
            'share the prompts and tools you used where you can, so others can learn from them;',
            'do not use AI to mass-produce posts, comments or reviews.',
          ],
        },
      ],
    },
    {
      id: 'reporting',
      title: 'How to report a concern',
      body: [
        'If you see something that breaks these guidelines or makes you feel unsafe, please tell us. Reporting takes four steps:',
        { kind: 'steps', label: 'Reporting steps', items: REPORTING_STEPS },
        {
          kind: 'callout',
          tone: 'success',
          title: `Every report is reviewed within ${REPORT_REVIEW_TIME}`,
          text: 'If someone is in immediate danger, contact the emergency services on 999 first, then let us know.',
        },
      ],
    },
    {
      id: 'enforcement',
      title: 'Enforcement',
      body: [
        'Most problems are honest mistakes, so we start gently and step up only when we need to. Enforcement follows three levels:',
        { kind: 'ladder', label: 'Enforcement levels', levels: ENFORCEMENT_LEVELS },
        'Serious breaches, such as threats of violence, sexual content involving anyone under 18, sharing someone’s private information to harm them, or fraud, may lead straight to permanent suspension and, where appropriate, a report to the police.',
      ],
    },
    {
      id: 'appeals',
      title: 'Appeals',
      body: [
        `If you think we have made the wrong decision about your content or your account, email ${MAIL} within 14 days of the decision and explain why. A different moderator from the one who made the original decision will review your appeal, and we will tell you the result.`,
      ],
    },
    {
      id: 'questions',
      title: 'Questions and feedback',
      body: [
        'These guidelines will grow with our community, and we welcome your suggestions. To find out more about who we are and what we stand for, visit our [About Us](/about) page.',
        'Thank you for helping to keep The AI Network a friendly, safe and inspiring place for everyone.',
      ],
    },
  ],
};
