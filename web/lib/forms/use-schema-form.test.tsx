import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field } from '~/components/ui/field';
import { ApiRequestError } from '~/lib/api/errors';
import { schemaFieldErrors } from './field-errors';
import { useSchemaForm, type UseSchemaFormOptions } from './use-schema-form';

const bodySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ message: 'Enter a valid email address' })),
  phone: z.string().regex(/^\+\d[\d ]+$/, 'Enter a valid phone number'),
});
type Body = z.infer<typeof bodySchema>;
type Values = { email: string; country: string; phoneNumber: string };

const toBody = (v: Values) => ({ email: v.email, phone: `${v.country} ${v.phoneNumber}` });

function TestForm({
  onValid,
  onFailure,
  ...options
}: Partial<UseSchemaFormOptions<Values, Body>> & {
  onValid: (body: Body) => unknown;
  onFailure: (err: unknown) => void;
}) {
  const { form, fieldError, submit } = useSchemaForm<Values, Body>({
    schema: bodySchema,
    defaultValues: { email: '', country: '+1', phoneNumber: '' },
    toBody,
    fieldNames: { phone: 'phoneNumber' },
    ...options,
  });
  return (
    <form aria-label="Test" noValidate onSubmit={submit(onValid, onFailure)}>
      <Field id="t-email" label="Email" required error={fieldError('email')}>
        {(control) => <input type="email" {...control} {...form.register('email')} />}
      </Field>
      <Field id="t-phone" label="Phone number" hint="Digits, spaces" error={fieldError('phoneNumber')}>
        {(control) => <input type="tel" {...control} {...form.register('phoneNumber')} />}
      </Field>
      <button type="submit">Send</button>
    </form>
  );
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('useSchemaForm with Field', () => {
  it('shows the schema message under its field, marks it invalid, describes it and focuses it; nothing is sent', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} onFailure={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), 'call me');
    await send();
    const phone = screen.getByLabelText(/^Phone number/);
    expect(await screen.findByText('Enter a valid phone number')).toHaveAttribute('id', 't-phone-error');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-describedby', 't-phone-error t-phone-hint');
    expect(phone).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the parsed body (built by toBody) to onValid', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} onFailure={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Email/), '  ada@example.com ');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '555 0100');
    await send();
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ email: 'ada@example.com', phone: '+1 555 0100' });
  });

  it('imports a lazy schema on the first validation only, and retries an import that failed', async () => {
    const load = vi.fn<() => Promise<typeof bodySchema>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(bodySchema);
    const onFailure = vi.fn();
    const onValid = vi.fn();
    render(<TestForm schema={load} onValid={onValid} onFailure={onFailure} />);
    expect(load).not.toHaveBeenCalled();
    await send();
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(new Error('chunk failed')));
    await send();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '555 0100');
    await send();
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('puts the field errors of a 400 answer on their fields (renamed where the form differs)', async () => {
    const onFailure = vi.fn();
    const answer = new ApiRequestError(400, {
      message: 'Validation failed',
      errors: [
        { field: 'phone', message: 'Not a number in that country' },
        { field: 'email', message: 'Enter a valid email address' },
      ],
    });
    render(<TestForm onValid={() => Promise.reject(answer)} onFailure={onFailure} />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '555 0100');
    await send();
    expect(await screen.findByText('Not a number in that country')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone number/)).toHaveFocus();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('hands any other failure, and a 400 naming no field of the form, to onFailure', async () => {
    const onFailure = vi.fn();
    const errors = [new ApiRequestError(500, null), new ApiRequestError(400, { message: 'Already subscribed' })];
    const onValid = vi.fn(() => Promise.reject(errors.shift()));
    render(<TestForm onValid={onValid} onFailure={onFailure} />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '555 0100');
    await send();
    await send();
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(2));
    expect(onFailure.mock.calls.map(([e]) => (e as ApiRequestError).status)).toEqual([500, 400]);
  });

  it('shows the errors of a post sent without JavaScript until the next submit', async () => {
    render(<TestForm initialErrors={{ email: 'Enter a valid email address' }} onValid={vi.fn()} onFailure={vi.fn()} />);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '555 0100');
    await send();
    await waitFor(() => expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument());
  });
});

describe('schemaFieldErrors', () => {
  it('gives the first message per field, renamed, or the parsed data', () => {
    expect(schemaFieldErrors(bodySchema, { email: '', phone: 'x' }, { phone: 'phoneNumber' })).toEqual({
      data: null,
      errors: { email: 'Email is required', phoneNumber: 'Enter a valid phone number' },
    });
    expect(schemaFieldErrors(bodySchema, { email: ' a@b.co ', phone: '+1 555' })).toEqual({
      data: { email: 'a@b.co', phone: '+1 555' },
      errors: null,
    });
  });
});
