import { expect, test } from '../support/test';
import { holdRequests } from '../support/hold';
import { type Page } from '@playwright/test';
import { queryTestDb } from '../support/db';
import { toasts as toast } from '../support/toast';
import { openInApp } from '../support/navigation';

/**
 * The three public forms (spec §2-§5, §8): event request on /events, demo request on /demo and the AI Coach
 * waitlist on /ai-agent. Each is checked against what the visitor sees and the row the API stores.
 */

let counter = 0;
/** A fresh lower-case address per test (the schemas store e-mails in lower case). */
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${++counter}@example.com`;

/** The API answers 500 to this path, so the failure path can be seen. */
const failWith500 = (page: Page, path: string) =>
  page.route(`**${path}`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
  );

test.describe('Events (/events)', () => {
  const eventForm = (page: Page) => page.getByRole('form', { name: 'Request an Event' });

  async function fillEventRequest(page: Page, values: { title: string; email: string }) {
    const form = eventForm(page);
    await form.getByLabel('Event type').selectOption('workshop');
    await form.getByLabel('Event title').fill(values.title);
    await form
      .getByLabel('Description', { exact: true })
      .fill('A hands-on evening where beginners write their first useful prompts together.');
    await form.getByLabel('Preferred location').fill('Leeds');
    await form.getByLabel('Contact email').fill(values.email);
    await form.getByLabel('Additional information (optional)').fill('Weekday evenings suit us best.');
  }

  test('heading, the "Watch This Space" banner with three teasers, and the request form', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const banner = page.getByTestId('watch-this-space');
    await expect(banner.getByRole('heading', { level: 2, name: 'Watch This Space' })).toBeVisible();
    await expect(banner.getByRole('heading', { level: 3 })).toHaveText(['Networking Events', 'Workshops', 'Global Meetups']);
    await expect(page.getByRole('heading', { level: 2, name: 'Request an Event' })).toBeVisible();
    const type = eventForm(page).getByLabel('Event type');
    await expect(type.locator('option')).toHaveText([
      'Select an event type',
      'Workshop',
      'Networking',
      'Conference',
      'Webinar',
      'Hackathon',
      'Panel Discussion',
      'Other',
    ]);
  });

  test('every validation message of the event request form', async ({ page }) => {
    await page.goto('/events');
    const form = eventForm(page);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    for (const message of [
      'Please select an event type',
      'Event title must be at least 3 characters',
      'Please provide a detailed description (at least 10 characters)',
      'Please specify a preferred location',
      'Please enter a valid email address',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    await form.getByLabel('Event title').fill('ab');
    await form.getByLabel('Description', { exact: true }).fill('too short');
    await form.getByLabel('Contact email').fill('not-an-email');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('Event title must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Please provide a detailed description (at least 10 characters)')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    await form.getByLabel('Event title').fill('abc');
    await form.getByLabel('Description', { exact: true }).fill('long enough');
    await expect(form.getByText('Event title must be at least 3 characters')).toHaveCount(0);
    await expect(form.getByText('Please provide a detailed description (at least 10 characters)')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
  });

  test('submit → "Submitting...", the row is stored, toast and "Thank You!"; "Submit Another Request" shows an empty form', async ({
    page,
  }) => {
    const email = uniqueEmail('events');
    const title = `Prompt clinic ${Date.now()}`;
    await page.goto('/events');
    await fillEventRequest(page, { title, email });
    await eventForm(page).getByRole('button', { name: 'Submit Request' }).click();
    await expect(eventForm(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    await expect(toast(page)).toContainText('Request Submitted!');
    await expect(toast(page)).toContainText("Thank you for your event suggestion. We'll review it and get back to you soon.");
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(eventForm(page)).toHaveCount(0);

    const rows = await queryTestDb(
      'SELECT event_type, title, description, preferred_location, contact_email, additional_info FROM event_requests WHERE contact_email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        event_type: 'workshop',
        title,
        description: 'A hands-on evening where beginners write their first useful prompts together.',
        preferred_location: 'Leeds',
        contact_email: email,
        additional_info: 'Weekday evenings suit us best.',
      },
    ]);

    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(eventForm(page)).toBeVisible();
    await expect(eventForm(page).getByLabel('Event title')).toHaveValue('');
    await expect(eventForm(page).getByLabel('Contact email')).toHaveValue('');
    await expect(eventForm(page).getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  test('a failed submission shows the failure toast and keeps the form with its values', async ({ page }) => {
    const email = uniqueEmail('events-fail');
    await failWith500(page, '/api/event-requests');
    await page.goto('/events');
    await fillEventRequest(page, { title: 'Hackathon for parents', email });
    await eventForm(page).getByRole('button', { name: 'Submit Request' }).click();

    await expect(toast(page)).toContainText('Submission Failed');
    await expect(toast(page)).toContainText('There was an error submitting your request. Please try again.');
    await expect(eventForm(page).getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    await expect(eventForm(page).getByLabel('Event title')).toHaveValue('Hackathon for parents');
    await expect(eventForm(page).getByLabel('Contact email')).toHaveValue(email);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
    expect(await queryTestDb('SELECT id FROM event_requests WHERE contact_email = $1', [email])).toEqual([]);
  });
});

test.describe('Demo request (/demo)', () => {
  const demoForm = (page: Page) => page.getByRole('form', { name: 'Request a Demo' });

  test('the "what to expect" list: 30 minutes, free, by video call, contact within 24 hours', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const expectations = page.getByTestId('what-to-expect');
    await expect(expectations.getByRole('heading', { name: 'What to expect' })).toBeVisible();
    for (const text of ['30 minutes', 'free', 'video call', 'within 24 hours', 'community']) await expect(expectations).toContainText(text);
    const form = demoForm(page);
    await expect(form.getByLabel('Preferred time').locator('option')).toHaveText([
      'Select a time slot',
      'Morning (9-11 AM GMT)',
      'Midday (12-2 PM GMT)',
      'Afternoon (3-5 PM GMT)',
      'Evening (6-8 PM GMT)',
      'Flexible',
    ]);
    await expect(form.getByLabel('Community of interest').locator('option')).toHaveText([
      'Select a community',
      'Entrepreneurs',
      'Creatives',
      'Educators',
      'Seniors',
      'Parents',
      'Students',
      'Health & Fitness',
      'Legal',
    ]);
    await expect(form.getByRole('checkbox')).toHaveCount(7); // six interests + agree to be contacted
  });

  test('every validation message of the demo form', async ({ page }) => {
    await page.goto('/demo');
    const form = demoForm(page);
    await form.getByRole('button', { name: 'Request Demo' }).click();
    for (const message of [
      'Name is required',
      'Please enter a valid email address',
      'Please select a community',
      'Please select a preferred time',
      'You must agree to be contacted',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel('Email').fill('grace@');
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByTestId('demo-confirmation')).toHaveCount(0);
  });

  test('submit → "Submitting...", the row is stored, toast and the confirmation with links to / and /register; the confirmation id stays hidden', async ({
    page,
  }) => {
    const email = uniqueEmail('demo');
    await page.goto('/demo');
    const form = demoForm(page);
    await form.getByLabel('Full name').fill('Grace Hopper');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company (optional)').fill('Harvard Computation Lab');
    await form.getByLabel('Role (optional)').fill('Programmer');
    await form.getByLabel('Community of interest').selectOption({ label: 'Educators' });
    await form.getByLabel('Preferred time').selectOption({ label: 'Morning (9-11 AM GMT)' });
    await form.getByLabel('Expert Q&A Sessions').check();
    await form.getByLabel('Learning Resources').check();
    await form.getByLabel('Additional notes (optional)').fill('Keen to see how teachers use it.');
    await form.getByLabel(/I agree to be contacted/).check();
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    await expect(toast(page)).toContainText('Demo Request Submitted!');
    await expect(toast(page)).toContainText("We'll contact you within 24 hours.");
    const confirmation = page.getByTestId('demo-confirmation');
    await expect(confirmation.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(confirmation).toContainText("We'll contact you within 24 hours");
    await expect(confirmation.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(confirmation.getByRole('link', { name: 'Join The Network' })).toHaveAttribute('href', '/register');
    await expect(demoForm(page)).toHaveCount(0);

    const rows = await queryTestDb<Record<string, unknown>>(
      'SELECT name, email, company, role, community_interest, preferred_time, specific_interests, additional_notes, confirmation_id FROM demo_requests WHERE email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    const { specific_interests: interests, confirmation_id: confirmationId, ...row } = rows[0];
    expect(row).toEqual({
      name: 'Grace Hopper',
      email,
      company: 'Harvard Computation Lab',
      role: 'Programmer',
      community_interest: 'educators',
      preferred_time: 'morning',
      additional_notes: 'Keen to see how teachers use it.',
    });
    // a list column comes back as an array (text[] / jsonb) or as comma-separated text (simple-array)
    const list = Array.isArray(interests) ? interests : String(interests).split(',');
    expect([...list].sort()).toEqual(['Expert Q&A Sessions', 'Learning Resources']);
    expect(String(confirmationId ?? '')).not.toBe('');
    await expect(page.locator('body')).not.toContainText(String(confirmationId)); // spec §7: not shown to the user

    await confirmation.getByRole('link', { name: 'Join The Network' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a failed submission shows the failure toast and keeps the form with its values', async ({ page }) => {
    const email = uniqueEmail('demo-fail');
    await failWith500(page, '/api/demo-requests');
    await page.goto('/demo');
    const form = demoForm(page);
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Community of interest').selectOption({ label: 'Legal' });
    await form.getByLabel('Preferred time').selectOption({ label: 'Flexible' });
    await form.getByLabel(/I agree to be contacted/).check();
    await form.getByRole('button', { name: 'Request Demo' }).click();

    await expect(toast(page)).toContainText('Submission Failed');
    await expect(toast(page)).toContainText('There was an error submitting your demo request. Please try again.');
    await expect(form.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
    await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel(/I agree to be contacted/)).toBeChecked();
    await expect(page.getByTestId('demo-confirmation')).toHaveCount(0);
    expect(await queryTestDb('SELECT id FROM demo_requests WHERE email = $1', [email])).toEqual([]);
  });
});

test.describe('AI Coach (/ai-agent)', () => {
  const waitlistForm = (page: Page) => page.getByRole('form', { name: 'AI Coach waitlist' });

  async function joinWaitlist(page: Page, email: string) {
    const form = waitlistForm(page);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Your community').selectOption({ label: 'Parents' });
    await form.getByLabel('Your main use case').fill('Planning homework help that my children actually enjoy.');
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  }

  test('hero with Coming Soon and Premium, waitlist link to #early-access, and Watch Demo → /demo', async ({ page }) => {
    await page.goto('/ai-agent');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(hero.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(hero.getByText('Premium', { exact: true })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', '#early-access');
    await expect(page.getByTestId('premium-teaser')).toContainText('Coming Soon');

    await hero.getByRole('link', { name: 'Join the Waitlist' }).click();
    await expect(waitlistForm(page)).toBeInViewport();

    await page.getByRole('link', { name: 'Watch Demo' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('form', { name: 'Request a Demo' })).toBeVisible();
  });

  test('use-case cards expand on click', async ({ page }) => {
    await page.goto('/ai-agent');
    const cards = page.getByTestId('use-case-card');
    await expect(cards).toHaveCount(4);
    for (const name of ['Pitch Practice', 'Interview Preparation', 'Research Help', 'Life Coaching']) {
      await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveAttribute('aria-expanded', 'false');
    }
    const toggle = page.getByRole('button', { name: /Interview Preparation/ });
    const example = page.getByText('Run a mock interview for a junior data analyst role.');
    await expect(example).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(example).toBeVisible();
    await expect(page.getByRole('button', { name: /Pitch Practice/ })).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(example).toBeHidden();
  });

  test('the community grid lists the API communities as links to their pages', async ({ page, request }) => {
    const communities: { slug: string; name: string }[] = await (await request.get('/api/communities')).json();
    await page.goto('/ai-agent');
    const tiles = page.getByTestId('coach-community');
    await expect(tiles).toHaveCount(communities.length);
    for (const c of communities) {
      await expect(tiles.filter({ hasText: c.name }).first()).toHaveAttribute('href', `/community/${c.slug}`);
    }
  });

  test('shows skeletons while the communities load', async ({ page }) => {
    const release = await holdRequests(page, '**/api/communities');
    await openInApp(page, '/ai-agent');
    await expect(page.getByTestId('coach-community-skeleton').first()).toBeVisible();
    release();
    await expect(page.getByTestId('coach-community').first()).toBeVisible();
    await expect(page.getByTestId('coach-community-skeleton')).toHaveCount(0);
  });

  test('a deep link to /ai-agent#early-access shows the form in view', async ({ page }) => {
    await page.goto('/ai-agent#early-access');
    await expect(waitlistForm(page)).toBeInViewport();
  });

  test('every validation message of the waitlist form', async ({ page }) => {
    await page.goto('/ai-agent');
    const form = waitlistForm(page);
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    for (const message of [
      'Please enter a valid email address',
      'Please select your primary community',
      'Please tell us your main use case',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('waitlist-success')).toHaveCount(0);
  });

  test('join → "Submitting...", the row is stored and "You\'re on the list!"; joining again with the same e-mail keeps one row', async ({
    page,
  }) => {
    const email = uniqueEmail('waitlist');
    await page.goto('/ai-agent#early-access');
    await joinWaitlist(page, email);
    await expect(waitlistForm(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(toast(page)).toContainText("You're on the list!");
    await expect(page.getByTestId('waitlist-success').getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await expect(waitlistForm(page)).toHaveCount(0);
    expect(await queryTestDb('SELECT email, community, use_case FROM waitlist_entries WHERE email = $1', [email])).toEqual([
      { email, community: 'parents', use_case: 'Planning homework help that my children actually enjoy.' },
    ]);

    await page.reload(); // a goto to the same address with a #fragment would not reload the page
    await joinWaitlist(page, email);
    await expect(toast(page)).toContainText("You're on the list!");
    await expect(page.getByTestId('waitlist-success').getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    const [{ count }] = await queryTestDb<{ count: string }>('SELECT count(*) FROM waitlist_entries WHERE email = $1', [email]);
    expect(Number(count)).toBe(1);
  });

  test('a failed sign-up shows the failure toast and keeps the form with its values', async ({ page }) => {
    const email = uniqueEmail('waitlist-fail');
    await failWith500(page, '/api/waitlist');
    await page.goto('/ai-agent#early-access');
    await joinWaitlist(page, email);
    await expect(toast(page)).toContainText('Submission Failed');
    await expect(toast(page)).toContainText('Please try again or contact support.');
    await expect(waitlistForm(page).getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
    await expect(waitlistForm(page).getByLabel('Email')).toHaveValue(email);
    await expect(page.getByTestId('waitlist-success')).toHaveCount(0);
    expect(await queryTestDb('SELECT id FROM waitlist_entries WHERE email = $1', [email])).toEqual([]);
  });
});
