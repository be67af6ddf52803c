import { buildBrCode } from '@brilho/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import { PixPanel, sandboxLocation } from './PixPanel';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const NOW = '2026-11-29T13:00:00.000Z';
const payload = (url: string) =>
  buildBrCode({
    account: { url },
    amount: 32_000,
    merchantName: 'BRILHO',
    merchantCity: 'CURITIBA',
    txid: '***',
    singleUse: true,
  });

function render(expiresAt: string, url = 'psp.example.com/qr/v2/abc') {
  mockApi((request) => (request.path === '/what-time-is-it' ? { body: { current_time: NOW } } : undefined));
  renderWithProviders(<PixPanel pix={{ copyPaste: payload(url), expiresAt, amount: 32_000 }} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the Pix panel', () => {
  it("shows a cycle's due date instead of a countdown when it is days away", async () => {
    render('2026-12-04T02:59:59.999Z');
    expect((await screen.findByTestId('pix-vencimento')).textContent).toBe('03/12/2026');
    expect(screen.queryByTestId('pix-expira')).toBeNull();
    expect(screen.getByText('R$ 320,00')).toBeTruthy();
  });

  it('offers the sandbox payment only for a QR of the sandbox PSP', () => {
    expect(sandboxLocation(payload('localhost:3000/api/sandbox-psp/qr/v2/Abc123'))).toBe('Abc123');
    expect(sandboxLocation(payload('pix.bank.example/qr/v2/Abc123'))).toBeNull();
    expect(sandboxLocation('not a br code')).toBeNull();
  });
});
