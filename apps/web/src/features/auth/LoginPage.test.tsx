import { messages } from '@brilho/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import { LoginPage, validateLogin } from './LoginPage';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the sign-in form', () => {
  it('applies the rules zod applied: both fields required, the e-mail well formed once trimmed', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: messages.common.required,
      password: messages.common.required,
    });
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual({ email: messages.common.required });
    for (const email of [
      'ana',
      'ana@',
      'ana@brilho',
      '.ana@brilho.test',
      'a..na@brilho.test',
      'ana@brilho.t',
    ]) {
      expect(validateLogin({ email, password: 'x' }), email).toEqual({ email: messages.common.invalidEmail });
    }
    for (const email of ['ana@brilho.test', ' Ana.Souza+casa@mail.brilho.com.br ', "o'neil@x.io"]) {
      expect(validateLogin({ email, password: 'x' }), email).toEqual({});
    }
    // The same verdict as the zod schema the form used to run, address by address.
    for (const email of [
      'ana@x-.com',
      'ana@-x.com',
      'é@x.com',
      'a.b.c@d.ef',
      'a.@b.cd',
      'a_b@c.de',
      'a@b..cd',
    ]) {
      expect(!validateLogin({ email, password: 'x' }).email, email).toBe(z.email().safeParse(email).success);
    }
  });

  it('shows the field errors on submit, follows the typing after that, and signs in with the trimmed e-mail in lower case', async () => {
    const { calls } = mockApi((request) =>
      request.path === '/authentication' ? { body: { token: 't-1' } } : undefined,
    );
    renderWithProviders(<LoginPage />, { route: '/login' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'entrar' }));
    expect(screen.getAllByText(messages.common.required)).toHaveLength(2);
    expect(calls).toHaveLength(0);
    // The first invalid field takes the focus, as react-hook-form did.
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));

    await user.type(screen.getByLabelText('E-mail'), 'Ana@Brilho');
    expect(screen.getByText(messages.common.invalidEmail)).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), '.TEST ');
    expect(screen.queryByText(messages.common.invalidEmail)).toBeNull();
    await user.type(screen.getByLabelText('Senha'), 'brilho123');
    expect(screen.queryByText(messages.common.required)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'entrar' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/authentication')).toBe(true));
    const signIn = calls.find((call) => call.path === '/authentication');
    expect(signIn?.method).toBe('POST');
    expect(signIn?.body).toEqual({ email: 'ana@brilho.test', password: 'brilho123' });
  });
});
