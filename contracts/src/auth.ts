import * as v from 'valibot';

/** Spec §5 messages, written once: the forms and the API use these schemas. */
export const AUTH_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 8 characters',
  confirmPassword: "Passwords don't match",
  primaryCommunity: 'Please select a community',
  agreeToTerms: 'You must agree to the terms',
  passwordRequired: 'Password is required',
} as const;

/** Spec §5/§8: the login page's own check and its toasts. */
export const LOGIN_TOASTS = {
  missing: { title: 'Missing information', description: 'Please enter both email and password' },
  failed: { title: 'Login failed', fallback: 'Please check your email and password' },
  success: { title: 'Welcome back!' },
} as const;

/** Spec §8 registration toasts. */
export const REGISTRATION_TOASTS = {
  success: { title: 'Registration Successful!' },
  failed: { title: 'Registration Failed', description: 'There was an error creating your account. Please try again.' },
} as const;

/** Spec §4: the success view stays this long before going to the dashboard. */
export const REGISTRATION_REDIRECT_MS = 2000;

/** Spec §9: password minimum length at registration. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bounds that keep hostile input cheap to reject (argon2 over a 1 MB password is a denial of service). */
export const PASSWORD_MAX_LENGTH = 200;
const NAME_MAX = 100;
const EMAIL_MAX = 254;
const SLUG = /^[a-z0-9-]{1,64}$/;

/**
 * A missing field (react-final-form drops empty ones) must get the spec's message, not valibot's "Invalid key":
 * missing values default to '' (or false), which then fail the field's own check.
 */
const required = <S extends v.GenericSchema<string>>(schema: S) => v.optional(schema, '');

const requiredName = (message: string, label: string) =>
  required(
    v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)),
  );

export const EmailSchema = required(
  v.pipe(
    v.string(AUTH_MESSAGES.email),
    v.trim(),
    v.maxLength(EMAIL_MAX, AUTH_MESSAGES.email),
    v.email(AUTH_MESSAGES.email),
    v.toLowerCase(),
  ),
);

export const NewPasswordSchema = required(
  v.pipe(
    v.string(AUTH_MESSAGES.password),
    v.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.password),
    v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  ),
);
const ConfirmPasswordSchema = required(v.string(AUTH_MESSAGES.confirmPassword));

/**
 * "Passwords don't match" on confirmPassword, shown together with the other field messages (valibot's
 * partialCheck would stay silent while the password itself is still too short).
 */
function passwordsMatch<T extends { password: string; confirmPassword: string }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    // Also when another field failed (the dataset is then "untyped", but its values are there).
    const { password, confirmPassword } = (dataset.value ?? {}) as Partial<T>;
    if (typeof password === 'string' && typeof confirmPassword === 'string' && password !== confirmPassword) {
      addIssue({
        message: AUTH_MESSAGES.confirmPassword,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value as Record<string, unknown>,
            key: 'confirmPassword',
            value: confirmPassword,
          },
        ],
      });
    }
  });
}

/** The fields of step 1 (personal information). */
export const REGISTRATION_STEP1_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** The fields of step 1, once: the step's own schema and the whole payload's both use them. */
const STEP1_ENTRIES = {
  firstName: requiredName(AUTH_MESSAGES.firstName, 'First name'),
  lastName: requiredName(AUTH_MESSAGES.lastName, 'Last name'),
  email: EmailSchema,
  password: NewPasswordSchema,
  confirmPassword: ConfirmPasswordSchema,
};

/** Step 1 of registration: personal information (spec §2 Registration). */
export const RegistrationStep1Schema = v.pipe(v.object(STEP1_ENTRIES), passwordsMatch());

/** The whole registration payload (spec §3): step 1 plus community choice and agreements. */
export const RegistrationSchema = v.pipe(
  v.object({
    ...STEP1_ENTRIES,
    primaryCommunity: required(v.pipe(v.string(AUTH_MESSAGES.primaryCommunity), v.regex(SLUG, AUTH_MESSAGES.primaryCommunity))),
    additionalCommunities: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string('Each additional community must be a community slug'),
            v.regex(SLUG, 'Each additional community must be a community slug'),
          ),
          'Additional communities must be a list',
        ),
        v.maxLength(20, 'Choose at most 20 additional communities'),
      ),
      [],
    ),
    agreeToTerms: v.pipe(v.optional(v.boolean(AUTH_MESSAGES.agreeToTerms), false), v.value(true, AUTH_MESSAGES.agreeToTerms)),
    agreeToNewsletter: v.optional(v.boolean('agreeToNewsletter must be true or false'), false),
  }),
  passwordsMatch(),
);
export type RegistrationInput = v.InferInput<typeof RegistrationSchema>;
export type Registration = v.InferOutput<typeof RegistrationSchema>;

/** Spec §5 Sign-in schema. */
export const SignInSchema = v.object({
  email: EmailSchema,
  password: required(
    v.pipe(
      v.string(AUTH_MESSAGES.passwordRequired),
      v.minLength(1, AUTH_MESSAGES.passwordRequired),
      v.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordRequired),
    ),
  ),
});
export type SignIn = v.InferOutput<typeof SignInSchema>;

/** The member as the API returns it: never the password hash. */
export const PublicUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  profileImageUrl: v.nullable(v.string()),
  role: v.picklist(['member', 'admin']),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Whether the member followed the verification link (publishing features require it). */
  emailVerified: v.boolean(),
  /** The slug of the member's primary community (My Dashboard goes there), or null when they have none. */
  primaryCommunity: v.nullable(v.string()),
  /** The member's time zone (IANA, as set in Settings), or null: then times show in the browser's zone. */
  timeZone: v.nullable(v.string()),
});
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;

/** pending while MEMBER_APPROVAL=required waits for staff; approved by default; rejected when staff said no. */
export const MembershipStatusSchema = v.picklist(['pending', 'approved', 'rejected']);

/** A member's membership of one community, as GET /api/me/memberships lists them (primary first). */
export const MembershipSummarySchema = v.object({
  communityId: v.number(),
  slug: v.string(),
  name: v.string(),
  status: MembershipStatusSchema,
  isPrimary: v.boolean(),
});
export type MembershipSummary = v.InferOutput<typeof MembershipSummarySchema>;
