import { Button } from '@cci/shared-ui';
import { FormAlert } from './form-alert';

/** Following a one-time link failed for another reason than the link (the server, the network): say so, try again. */
export function LinkFailed({ title, message, retry }: { title: string; message: string; retry: () => void }) {
  return (
    <>
      <h1>{title}</h1>
      <FormAlert title="Something went wrong">{message}</FormAlert>
      <Button onClick={retry}>Try again</Button>
    </>
  );
}
