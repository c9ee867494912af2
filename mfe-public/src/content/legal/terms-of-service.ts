import type { LegalDocument } from '../static-document';
import { LEGAL_EMAIL, LEGAL_LAST_UPDATED } from './last-updated';

const MAIL = `[${LEGAL_EMAIL}](mailto:${LEGAL_EMAIL})`;

/** Spec §2 Legal: the terms of service, 15 sections, law of England and Wales, liability capped at £100. */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lead: 'The agreement between you and The AI Network when you use our website, communities and services. Please read it carefully: by creating an account or using the platform, you accept these terms.',
  lastUpdated: LEGAL_LAST_UPDATED,
  numbered: true,
  sections: [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      body: [
        'These terms apply to everyone who visits or uses the website, communities, guides, events and services of The AI Network (“we”, “us”, “our”), together called the “platform”. We are based in the United Kingdom.',
        'Our [Privacy Policy](/privacy-policy) and [Community Guidelines](/community-guidelines) form part of these terms. If you do not agree to these terms, please do not use the platform.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      body: [
        'You must be at least 13 years old to use the platform. Under 13s are not permitted to create an account.',
        'If you are aged 13 to 17, you confirm that a parent or guardian has read these terms and agrees to you using the platform. By creating an account you also confirm that the information you give us is true and that you are not barred from using the platform under the law that applies to you.',
      ],
    },
    {
      id: 'your-account',
      title: 'Your account',
      body: [
        {
          kind: 'list',
          items: [
            'Give us accurate details when you register and keep them up to date.',
            'Keep your password secret and do not share your account. You are responsible for what happens under it.',
            'Create only one personal account, and do not impersonate anyone else.',
            `Tell us straight away at ${MAIL} if you think someone else has used your account.`,
          ],
        },
        'You can close your account at any time. What happens to your information afterwards is explained in our [Privacy Policy](/privacy-policy).',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: [
        'You must follow our [Community Guidelines](/community-guidelines) whenever you use the platform. In particular, you must not:',
        {
          kind: 'list',
          items: [
            'harass, bully, threaten or discriminate against anyone;',
            'post anything unlawful, hateful, sexually explicit, violent or misleading;',
            'share other people’s personal information without their permission;',
            'use AI or any other means to create deepfakes of real people, or to deceive or defraud anyone;',
            'send spam, run scams or promote products in a way the guidelines do not allow;',
            'upload viruses or malicious code, or try to break, overload or gain unauthorised access to the platform;',
            'collect data from the platform by scraping or automated means without our written permission;',
            'infringe anyone’s copyright, trade marks or other rights.',
          ],
        },
      ],
    },
    {
      id: 'your-content',
      title: 'Your content',
      body: [
        'You keep ownership of the posts, comments and other material you share on the platform (“your content”).',
        'By sharing your content, you give us a non-exclusive, royalty-free, worldwide licence to host, store, display and adapt it (for example to fit different screen sizes) so that we can run the platform. The licence ends when you delete the content or close your account, except where others have already shared or replied to it.',
        'You are responsible for your content and confirm that you have the right to share it, including any AI-generated material. We may remove content, or limit who can see it, if we reasonably believe it breaks these terms or the Community Guidelines.',
      ],
    },
    {
      id: 'our-content',
      title: 'Our content and intellectual property',
      body: [
        'The platform’s design, software, logo, guides, articles and other material we create belong to The AI Network or our licensors and are protected by intellectual property law.',
        'You may view and share links to our content, and print or save reasonable extracts for your personal, non-commercial use. You must not copy, sell or republish it otherwise without our written permission.',
      ],
    },
    {
      id: 'ai-features',
      title: 'AI features and guidance',
      body: [
        'The platform discusses and features artificial intelligence, and may include tools that generate text or suggestions. AI output can be inaccurate, incomplete, biased or out of date.',
        'Our guides, articles, community discussions and any AI-generated content are for general information only. They are not professional advice, including legal, financial, medical or tax advice. Always check important information and take advice from a qualified professional before you act on it.',
        'Do not enter personal, confidential or sensitive information into AI features unless you are comfortable with it being processed as described in our [Privacy Policy](/privacy-policy).',
      ],
    },
    {
      id: 'premium-features',
      title: 'Premium features',
      body: [
        'Some features, such as the AI Coach, are planned as premium services and are currently marked “Coming Soon”. Joining the early-access waitlist is free and does not commit you to buying anything.',
        'Before any paid feature launches, we will publish its price, what is included and any additional terms, and you will have to agree to them before you are charged. As a consumer in the UK, you will have the cancellation rights the law gives you, including, where it applies, a 14-day right to cancel.',
      ],
    },
    {
      id: 'events-and-third-parties',
      title: 'Events, demos and third-party services',
      body: [
        'Event suggestions and demo requests are requests only: we cannot guarantee that an event will run or that a demo slot will be available.',
        'The platform links to websites and tools run by other organisations. We do not control them and are not responsible for their content, availability or privacy practices. Your use of them is governed by their own terms.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      body: [
        'We handle your personal information in line with UK GDPR and the Data Protection Act 2018, as explained in our [Privacy Policy](/privacy-policy).',
      ],
    },
    {
      id: 'suspension-and-termination',
      title: 'Suspension and termination',
      body: [
        'You may stop using the platform and close your account at any time.',
        'We may warn you, restrict your account temporarily, or suspend or close it permanently if you break these terms or the Community Guidelines, if we are required to by law, or if your use puts other members or the platform at risk. Our usual steps are set out in the enforcement section of the [Community Guidelines](/community-guidelines). Where we can, we will explain our decision and how to appeal it.',
        'We may also change, pause or stop parts of the platform. If we stop the platform entirely, we will give you reasonable notice where we can.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Availability and disclaimers',
      body: [
        'We work hard to keep the platform available, secure and accurate, but we provide it “as is” and “as available”. We do not promise that it will always be uninterrupted or error-free, or that content posted by members is accurate.',
        'Nothing in these terms affects your legal rights as a consumer.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      body: [
        'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded under the law of England and Wales.',
        'Subject to that, we are not liable for any loss that was not reasonably foreseeable, for loss caused by your breach of these terms, for business losses (the platform is for personal and community use), or for content posted by other members or found on third-party websites.',
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Liability cap',
          text: 'Subject to the paragraphs above, our total liability to you for all claims arising from your use of the platform is limited to £100.',
        },
      ],
    },
    {
      id: 'changes-to-these-terms',
      title: 'Changes to these terms',
      body: [
        'We may update these terms to reflect changes to the platform or the law. The date at the top of this page shows when they were last updated.',
        'If a change is significant, we will give you at least 14 days’ notice by email or on the platform. If you continue to use the platform after a change takes effect, you accept the new terms; if you do not agree, you can close your account.',
      ],
    },
    {
      id: 'governing-law-and-contact',
      title: 'Governing law and contact',
      body: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
        `If you have a question or a complaint about these terms, email ${MAIL} and we will try to resolve it quickly and informally. The AI Network, United Kingdom.`,
      ],
    },
  ],
};
