import type { LegalDocument } from '../static-document';
import { LEGAL_LAST_UPDATED, PRIVACY_EMAIL } from './last-updated';

const MAIL = `[${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL})`;

/** Spec §2 Legal: the privacy policy, 13 sections, written under UK GDPR and the Data Protection Act 2018. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lead: 'How The AI Network collects, uses and protects your personal information under UK GDPR and the Data Protection Act 2018, and the choices you have. We have written it in plain English; if anything is unclear, just ask.',
  lastUpdated: LEGAL_LAST_UPDATED,
  numbered: true,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: [
        'The AI Network (“we”, “us”, “our”) runs this website and the online communities, guides, events and services offered through it (together, the “platform”). We are based in the United Kingdom.',
        'For the purposes of the UK General Data Protection Regulation (“UK GDPR”) and the Data Protection Act 2018, The AI Network is the controller of the personal information described in this policy. That means we decide why and how it is used, and we are responsible for looking after it.',
        `If you have any questions about this policy or about your personal information, contact our privacy team at ${MAIL}.`,
      ],
    },
    {
      id: 'information-we-collect',
      title: 'The information we collect',
      body: [
        'We collect only what we need to run the platform and the features you choose to use.',
        {
          kind: 'list',
          items: [
            {
              term: 'Account details',
              text: 'your first name, last name, email address and password when you register. We store passwords only in a scrambled (hashed) form that we cannot read.',
            },
            {
              term: 'Community choices',
              text: 'the primary community you join, any additional communities, and whether you would like to receive our newsletter.',
            },
            {
              term: 'Content you share',
              text: 'posts, comments, discussion replies and anything else you publish in a community, along with the date and time you shared it.',
            },
            {
              term: 'Requests and sign-ups',
              text: 'the details you enter when you suggest an event, request a demo or join the AI Coach early-access waitlist, such as your name, email address, organisation, role, preferred time and interests.',
            },
            { term: 'Messages', text: 'what you tell us when you contact us, report a concern or reply to one of our emails.' },
            {
              term: 'Technical information',
              text: 'your IP address, browser and device type, the pages you visit, and the date and time of your visit. Our servers record this automatically to keep the platform secure and working.',
            },
          ],
        },
        'We do not ask for special category information, such as health, religion or political opinions. Please do not share it in your profile or posts unless you are comfortable with other members seeing it.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      body: [
        'We use your personal information to:',
        {
          kind: 'list',
          items: [
            'create and manage your account, sign you in and keep you signed in;',
            'show you the communities you have joined and your member dashboard;',
            'publish the content you choose to share with other members;',
            'respond to your event suggestions, demo requests, waitlist sign-up and messages;',
            'send you service emails, such as a welcome message or important changes to our terms;',
            'send you our newsletter and news about the AI Coach, if you have asked us to;',
            'moderate the platform and enforce our [Community Guidelines](/community-guidelines);',
            'keep the platform secure, prevent fraud and abuse, and fix problems;',
            'understand how the platform is used, in aggregate, so that we can improve it.',
          ],
        },
        'We do not sell your personal information, and we do not use it to make decisions about you that have legal or similarly significant effects based solely on automated processing.',
      ],
    },
    {
      id: 'lawful-bases',
      title: 'Our lawful bases for using your information',
      body: [
        'UK GDPR requires us to have a lawful basis for each way we use personal information. We rely on the following:',
        {
          kind: 'list',
          items: [
            {
              term: 'Contract',
              text: 'to provide the account and services you have signed up for under our [Terms of Service](/terms-of-service).',
            },
            {
              term: 'Legitimate interests',
              text: 'to keep the platform safe, moderate content, prevent misuse, answer enquiries and improve our services. We have weighed these interests against your rights and only rely on them where we believe your rights are not overridden.',
            },
            {
              term: 'Consent',
              text: 'to send you our newsletter and marketing emails, and to set any non-essential cookies. You can withdraw your consent at any time without affecting anything we did before.',
            },
            {
              term: 'Legal obligation',
              text: 'where the law requires us to keep or share information, for example to respond to a valid request from a court or regulator.',
            },
          ],
        },
      ],
    },
    {
      id: 'sharing-information',
      title: 'Sharing your information',
      body: [
        'Other members can see your first name and the content you post in the communities you join. We share personal information outside the platform only in these situations:',
        {
          kind: 'list',
          items: [
            {
              term: 'Service providers',
              text: 'companies that host our website and database, deliver our emails and help us keep the platform secure. They act on our instructions under written contracts and may not use your information for their own purposes.',
            },
            {
              term: 'Professional advisers',
              text: 'such as lawyers, accountants and insurers, where necessary and under a duty of confidentiality.',
            },
            {
              term: 'Legal requirements',
              text: 'the police, regulators or courts, where we are legally required to, or where it is necessary to protect someone’s safety.',
            },
            {
              term: 'Business changes',
              text: 'a buyer or successor if The AI Network is reorganised, merged or sold, who would be bound by this policy.',
            },
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      body: [
        'We aim to store your personal information in the United Kingdom. Some of our service providers may process it in other countries, including in the European Economic Area and the United States.',
        'Whenever your information is transferred outside the UK, we make sure it is protected to the standard required by UK law. We do this by using countries covered by UK adequacy regulations, or by putting in place the International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses approved for use in the UK, together with any extra safeguards needed.',
        `You can ask us for more information about these safeguards at ${MAIL}.`,
      ],
    },
    {
      id: 'data-retention',
      title: 'How long we keep your information',
      body: [
        'We keep personal information only for as long as we need it for the purposes in this policy.',
        {
          kind: 'list',
          items: [
            {
              term: 'Your account',
              text: 'for as long as it is open. When you close it, we delete or anonymise your account details within 30 days.',
            },
            {
              term: 'Content you posted',
              text: 'removed or anonymised when you close your account, unless it forms part of a conversation other members have replied to, in which case we remove your name from it.',
            },
            { term: 'Requests and enquiries', text: 'up to 12 months after we have dealt with them.' },
            {
              term: 'AI Coach waitlist',
              text: 'until the AI Coach launches and for six months afterwards, or until you ask us to remove you.',
            },
            { term: 'Newsletter', text: 'until you unsubscribe.' },
            { term: 'Security logs', text: 'up to 12 months.' },
            { term: 'Backups', text: 'deleted information may remain in encrypted backups for up to 35 days before it is overwritten.' },
          ],
        },
        'We may keep information for longer where the law requires it or where we need it to deal with a legal claim or a serious breach of our terms.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: [
        'Under UK data protection law you have the following rights over your personal information:',
        {
          kind: 'list',
          items: [
            { term: 'Right of access', text: 'to ask for a copy of the personal information we hold about you.' },
            { term: 'Right to rectification', text: 'to ask us to correct information that is wrong or incomplete.' },
            { term: 'Right to erasure', text: 'to ask us to delete your information in certain circumstances.' },
            {
              term: 'Right to restriction',
              text: 'to ask us to limit how we use your information, for example while we check its accuracy.',
            },
            {
              term: 'Right to data portability',
              text: 'to receive information you gave us in a structured, commonly used format, or to have it sent to another organisation.',
            },
            {
              term: 'Right to object',
              text: 'to object to our use of your information based on legitimate interests, and to stop direct marketing at any time.',
            },
            { term: 'Right to withdraw consent', text: 'where we rely on your consent, such as for the newsletter.' },
            {
              term: 'Rights about automated decisions',
              text: 'not to be subject to decisions based solely on automated processing that significantly affect you.',
            },
          ],
        },
        `To use any of these rights, email ${MAIL}. There is normally no fee. We may ask you to confirm your identity, and we will reply within one month (or tell you within that month if we need up to two more months because your request is complex).`,
        {
          kind: 'callout',
          tone: 'info',
          title: 'Complaining to the ICO',
          text: 'If you are unhappy with how we have handled your information, please tell us first so we can try to put it right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator, through [ico.org.uk](https://ico.org.uk).',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and similar technologies',
      body: [
        'Cookies are small files that a website stores in your browser. We keep their use to a minimum.',
        {
          kind: 'list',
          items: [
            {
              term: 'Strictly necessary',
              text: 'a session cookie that keeps you signed in and protects your account. The platform cannot work without it, so it does not need your consent.',
            },
            { term: 'Preferences', text: 'small items in your browser’s storage that remember choices you make on the platform.' },
            {
              term: 'Analytics',
              text: 'if we use analytics to understand how the platform is used, we will only set these cookies with your consent.',
            },
          ],
        },
        'We do not use advertising or cross-site tracking cookies. You can block or delete cookies in your browser settings, although you will not be able to stay signed in without the session cookie.',
      ],
    },
    {
      id: 'security',
      title: 'How we keep your information secure',
      body: [
        'We use appropriate technical and organisational measures to protect your personal information, including:',
        {
          kind: 'list',
          items: [
            'encrypting information in transit with HTTPS;',
            'storing passwords only as salted hashes;',
            'limiting access to personal information to the people who need it for their role;',
            'limiting repeated sign-in attempts to protect against password guessing;',
            'keeping our software up to date and reviewing our security regularly.',
          ],
        },
        'No system is completely secure. If a personal data breach is likely to put your rights at risk, we will report it to the ICO within 72 hours of becoming aware of it and, where the risk is high, tell you without undue delay.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      body: [
        'The AI Network is not for children under 13. Under 13s are not permitted to create an account or use the community features, and we do not knowingly collect personal information from them.',
        `If you believe a child under 13 has given us personal information, please contact us at ${MAIL} and we will delete it promptly. Members aged 13 to 17 should talk to a parent or guardian before joining and sharing anything about themselves.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: [
        'We may update this policy from time to time, for example when we add new features or the law changes. The date at the top of this page shows when it was last updated.',
        'If we make significant changes, we will tell you by email or with a notice on the platform before they take effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: [
        `For any question about this policy or your personal information, or to use your rights, email our privacy team at ${MAIL}.`,
        'The AI Network, United Kingdom.',
        'We aim to acknowledge every message within five working days and to answer rights requests within one month.',
      ],
    },
  ],
};
