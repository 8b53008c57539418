import type { RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '~/components/ui/field';

interface NameEmailFieldsProps {
  id: string;
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  /** The dialog focuses the name when it opens. */
  nameRef: RefObject<HTMLInputElement | null>;
  errors: { name?: string | undefined; email?: string | undefined };
  emailHint?: string;
}

/** A person's name and sign-in email, as the create and edit dialogs ask for them. */
export function NameEmailFields({ id, name, email, nameRef, errors, emailHint }: NameEmailFieldsProps) {
  const { ref: registerName, ...nameField } = name;
  return (
    <>
      <Field id={`${id}-name`} label="Name" error={errors.name}>
        {(c) => (
          <input
            {...c}
            {...nameField}
            ref={(el) => {
              registerName(el);
              nameRef.current = el;
            }}
            required
            autoComplete="off"
          />
        )}
      </Field>
      <Field id={`${id}-email`} label="Email" error={errors.email} hint={emailHint}>
        {(c) => <input {...c} {...email} type="email" required autoComplete="off" />}
      </Field>
    </>
  );
}
