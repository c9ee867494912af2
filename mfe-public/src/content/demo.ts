/** Copy of the Demo request page (spec §2 Demo request, §9: 30 minutes, free, by video call, contact within 24 hours). */

export type DemoPointIcon = 'time' | 'video' | 'contact' | 'community' | 'questions';

export interface DemoPoint {
  icon: DemoPointIcon;
  title: string;
  text: string;
}

export const DEMO_INTRO = {
  eyebrow: 'Free demo',
  title: 'See The AI Network in action',
  lead: "Book a free 30-minute demo by video call. We'll show you around the community that fits you best and answer every question you bring.",
} as const;

export const DEMO_FORM_COPY = {
  title: 'Request your demo',
  lead: 'It takes a minute. Fields marked optional can be left blank.',
  agreeToContact: 'I agree to be contacted by The AI Network about my demo request',
} as const;

/** The "what to expect" list. */
export const WHAT_TO_EXPECT = {
  title: 'What to expect',
  points: [
    {
      icon: 'time',
      title: '30 minutes, completely free',
      text: 'A focused walkthrough that respects your time, with no obligation to join afterwards.',
    },
    { icon: 'video', title: 'By video call', text: "Join from your browser on a laptop, tablet or phone. There's nothing to download." },
    {
      icon: 'contact',
      title: "We'll be in touch within 24 hours",
      text: 'A member of our team will contact you within 24 hours to confirm a time that suits you.',
    },
    {
      icon: 'community',
      title: 'Tailored to your community',
      text: 'We focus on the community you choose, with real examples from people in your shoes.',
    },
    {
      icon: 'questions',
      title: 'Plenty of time for Q&A',
      text: "Bring your questions, however big or small. There's always time for a proper conversation at the end.",
    },
  ] satisfies readonly DemoPoint[],
} as const;

export const DEMO_CONFIRMATION = {
  title: 'Demo request received!',
  /** Spec §9: contact is promised within 24 hours. */
  text: "We'll contact you within 24 hours to arrange your free 30-minute demo by video call.",
  followUp: 'In the meantime, have a look around or create your free account.',
  home: 'Back to Home',
  register: 'Join The Network',
} as const;
