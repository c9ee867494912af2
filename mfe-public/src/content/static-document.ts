import type { LucideIcon } from 'lucide-react';

/**
 * The typed shape of the static documents (guides, legal pages, community guidelines).
 * Content files under src/content/ fill these; features/static-page renders them, so copy never lives in JSX.
 */

/** A sentence or paragraph; links are written inline as [label](/path), see lib/inline-links.ts. */
export type RichText = string;

/** A bullet: plain text, or a bold term followed by its explanation. */
export type ListItem = RichText | { term: string; text: RichText };

export interface CardItem {
  title: string;
  text: RichText;
  icon?: LucideIcon;
  /** Short chips under the text, e.g. well-known tools of a category. */
  examples?: readonly string[];
}

export interface StepItem {
  title: string;
  text: RichText;
}

export interface LadderLevel {
  title: string;
  duration?: string;
  text: RichText;
}

/** One piece of a section body. A bare string is a paragraph. */
export type Block =
  | RichText
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; items: readonly ListItem[] }
  | { kind: 'steps'; label: string; items: readonly StepItem[] }
  | { kind: 'cards'; items: readonly CardItem[]; tone?: 'default' | 'warning' }
  | { kind: 'callout'; tone: 'info' | 'warning' | 'success'; title: string; text: RichText }
  | { kind: 'checklist'; label: string; items: readonly string[] }
  | { kind: 'ladder'; label: string; levels: readonly LadderLevel[] };

export interface DocumentSection {
  /** The anchor of the section (table of contents, deep links): lower-case words joined by hyphens. */
  id: string;
  title: string;
  body: readonly Block[];
}

/** A legal or guidelines page: long, read top to bottom, with a table of contents. */
export interface LegalDocument {
  title: string;
  lead: string;
  /** Shown as "Last updated: January 21, 2025"; iso feeds the <time> element. */
  lastUpdated: { label: string; iso: string };
  /** Legal texts number their sections ("1. Who we are") so they can be cited. */
  numbered: boolean;
  sections: readonly DocumentSection[];
}

/** A guide page under AI Evolution's "AI Tips & Tricks". */
export interface Guide {
  path: string;
  title: string;
  icon: LucideIcon;
  lead: string;
  /** One line for the "Keep learning" cards of the other guides. */
  summary: string;
  sections: readonly DocumentSection[];
  /** The community the guide sends readers to once they have read it (spec §2 Guide pages). */
  community: { slug: string; name: string; pitch: string };
}
