import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../areas/professional/testing';
import { ApiError, apiRequest } from '../../lib/api/client';
import { ResetPasswordPage } from './ResetPasswordPage';

vi.mock('../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api/client')>()),
  apiRequest: vi.fn(),
}));
const requests = vi.mocked(apiRequest);

beforeEach(() => {
  requests.mockReset();
});

async function resetWith(password: string, email = 'cliente@exemplo.com') {
  renderAt(<ResetPasswordPage />, {
    path: '/redefina-sua-senha/abc',
    pattern: '/redefina-sua-senha/:token',
    user: null,
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Nova senha'), password);
  await user.type(screen.getByLabelText('Confirme a nova senha'), password);
  await user.click(screen.getByRole('button', { name: 'redefinir' }));
}

describe('resetting a password', () => {
  it("shows the API's refusal of a common password on the password field", async () => {
    requests.mockImplementation(async () => {
      throw new ApiError(422, [
        {
          status: '422',
          title: 'Essa senha é muito comum. Escolha outra.',
          source: { pointer: '/data/attributes/password' },
        },
      ]);
    });
    await resetWith('senha123');
    expect(await screen.findByText('Essa senha é muito comum. Escolha outra.')).toBeTruthy();
    // The text is the field's own error, announced with it.
    const described = screen.getByLabelText('Nova senha').getAttribute('aria-describedby') ?? '';
    expect(
      document.getElementById(described.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent,
    ).toBe('Essa senha é muito comum. Escolha outra.');
    expect(screen.queryByText('Ocorreu um erro ao redefinir a senha!')).toBeNull();
  });

  it('refuses the word Brilho or the typed e-mail before calling the API', async () => {
    await resetWith('brilho2024');
    expect(
      await screen.findByText('A senha não pode conter o seu nome, o seu e-mail ou a palavra Brilho.'),
    ).toBeTruthy();
    expect(requests).not.toHaveBeenCalled();
  });

  it('keeps the spec texts in the box for an expired link', async () => {
    requests.mockImplementation(async () => {
      throw new ApiError(400, [{ status: '400', title: 'expirado' }]);
    });
    await resetWith('uma-frase-bem-longa');
    expect(
      await screen.findByText('Ops! O link para redefinir sua senha expirou. Solicite um novo abaixo.'),
    ).toBeTruthy();
  });
});
