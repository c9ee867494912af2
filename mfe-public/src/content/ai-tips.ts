/** The "AI Tips & Tricks" cards of The AI Evolution page (spec §2 AI Evolution). */

export interface AiTip {
  title: string;
  description: string;
  /** Where the card leads; a card without one goes to DEFAULT_TIP_TARGET. */
  href?: string;
  /** Picture on the card; a generic one when absent. */
  icon?: 'prompt' | 'safety' | 'tools';
}

/** Spec §2: "the default target is /ai-evolution" for a tip card that has no target of its own. */
export const DEFAULT_TIP_TARGET = '/ai-evolution';

export const AI_TIPS_TITLE = 'AI Tips & Tricks';
export const AI_TIPS_LEAD = 'Short, practical guides written with the community. Start with whichever fits your week.';

export const AI_TIPS: readonly AiTip[] = [
  {
    title: 'Prompt Engineering',
    description: 'Templates and techniques for clearer, more useful answers from any AI assistant.',
    href: '/prompt-engineering',
    icon: 'prompt',
  },
  {
    title: 'AI Safety',
    description: 'Protect your data, spot the risks and use AI responsibly at home and at work.',
    href: '/ai-safety',
    icon: 'safety',
  },
  {
    title: 'Tool Integration',
    description: 'Fit AI tools into the way you already work, one sensible step at a time.',
    href: '/tool-integration',
    icon: 'tools',
  },
];

/** The page a tip card opens. */
export const tipTarget = (tip: Pick<AiTip, 'href'>) => tip.href || DEFAULT_TIP_TARGET;
