import { WELCOME_TEMPLATE_KEYS } from '@cci/contracts';
import { escapeHtml, htmlDocument, paragraph, type RenderedMail, SITE_NAME, singleLine } from './layout';

export { escapeHtml, type RenderedMail, singleLine };

export type WelcomeTemplateKey = (typeof WELCOME_TEMPLATE_KEYS)[number];

export const WELCOME_FROM = { name: SITE_NAME, address: 'welcome@theainetwork.example' } as const;

interface WelcomeTemplate {
  /** The community as people read it. */
  community: string;
  /** Opening paragraph, after the greeting. */
  intro: string;
  /** "A few places to start" list. */
  firstSteps: readonly string[];
  /** Paragraph before the sign-off. */
  closing: string;
}

/** Spec §9: one welcome per community key; warm, plain British English. */
export const WELCOME_TEMPLATES: Record<WelcomeTemplateKey, WelcomeTemplate> = {
  entrepreneurs: {
    community: 'Entrepreneurs',
    intro:
      'Welcome to the Entrepreneurs community! You have joined founders, freelancers and small-business owners who are finding practical ways to use AI to save time, reach customers and grow their ventures.',
    firstSteps: [
      'Introduce yourself and your business in the community discussions',
      'Try an AI tool on one task that eats up your week, such as proposals, bookkeeping notes or social posts',
      'Join an upcoming event to swap ideas with other business owners',
    ],
    closing:
      'Whether you are testing an idea or scaling a team, there is always someone here who has tackled something similar. Do ask questions, share what works and tell us what does not.',
  },
  creatives: {
    community: 'Creatives',
    intro:
      'Welcome to the Creatives community! You are now among artists, designers, writers, musicians and makers exploring how AI can support their craft without losing the human touch that makes their work their own.',
    firstSteps: [
      'Share a recent project and the tools behind it',
      'Explore our prompt guides for brainstorming, drafting and colour exploration',
      'Join a discussion on originality, credit and the ethics of creative AI',
    ],
    closing: 'Your perspective matters here: the best conversations start when someone shares an experiment, finished or not.',
  },
  educators: {
    community: 'Educators',
    intro:
      'Welcome to the Educators community! You have joined teachers, tutors, lecturers and trainers working out how AI can lighten the workload and enrich learning, responsibly and with learners at the centre.',
    firstSteps: [
      'Tell us what you teach and who your learners are',
      'Try AI for one planning task, such as a lesson outline, a quiz or differentiated resources',
      'Share your school or organisation\u2019s approach to AI guidance and learn from others',
    ],
    closing: 'Every classroom is different, so your experience is exactly what other members want to hear about.',
  },
  seniors: {
    community: 'Seniors',
    intro:
      'Welcome to the Seniors community! This is a friendly, patient place to discover what AI can do for everyday life, from staying in touch with family to organising appointments and exploring new hobbies.',
    firstSteps: [
      'Say hello in the community discussions; there is no such thing as a silly question here',
      'Try asking an AI assistant to explain something you have always wondered about',
      'Read our safety guide to spot scams and keep your personal details private',
    ],
    closing: 'Take things at your own pace. Our members are always happy to help, and we would love to hear what you discover.',
  },
  parents: {
    community: 'Parents',
    intro:
      'Welcome to the Parents community! You have joined mums, dads and carers sharing how AI can help with the juggle of family life, and how to guide children as they grow up with these tools.',
    firstSteps: [
      'Share one family task you would love to make easier, such as meal planning, routines or homework help',
      'Read our AI safety guide for tips on talking with children about AI',
      'Swap ideas with other parents in the community discussions',
    ],
    closing: 'Family life is busy, so dip in whenever suits you. Every tip you share could save another parent an evening.',
  },
  students: {
    community: 'Students',
    intro:
      'Welcome to the Students community! You are now part of a group of learners using AI to study smarter, explore careers and build skills, while keeping their work honest and their own.',
    firstSteps: [
      'Introduce yourself, what you study and what you hope to get out of AI',
      'Try AI as a study partner: ask it to quiz you or explain a tricky topic another way',
      'Check your course\u2019s rules on AI use and share good practice with others',
    ],
    closing: 'Learning goes further together: ask questions, share what helps you revise and support others along the way.',
  },
  'health-fitness': {
    community: 'Health & Fitness',
    intro:
      'Welcome to the Health & Fitness community! You have joined coaches, trainers and wellbeing enthusiasts exploring how AI can support training plans, nutrition ideas and healthy habits.',
    firstSteps: [
      'Tell us about your goals or the clients you work with',
      'Try AI to draft a weekly training or meal plan, then adapt it to what works for you',
      'Join a discussion on using AI safely alongside professional medical advice',
    ],
    closing: 'Progress is personal, and so is this community: share your wins, your questions and what keeps you motivated.',
  },
  'financial-services': {
    community: 'Financial Services',
    intro:
      'Welcome to the Financial Services community! You have joined advisers, analysts, bookkeepers and people who work in banks, insurers and fintechs, all working out how AI can help clients while keeping their trust and staying within the rules.',
    firstSteps: [
      'Introduce yourself and the part of financial services you work in',
      'Share one routine task you would like AI to help with, such as meeting notes, client letters or research summaries',
      'Join a discussion on data protection and what must never be pasted into an AI tool',
    ],
    closing:
      'Good judgement matters more than any tool in this field. Ask freely, share what has passed your compliance checks, and tell us where AI fell short.',
  },
};

export interface WelcomeInput {
  community: WelcomeTemplateKey;
  /** May be empty: the greeting then has no name. */
  firstName: string;
  /** May be empty: otherwise its own paragraph, as the admin wrote it. */
  customMessage: string;
}

/** Subject, plain text and HTML of the welcome e-mail of one community, personalised. */
export function renderWelcome({ community, firstName, customMessage }: WelcomeInput): RenderedMail {
  const t = WELCOME_TEMPLATES[community];
  const name = singleLine(firstName);
  const message = customMessage.replace(/\r\n?/g, '\n').trim();
  const subject = name ? `Welcome to the ${t.community} community, ${name}!` : `Welcome to the ${t.community} community!`;
  const greeting = name ? `Hi ${name},` : 'Hello,';
  const signOff = ['Warm wishes,', 'The AI Network team'];

  const text = [
    greeting,
    t.intro,
    ...(message ? [`A personal note from our team:\n${message}`] : []),
    `A few places to start:\n${t.firstSteps.map((step) => `- ${step}`).join('\n')}`,
    t.closing,
    signOff.join('\n'),
  ].join('\n\n');

  const p = paragraph;
  const html = htmlDocument(subject, `Welcome to the ${t.community} community`, [
    p(escapeHtml(greeting)),
    p(escapeHtml(t.intro)),
    ...(message
      ? [
          `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #4f46e5;background:#eef2ff">` +
            `<p style="margin:0 0 8px;font-weight:bold">A personal note from our team:</p>` +
            `<p style="margin:0">${escapeHtml(message).replace(/\n/g, '<br>')}</p></div>`,
        ]
      : []),
    p('A few places to start:'),
    `<ul style="margin:0 0 16px;padding-left:24px">${t.firstSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>`,
    p(escapeHtml(t.closing)),
    p(signOff.map(escapeHtml).join('<br>')),
  ]);

  return { subject, text, html };
}
