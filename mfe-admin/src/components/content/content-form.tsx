import {
  type ContentItem,
  type ContentKind,
  UpdateArticleSchema,
  UpdateChallengeSchema,
  UpdateEventSchema,
  UpdateTrendSchema,
  validateWith,
} from '@cci/contracts';
import { useCommunities } from '@cci/shared-ui/api';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@cci/shared-ui/forms';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ImageField } from '../image-field';

// The edit dialog of each kind of content: its fields as the form holds them (text), and the PATCH body
// they make — only the fields that changed, with the updatedAt the item was read with.

export type FormValues = Record<string, string | boolean | undefined>;

type FieldKind = 'text' | 'textarea' | 'number' | 'bool' | 'datetime' | 'nullableText' | 'community';

const FIELDS: Record<ContentKind, Record<string, FieldKind>> = {
  articles: {
    title: 'text',
    slug: 'text',
    excerpt: 'textarea',
    content: 'textarea',
    image: 'nullableText',
    featured: 'bool',
    published: 'bool',
  },
  trends: {
    title: 'text',
    discussionCount: 'number',
    url: 'nullableText',
    engagement: 'text',
    source: 'text',
    trendType: 'text',
    icon: 'text',
    color: 'text',
    featured: 'bool',
    published: 'bool',
  },
  events: {
    title: 'text',
    description: 'textarea',
    date: 'text',
    location: 'text',
    image: 'nullableText',
    communityId: 'community',
    startsAt: 'datetime',
    endsAt: 'datetime',
    capacity: 'number',
    onlineUrl: 'nullableText',
    featured: 'bool',
    published: 'bool',
  },
  challenges: {
    title: 'text',
    brief: 'textarea',
    points: 'number',
    winnerBonus: 'number',
    startsAt: 'datetime',
    endsAt: 'datetime',
    featured: 'bool',
    published: 'bool',
  },
};

const SCHEMAS = {
  articles: validateWith(UpdateArticleSchema),
  trends: validateWith(UpdateTrendSchema),
  events: validateWith(UpdateEventSchema),
  challenges: validateWith(UpdateChallengeSchema),
};

/** "2026-12-01T18:30" in the browser's zone, as <input type="datetime-local"> holds it. */
const toLocalInput = (iso: unknown) => {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The form's starting values from a stored item. */
export function formValuesOf(item: ContentItem): FormValues {
  const values: FormValues = {};
  for (const [name, kind] of Object.entries(FIELDS[item.kind])) {
    const stored = item.fields[name];
    if (kind === 'bool') values[name] = stored === true;
    else if (kind === 'datetime') values[name] = toLocalInput(stored);
    else values[name] = stored === null || stored === undefined ? '' : String(stored);
  }
  return values;
}

/** The PATCH body: the fields whose value changed, typed as the API takes them, and the precondition. */
export function patchOf(item: ContentItem, values: FormValues): Record<string, unknown> {
  const before = formValuesOf(item);
  const body: Record<string, unknown> = { updatedAt: item.updatedAt };
  for (const [name, kind] of Object.entries(FIELDS[item.kind])) {
    const value = values[name];
    if (value === before[name] || (value === undefined && before[name] === '')) continue;
    const textValue = typeof value === 'string' ? value.trim() : '';
    if (kind === 'bool') body[name] = value === true;
    else if (kind === 'number') body[name] = textValue === '' ? null : Number(textValue);
    else if (kind === 'datetime') body[name] = textValue === '' ? null : new Date(textValue).toISOString();
    else if (kind === 'community') body[name] = textValue === '' ? null : Number(textValue);
    else if (kind === 'nullableText') body[name] = textValue === '' ? null : textValue;
    else body[name] = textValue;
  }
  return body;
}

export const validatePatch = (item: ContentItem) => (values: FormValues) => SCHEMAS[item.kind](patchOf(item, values));

const Pair = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  align-items: start;
  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(6)};
  margin-block: ${(p) => p.theme.space(2)};
`;

const LABELS: Record<string, string> = {
  title: 'Title',
  slug: 'Slug',
  excerpt: 'Excerpt',
  content: 'Content (Markdown)',
  image: 'Image',
  featured: 'Featured',
  published: 'Published',
  discussionCount: 'Discussions',
  url: 'Link',
  engagement: 'Engagement',
  source: 'Source',
  trendType: 'Trend type',
  icon: 'Icon',
  color: 'Colour',
  description: 'Description',
  date: 'Date (as shown)',
  location: 'Location',
  communityId: 'Community',
  startsAt: 'Starts',
  endsAt: 'Ends',
  capacity: 'Capacity',
  onlineUrl: 'Online link',
  brief: 'Brief (Markdown)',
  points: 'Points',
  winnerBonus: 'Winner bonus',
};

const HINTS: Record<string, string> = {
  slug: 'The page address: /ai-evolution/<slug>.',
  image: 'A path on this site, e.g. an uploaded image.',
  capacity: 'Empty: no limit.',
  url: 'An http(s):// address or a path on this site.',
};

function CommunityField({ name }: { name: string }) {
  const { data } = useCommunities();
  return (
    <SelectField
      name={name}
      label={LABELS[name]}
      placeholder="None"
      options={(data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
    />
  );
}

/** The fields of one kind's edit form, two short ones to a row where there is room. */
export function ContentFields({ kind, extra }: { kind: ContentKind; extra?: (name: string) => ReactNode }) {
  const entries = Object.entries(FIELDS[kind]);
  const field = ([name, type]: [string, FieldKind]) => {
    const custom = extra?.(name);
    if (custom) return <div key={name}>{custom}</div>;
    const label = LABELS[name] ?? name;
    if (type === 'textarea')
      return <TextAreaField key={name} name={name} label={label} rows={name === 'content' || name === 'brief' ? 8 : 3} />;
    if (type === 'community') return <CommunityField key={name} name={name} />;
    if (name === 'image') return <ImageField key={name} name={name} label={label} />;
    return (
      <TextField
        key={name}
        name={name}
        label={label}
        hint={HINTS[name]}
        type={type === 'number' ? 'number' : type === 'datetime' ? 'datetime-local' : 'text'}
      />
    );
  };
  const wide = entries.filter(([, t]) => t === 'textarea');
  const short = entries.filter(([, t]) => t !== 'textarea' && t !== 'bool');
  const checks = entries.filter(([, t]) => t === 'bool');
  const pairs: [string, FieldKind][][] = [];
  for (let i = 0; i < short.length; i += 2) pairs.push(short.slice(i, i + 2));
  return (
    <>
      {pairs.map((pair) => (
        <Pair key={pair[0][0]}>{pair.map(field)}</Pair>
      ))}
      {wide.map(field)}
      <Checks>
        {checks.map(([name]) => (
          <CheckboxField key={name} name={name} label={LABELS[name]} />
        ))}
      </Checks>
    </>
  );
}
