import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import type { PaymentRequest } from './api';
import { NewCardForm } from './NewCardForm';
import { decryptCard, SERVER_NOW, testKeyPair } from './testing';

let keys: Awaited<ReturnType<typeof testKeyPair>>;
beforeAll(async () => {
  keys = await testKeyPair();
});
afterEach(() => vi.unstubAllGlobals());

const NOW = new Date(SERVER_NOW);

function renderForm(publicKey: string | null = keys.publicKey) {
  const { calls } = mockApi((request) =>
    request.path === '/payment-gateway/public-key'
      ? publicKey
        ? {
            body: {
              data: {
                type: 'public-keys',
                id: 'k',
                attributes: { public_key: publicKey, algorithm: 'RSA-OAEP-256' },
              },
            },
          }
        : { status: 503, body: { errors: [{ title: 'indisponível' }] } }
      : undefined,
  );
  const onPay = vi.fn<(request: PaymentRequest) => void>();
  const onDraft = vi.fn();
  renderWithProviders(
    <NewCardForm
      now={NOW}
      total={9_800}
      draft={null}
      busy={false}
      onBack={() => {}}
      onDraft={onDraft}
      onPay={onPay}
    />,
  );
  return { onPay, onDraft, calls, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a whole value at once (a paste): one change per field keeps the test fast. */
async function fill(user: User, label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.click(field);
  await user.paste(value);
}

async function fillCard(user: User, number = '4111111111111111') {
  await fill(user, /Número do cartão/, number);
  await user.selectOptions(screen.getByLabelText(/Mês/), '12');
  await user.selectOptions(screen.getByLabelText(/Ano/), '2030');
  await fill(user, /CVV/, '123');
  await fill(user, /Nome impresso no cartão/, 'Maria da Silva');
  await fill(user, /CPF ou CNPJ do titular/, '52998224725');
  await fill(user, /Data de nascimento/, '15031990');
  await fill(user, /Telefone/, '41999998888');
}

const payButton = () => screen.getByRole('button', { name: /^Pagar R\$/ });

describe('the new-card form', () => {
  it('keeps the pay button disabled until every field is filled', async () => {
    const { user } = renderForm();
    expect(payButton()).toHaveProperty('disabled', true);
    await fillCard(user);
    expect(payButton()).toHaveProperty('disabled', false);
    await user.clear(screen.getByLabelText(/Telefone/));
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('masks the number and shows the brand once it is recognised', async () => {
    const { user } = renderForm();
    const number = screen.getByLabelText(/Número do cartão/) as HTMLInputElement;
    await fill(user, /Número do cartão/, '55555555');
    expect(number.value).toBe('5555 5555');
    expect(screen.getByText('Bandeira: Mastercard')).toBeTruthy();
  });

  it('masks the holder fields key by key, as a Brazilian expects', async () => {
    const { user } = renderForm();
    const typed = async (label: RegExp, keys: string) => {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      await user.type(field, keys);
      return field.value;
    };
    expect(await typed(/Data de nascimento/, '15031990')).toBe('15/03/1990');
    expect(await typed(/CPF ou CNPJ do titular/, '112223330001')).toBe('11.222.333/0001');
    expect(await typed(/Telefone/, '41998765432')).toBe('(41) 99876-5432');
  });

  it("shows the spec's errors inline", async () => {
    const { user } = renderForm();
    await fill(user, /Número do cartão/, '4111111111111112');
    await user.tab();
    expect(await screen.findByText('Número inválido!')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Número do cartão/));
    await fill(user, /Número do cartão/, '9999999999');
    await user.tab();
    expect(await screen.findByText('Número inválido ou não aceito!')).toBeTruthy();
    await fill(user, /CPF ou CNPJ do titular/, '11111111111');
    await user.tab();
    expect(await screen.findByText('O CPF ou CNPJ informado é inválido!')).toBeTruthy();
    await fill(user, /Telefone/, '41999');
    await user.tab();
    expect(await screen.findByText(/Telefone inválido!/)).toBeTruthy();
  });

  it('pays with the card encrypted (the gateway key decrypts it) and the holder as the API wants it', async () => {
    const { user, onPay, onDraft, calls } = renderForm();
    await fillCard(user);
    await user.click(screen.getByLabelText(/Salvar cartão/));
    await user.click(payButton());
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    const request = onPay.mock.calls[0]![0];
    if (request.kind !== 'new-card') throw new Error('not a new card');
    expect(request.store).toBe(true);
    expect(request.holder).toEqual({
      full_name: 'Maria da Silva',
      document_type: 'CPF',
      document_number: '52998224725',
      birthdate: '1990-03-15',
      phone: { country_code: '55', area_code: '41', number: '999998888' },
      address: null,
    });
    expect(JSON.stringify(request)).not.toContain('4111');
    expect(await decryptCard(keys.privateKey, request.hash)).toMatchObject({
      number: '4111111111111111',
      holder: 'Maria da Silva',
      exp_month: '12',
      exp_year: '2030',
      cvc: '123',
    });
    // The kept draft has neither the number nor the CVC, and no call carried them.
    expect(onDraft.mock.calls[0]![0]).not.toHaveProperty('number');
    expect(onDraft.mock.calls[0]![0]).not.toHaveProperty('cvc');
    expect(JSON.stringify(calls)).not.toContain('4111');
  });

  it("says 'Cartão Inválido!' when the card cannot be encrypted", async () => {
    const { user, onPay } = renderForm(null);
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText('Cartão Inválido!')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });
});
