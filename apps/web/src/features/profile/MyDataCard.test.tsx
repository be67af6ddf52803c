import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import { myDataTexts as MY_DATA_TEXTS } from '../../words/my-data';
import MyDataCard from './MyDataCard';

afterEach(() => vi.unstubAllGlobals());

describe("'Meus dados' (LGPD)", () => {
  it('asks before deleting and sends the password; a wrong one shows the API’s message', async () => {
    const { calls } = mockApi((request) =>
      request.path === '/my-data/deletion'
        ? {
            status: 422,
            body: {
              errors: [
                { status: '422', title: 'Senha incorreta', source: { pointer: '/data/attributes/password' } },
              ],
            },
          }
        : undefined,
    );
    renderWithProviders(<MyDataCard />);
    expect(screen.getByRole('button', { name: MY_DATA_TEXTS.downloadJson })).toBeTruthy();
    expect(screen.getByRole('button', { name: MY_DATA_TEXTS.downloadHtml })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MY_DATA_TEXTS.delete }));
    const dialog = await screen.findByRole('dialog', { name: MY_DATA_TEXTS.confirmTitle });
    expect(calls.some((c) => c.path === '/my-data/deletion')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Senha/), { target: { value: 'errada123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: MY_DATA_TEXTS.confirm }));
    expect(await within(dialog).findByText('Senha incorreta')).toBeTruthy();
    expect(calls.find((c) => c.path === '/my-data/deletion')?.body).toEqual({
      data: { type: 'account-deletions', attributes: { password: 'errada123' } },
    });
  });
});
