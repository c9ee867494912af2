import * as v from 'valibot';
import { EmailSchema } from './auth';
import { singleLine } from './validation';

/** Spec §3 Event request form: the seven event types. */
export const EVENT_TYPES = [
  { value: 'workshop', label: 'Workshop' },
  { value: 'networking', label: 'Networking' },
  { value: 'conference', label: 'Conference' },
  { value: 'webinar', label: 'Webinar' },
  { value: 'hackathon', label: 'Hackathon' },
  { value: 'panel', label: 'Panel Discussion' },
  { value: 'other', label: 'Other' },
] as const;

/** Spec §9: demo time slots, community options and interest options. */
export const DEMO_TIME_SLOTS = [
  { value: 'morning', label: 'Morning (9-11 AM GMT)' },
  { value: 'midday', label: 'Midday (12-2 PM GMT)' },
  { value: 'afternoon', label: 'Afternoon (3-5 PM GMT)' },
  { value: 'evening', label: 'Evening (6-8 PM GMT)' },
  { value: 'flexible', label: 'Flexible' },
] as const;

export const COMMUNITY_OPTIONS = [
  { value: 'entrepreneurs', label: 'Entrepreneurs' },
  { value: 'creatives', label: 'Creatives' },
  { value: 'educators', label: 'Educators' },
  { value: 'seniors', label: 'Seniors' },
  { value: 'parents', label: 'Parents' },
  { value: 'students', label: 'Students' },
  { value: 'health-fitness', label: 'Health & Fitness' },
  { value: 'legal', label: 'Legal' },
] as const;

export const DEMO_INTERESTS = [
  'AI Content Discovery',
  'Community Collaboration Tools',
  'Expert Q&A Sessions',
  'Professional Networking',
  'Learning Resources',
  'Industry Insights',
] as const;

/** Spec §9 simulated delays: now the least time a submission takes, so the flow feels the same. */
export const MIN_SUBMIT_MS = { eventRequest: 1000, demoRequest: 1500, waitlist: 1500 } as const;

const TEXT_MAX = 5000;
const SHORT_MAX = 200;
const text = (max: number, label: string) => v.maxLength<string, number, string>(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number, label: string) => v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), text(max, label)), '');
/** One of the options' values; anything else, a non-string included, gets the message. */
const oneOf = <T extends readonly { value: string }[]>(options: T, message: string) =>
  v.optional(v.picklist(options.map((o) => o.value) as [string, ...string[]], message), '');

/** Spec §5 Event request. */
export const EventRequestSchema = v.object({
  eventType: oneOf(EVENT_TYPES, 'Please select an event type'),
  title: v.optional(
    v.pipe(
      v.string('Event title must be at least 3 characters'),
      v.trim(),
      v.minLength(3, 'Event title must be at least 3 characters'),
      text(SHORT_MAX, 'Event title'),
      singleLine('Event title'),
    ),
    '',
  ),
  description: v.optional(
    v.pipe(
      v.string('Please provide a detailed description (at least 10 characters)'),
      v.trim(),
      v.minLength(10, 'Please provide a detailed description (at least 10 characters)'),
      text(TEXT_MAX, 'Description'),
    ),
    '',
  ),
  preferredLocation: v.optional(
    v.pipe(
      v.string('Please specify a preferred location'),
      v.trim(),
      v.minLength(1, 'Please specify a preferred location'),
      text(SHORT_MAX, 'Location'),
    ),
    '',
  ),
  contactEmail: EmailSchema,
  additionalInfo: optionalText(TEXT_MAX, 'Additional information'),
});
export type EventRequestInput = v.InferInput<typeof EventRequestSchema>;
export type EventRequest = v.InferOutput<typeof EventRequestSchema>;

/** Spec §5 Demo request. */
export const DemoRequestSchema = v.object({
  name: v.optional(v.pipe(v.string('Name is required'), v.trim(), v.minLength(1, 'Name is required'), text(SHORT_MAX, 'Name')), ''),
  email: EmailSchema,
  company: optionalText(SHORT_MAX, 'Company'),
  role: optionalText(SHORT_MAX, 'Role'),
  communityInterest: oneOf(COMMUNITY_OPTIONS, 'Please select a community'),
  preferredTime: oneOf(DEMO_TIME_SLOTS, 'Please select a preferred time'),
  specificInterests: v.optional(
    v.pipe(
      v.array(v.picklist(DEMO_INTERESTS, 'Please choose interests from the list'), 'Interests must be a list'),
      v.maxLength(DEMO_INTERESTS.length, 'Too many interests'),
    ),
    [],
  ),
  additionalNotes: optionalText(TEXT_MAX, 'Additional notes'),
  agreeToContact: v.pipe(v.optional(v.boolean('You must agree to be contacted'), false), v.value(true, 'You must agree to be contacted')),
});
export type DemoRequestInput = v.InferInput<typeof DemoRequestSchema>;
export type DemoRequest = v.InferOutput<typeof DemoRequestSchema>;

/** Spec §5 Waitlist. */
export const WaitlistSchema = v.object({
  email: EmailSchema,
  community: oneOf(COMMUNITY_OPTIONS, 'Please select your primary community'),
  useCase: v.optional(
    v.pipe(
      v.string('Please tell us your main use case'),
      v.trim(),
      v.minLength(1, 'Please tell us your main use case'),
      text(TEXT_MAX, 'Use case'),
    ),
    '',
  ),
});
export type WaitlistInput = v.InferInput<typeof WaitlistSchema>;
export type Waitlist = v.InferOutput<typeof WaitlistSchema>;

/** Spec §8 toasts of the three public forms. */
export const REQUEST_TOASTS = {
  eventRequest: {
    success: { title: 'Request Submitted!', description: "Thank you for your event suggestion. We'll review it and get back to you soon." },
    failure: { title: 'Submission Failed', description: 'There was an error submitting your request. Please try again.' },
  },
  demoRequest: {
    success: { title: 'Demo Request Submitted!', description: "We'll contact you within 24 hours." },
    failure: { title: 'Submission Failed', description: 'There was an error submitting your demo request. Please try again.' },
  },
  waitlist: {
    success: { title: "You're on the list!" },
    failure: { title: 'Submission Failed', description: 'Please try again or contact support.' },
  },
} as const;

const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** What the API answers to a stored event request. */
export const CreatedIdSchema = v.object({ id: v.number() });

/** What the API answers to a stored demo request: its confirmation id (spec §7; not shown to the visitor). */
export const DemoRequestReceiptSchema = v.object({
  id: v.number(),
  confirmationId: v.pipe(v.string(), v.regex(/^DEMO-[0-9A-HJKMNP-TV-Z]{8}$/)),
});
export type DemoRequestReceipt = v.InferOutput<typeof DemoRequestReceiptSchema>;

/** Answer of POST /api/waitlist (201 for a new e-mail, 200 for one already on the list). */
export const WaitlistReceiptSchema = v.object({ id: v.number(), email: v.string() });
export type WaitlistReceipt = v.InferOutput<typeof WaitlistReceiptSchema>;

/** The stored requests as the admin area lists them (camelCase, ISO timestamps). */
export const EventRequestRecordSchema = v.object({
  id: v.number(),
  eventType: v.string(),
  title: v.string(),
  description: v.string(),
  preferredLocation: v.string(),
  contactEmail: v.string(),
  additionalInfo: v.string(),
  createdAt: timestamp,
});
export type EventRequestRecord = v.InferOutput<typeof EventRequestRecordSchema>;

export const DemoRequestRecordSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  company: v.string(),
  role: v.string(),
  communityInterest: v.string(),
  preferredTime: v.string(),
  specificInterests: v.array(v.string()),
  additionalNotes: v.string(),
  confirmationId: v.string(),
  createdAt: timestamp,
});
export type DemoRequestRecord = v.InferOutput<typeof DemoRequestRecordSchema>;

export const WaitlistRecordSchema = v.object({
  id: v.number(),
  email: v.string(),
  community: v.string(),
  useCase: v.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type WaitlistRecord = v.InferOutput<typeof WaitlistRecordSchema>;
