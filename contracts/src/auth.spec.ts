import * as v from 'valibot';
import { RegistrationSchema, RegistrationStep1Schema, SignInSchema } from './auth';
import { fieldErrors, validateWith } from './validation';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' Ada@Example.com ',
  password: 'analytical',
  confirmPassword: 'analytical',
  primaryCommunity: 'entrepreneurs',
  additionalCommunities: ['creatives'],
  agreeToTerms: true,
  agreeToNewsletter: false,
};
const errorsOf = (schema: v.GenericSchema, value: unknown) => validateWith(schema)(value) ?? {};

describe('RegistrationSchema (spec §5)', () => {
  it('accepts a valid payload, normalises the e-mail and drops unknown fields', () => {
    const out = v.parse(RegistrationSchema, { ...valid, role: 'admin' });
    expect(out.email).toBe('ada@example.com');
    expect(out).not.toHaveProperty('role');
  });

  it('gives every spec message on its own field', () => {
    expect(
      errorsOf(RegistrationSchema, {
        ...valid,
        firstName: ' ',
        lastName: '',
        email: 'nope',
        password: 'short',
        confirmPassword: 'short',
        primaryCommunity: '',
        agreeToTerms: false,
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      primaryCommunity: 'Please select a community',
      agreeToTerms: 'You must agree to the terms',
    });
  });

  it('reports a confirmation mismatch on confirmPassword', () => {
    expect(errorsOf(RegistrationSchema, { ...valid, confirmPassword: 'analytica1' })).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('reports the mismatch together with the other messages of step 1', () => {
    expect(
      errorsOf(RegistrationStep1Schema, { firstName: 'G', lastName: 'H', email: 'x', password: 'short', confirmPassword: 'different' }),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
  });

  it('rejects wrong types and oversized input with a message, never a throw', () => {
    const errors = errorsOf(RegistrationSchema, {
      ...valid,
      firstName: 42,
      email: ['x'],
      password: 'x'.repeat(100_000),
      additionalCommunities: 'creatives',
      agreeToTerms: 'yes',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'additionalCommunities',
      'agreeToTerms',
      'confirmPassword',
      'email',
      'firstName',
      'password',
    ]);
    expect(errorsOf(RegistrationSchema, null)).toHaveProperty('_root');
  });
});

describe('RegistrationStep1Schema', () => {
  it('validates only the personal information', () => {
    const { primaryCommunity: _p, agreeToTerms: _a, ...step1 } = valid;
    expect(validateWith(RegistrationStep1Schema)(step1)).toBeUndefined();
    expect(errorsOf(RegistrationStep1Schema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('SignInSchema', () => {
  it('needs a valid e-mail and a password', () => {
    expect(errorsOf(SignInSchema, { email: 'x', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(validateWith(SignInSchema)({ email: 'a@b.co', password: 'p' })).toBeUndefined();
  });
});

it('fieldErrors keeps the first message per field', () => {
  const result = v.safeParse(v.object({ a: v.pipe(v.string('first'), v.minLength(3, 'second')) }), { a: 1 });
  expect(result.success).toBe(false);
  if (!result.success) expect(fieldErrors(result.issues)).toEqual({ a: 'first' });
});
