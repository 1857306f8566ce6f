import { Button, Input } from '@chakra-ui/react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { withPasswordRules } from '@shared/accounts/account-schemas';
import { formatMessage } from '@shared/errors/messages';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { applyServerErrors } from './apply-server-errors';
import { BackOfficeForm } from './back-office-form';
import { FormField } from './form-field';
import { renderKit } from './test-support';
import { useBackOfficeForm } from './use-back-office-form';

const schema = withPasswordRules(
  z.object({
    name: z.string().min(1).max(20),
    email: z.email(),
    password: z.string(),
    note: z.string().max(5).optional(),
  }),
  { password: 'password' },
);

function UserForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useBackOfficeForm({
    schema,
    defaultValues: { name: '', email: '', password: '', note: '' },
  });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label="Uživatel">
      <FormField name="name" label="Jméno" required help="Jak se uživatel jmenuje">
        <Input {...form.register('name')} />
      </FormField>
      <FormField name="email" label="E-mail" required>
        <Input {...form.register('email')} />
      </FormField>
      <FormField name="password" label="Heslo" required>
        <Input type="password" {...form.register('password')} />
      </FormField>
      <FormField name="note" label="Poznámka">
        <Input {...form.register('note')} />
      </FormField>
      <Button type="submit">Uložit</Button>
    </BackOfficeForm>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const blur = (label: string) => fireEvent.blur(screen.getByLabelText(new RegExp(`^${label}`)));

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => cleanup());

describe('back-office forms', () => {
  it('marks required fields and ties help and errors to the control', async () => {
    renderKit(<UserForm onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: /^Jméno/ });
    expect(name).toHaveProperty('required', true);
    expect(screen.getAllByText('*')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Poznámka' })).toHaveProperty('required', false);
    const described = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ')[0] ?? '')?.textContent).toBe(
      'Jak se uživatel jmenuje',
    );
  });

  it('checks a field when it is left, then as the user types', async () => {
    renderKit(<UserForm onSubmit={vi.fn()} />);
    type('E-mail', 'jan@');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Neplatný formát e-mailu.')).toBeNull();
    blur('E-mail');
    expect(await screen.findByText('Neplatný formát e-mailu.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^E-mail/ }).getAttribute('aria-invalid')).toBe('true');
    type('E-mail', 'jan@example.com');
    await waitFor(() => expect(screen.queryByText('Neplatný formát e-mailu.')).toBeNull());
  });

  it('shows the messages the server would answer, with their parameters, in the interface language', async () => {
    renderKit(<UserForm onSubmit={vi.fn()} />);
    type('Heslo', 'abc');
    blur('Heslo');
    const serverText = formatMessage('account.passwordTooShort', 'cs', { minimum: 8 });
    expect(serverText).toBe('Heslo musí mít alespoň 8 znaků.');
    expect(await screen.findByText(serverText as string)).toBeTruthy();
    // Every broken rule is listed, not only the first.
    expect(screen.getByText('Heslo musí obsahovat alespoň jedno velké písmeno.')).toBeTruthy();

    type('Poznámka', 'příliš dlouhá');
    blur('Poznámka');
    expect(await screen.findByText('Maximální délka je 5 znaků.')).toBeTruthy();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('The password must have at least 8 characters.')).toBeTruthy();
    expect(await screen.findByText('The maximum length is 5 characters.')).toBeTruthy();
  });

  it('blocks submitting an invalid form and shows every error', async () => {
    const onSubmit = vi.fn();
    renderKit(<UserForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findAllByText('Pole nesmí být prázdné.')).toHaveLength(1);
    expect(screen.getByText('Neplatný formát e-mailu.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's validation errors on their fields and the rest above the form", async () => {
    const rejection = new ApiError('validation', 'Odeslaná data nejsou platná.', 400, 'POST users', {
      code: 'common.validationFailed',
      validationErrors: [
        { field: 'body.email', errors: ['E-mail je již použit.'] },
        { field: 'query.seriesId', errors: ['Série neexistuje.'] },
      ],
    });
    renderKit(<UserForm onSubmit={() => Promise.reject(rejection)} />);
    type('Jméno', 'Jan');
    type('E-mail', 'jan@example.com');
    type('Heslo', 'Heslo123');
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('E-mail je již použit.')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByRole('alert').textContent).toContain('Série neexistuje.');
  });
});

describe('applyServerErrors', () => {
  function useTestForm() {
    return useForm({ defaultValues: { email: '', items: [{ name: '' }] } });
  }
  let form: ReturnType<typeof useTestForm> | undefined;
  function Host() {
    const created = useTestForm();
    useLayoutEffect(() => {
      form = created;
    });
    return null;
  }

  it('strips body., follows nested paths and returns what it could not place', () => {
    renderKit(<Host />);
    const error = new ApiError('validation', 'invalid', 400, 'POST x', {
      code: 'common.validationFailed',
      validationErrors: [
        { field: 'body.email', errors: ['Neplatný e-mail.', 'E-mail je již použit.'] },
        { field: 'body.items.0.name', errors: ['Pole nesmí být prázdné.'] },
        { field: 'body.items.3.name', errors: ['Položka neexistuje.'] },
        { field: 'body.unknown', errors: ['Neznámé pole.'] },
      ],
    });
    let unplaced: string[] = [];
    act(() => {
      unplaced = applyServerErrors(form!, error);
    });
    expect(unplaced).toEqual(['Položka neexistuje.', 'Neznámé pole.']);
    expect(form!.getFieldState('email').error?.types).toEqual({
      server0: 'Neplatný e-mail.',
      server1: 'E-mail je již použit.',
    });
    expect(form!.getFieldState('items.0.name').error?.message).toBe('Pole nesmí být prázdné.');
  });

  it("returns the call's message when it has no field errors, or any other error's message", () => {
    renderKit(<Host />);
    const unavailable = new ApiError('unavailable', 'Služba je momentálně nedostupná.', 503, 'POST x');
    expect(applyServerErrors(form!, unavailable)).toEqual(['Služba je momentálně nedostupná.']);
    expect(applyServerErrors(form!, new Error('boom'))).toEqual(['boom']);
  });
});
