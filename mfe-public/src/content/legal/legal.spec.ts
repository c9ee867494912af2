import type { LegalDocument } from '../static-document';
import { sectionsText } from '../../lib/document-text';
import { plainText } from '../../lib/inline-links';
import { COMMUNITY_GUIDELINES, ENFORCEMENT_LEVELS, REPORTING_STEPS } from './community-guidelines';
import { PRIVACY_POLICY } from './privacy-policy';
import { TERMS_OF_SERVICE } from './terms-of-service';

/** Everything a reader of the document sees, as one string (the words the reading time counts). */
const textOf = (doc: LegalDocument): string => [plainText(doc.lead), ...sectionsText(doc.sections)].join(' ');

describe.each([
  ['privacy policy', PRIVACY_POLICY],
  ['terms of service', TERMS_OF_SERVICE],
  ['community guidelines', COMMUNITY_GUIDELINES],
])('%s', (_name, doc) => {
  it('has unique, anchor-safe section ids and a body in every section', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of doc.sections) {
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.body.length).toBeGreaterThan(0);
    }
  });
  it('is real prose in British English', () => {
    const text = textOf(doc);
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    expect(text).not.toMatch(/\b(organization|personalized|recognize|color)\b/i);
  });
});

describe('privacy policy (spec §2, §9)', () => {
  it('has exactly 13 sections and the last-updated date', () => {
    expect(PRIVACY_POLICY.sections).toHaveLength(13);
    expect(PRIVACY_POLICY.lastUpdated.label).toBe('January 21, 2025');
  });
  it('is written under UK GDPR and the Data Protection Act 2018, with the ICO and the under-13 rule', () => {
    const text = textOf(PRIVACY_POLICY);
    for (const s of [
      'UK GDPR',
      'Data Protection Act 2018',
      'controller',
      'ico.org.uk',
      'Under 13s are not permitted',
      'United Kingdom',
      'privacy@theainetwork.example',
    ]) {
      expect(text).toContain(s);
    }
  });
  it('covers the required topics in order', () => {
    expect(PRIVACY_POLICY.sections.map((s) => s.id)).toEqual([
      'who-we-are',
      'information-we-collect',
      'how-we-use-information',
      'lawful-bases',
      'sharing-information',
      'international-transfers',
      'data-retention',
      'your-rights',
      'cookies',
      'security',
      'children',
      'changes',
      'contact',
    ]);
  });
});

describe('terms of service (spec §2, §9)', () => {
  it('has exactly 15 sections and the same date', () => {
    expect(TERMS_OF_SERVICE.sections).toHaveLength(15);
    expect(TERMS_OF_SERVICE.lastUpdated).toEqual(PRIVACY_POLICY.lastUpdated);
  });
  it('names the law of England and Wales, the £100 cap, the age of 13 and the guidelines', () => {
    const text = textOf(TERMS_OF_SERVICE);
    expect(text).toContain('law of England and Wales');
    expect(text).toContain('£100');
    expect(text).toContain('at least 13 years old');
    const acceptable = TERMS_OF_SERVICE.sections.find((s) => s.id === 'acceptable-use');
    expect(JSON.stringify(acceptable)).toContain('(/community-guidelines)');
  });
});

describe('community guidelines (spec §2, §4, §9)', () => {
  it('has 4 reporting steps, reviewed within 24-48 hours', () => {
    expect(REPORTING_STEPS).toHaveLength(4);
    expect(textOf(COMMUNITY_GUIDELINES)).toContain('24-48 hours');
  });
  it('enforces as a ladder: first warning, temporary restriction of 7-30 days, permanent suspension', () => {
    expect(ENFORCEMENT_LEVELS.map((l) => l.title)).toEqual(['First warning', 'Temporary restriction', 'Permanent suspension']);
    expect(ENFORCEMENT_LEVELS[1].duration).toBe('7-30 days');
  });
  it('excludes under-13s and links to /about', () => {
    const text = textOf(COMMUNITY_GUIDELINES);
    expect(text).toMatch(/Under-13s are excluded/);
    expect(JSON.stringify(COMMUNITY_GUIDELINES)).toContain('(/about)');
  });
});
