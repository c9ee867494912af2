/** @jest-environment jsdom */
import { TextField } from '@cci/shared-ui/forms';
import { renderWithProviders } from '@cci/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { FormDialog } from './form-dialog';

interface Values {
  capacity?: string;
  onlineUrl?: string;
}

/** A dialog whose initial values arrive after it opened (an event's schedule read when its row shows), made anew each render. */
function Schedule({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const [loaded, setLoaded] = useState<Values | null>(null);
  return (
    <>
      <button type="button" onClick={() => setLoaded({ capacity: '', onlineUrl: 'https://meet.example.com/x' })}>
        The schedule arrives
      </button>
      <FormDialog<Values>
        trigger={<button type="button">Schedule</button>}
        title="Schedule"
        description="Places and link"
        submitLabel="Save"
        submittingLabel="Saving..."
        initialValues={{ capacity: loaded?.capacity ?? '', onlineUrl: loaded?.onlineUrl ?? '' }}
        onSubmit={onSubmit}
        done={{ title: 'Saved' }}
        failed={() => ({ title: 'Not saved' })}
      >
        <TextField name="capacity" label="Capacity (places)" type="number" />
        <TextField name="onlineUrl" label="Online link" type="url" />
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('keeps what the admin typed when its initial values arrive (or are read again) while it is open', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<Schedule onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await user.type(await screen.findByLabelText('Capacity (places)'), '2');
    // The read lands after the admin typed: it fills the untouched link, and leaves their capacity.
    act(() => screen.getByRole('button', { name: 'The schedule arrives', hidden: true }).click());
    expect(screen.getByLabelText('Capacity (places)')).toHaveValue(2);
    expect(screen.getByLabelText('Online link')).toHaveValue('https://meet.example.com/x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ capacity: '2', onlineUrl: 'https://meet.example.com/x' });
  });
});
