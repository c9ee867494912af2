import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A fresh, unique member for one test. */
export function newMember(firstName = 'Ada') {
  counter += 1;
  return {
    firstName,
    lastName: 'Lovelace',
    email: `${firstName.toLowerCase()}.${Date.now()}.${counter}@example.com`,
    password: 'analytical-engine-1843',
  };
}

/** Types the five fields of registration step 1 on /register. */
export async function fillRegistrationStep1Fields(page: Page, m: ReturnType<typeof newMember>) {
  await page.getByLabel('First name').fill(m.firstName);
  await page.getByLabel('Last name').fill(m.lastName);
  await page.getByLabel('Email').fill(m.email);
  await page.getByLabel('Password', { exact: true }).fill(m.password);
  await page.getByLabel('Confirm password').fill(m.password);
}

/** Fills registration step 1 on /register and goes on to step 2, once its community list can be chosen from. */
export async function fillRegistrationStep1(page: Page, m: ReturnType<typeof newMember>) {
  await fillRegistrationStep1Fields(page, m);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Primary community')).toBeEnabled();
}

/** Fills and submits both registration steps through the UI. */
export async function registerThroughUi(page: Page, m: ReturnType<typeof newMember>, community = 'Entrepreneurs') {
  await page.goto('/register');
  await fillRegistrationStep1(page, m);
  await page.getByLabel('Primary community').selectOption({ label: community });
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
