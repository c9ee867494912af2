import { TextField } from '@cci/shared-ui/forms';

/** The e-mail field of the sign-in, registration and password-reset forms. */
export const EmailField = () => <TextField name="email" type="email" label="Email" autoComplete="email" placeholder="you@example.com" />;
