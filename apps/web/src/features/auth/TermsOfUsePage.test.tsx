import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import { TermsOfUsePage } from './TermsOfUsePage';

const session = vi.hoisted(() => ({ answered: false }));
vi.mock('../../lib/session', () => ({
  useCurrentUser: () => ({ data: { answered_current_terms: session.answered } }),
  refreshCurrentUser: async () => {},
}));
vi.mock('../../components/support', () => ({ useOpenSupport: () => () => {} }));

afterEach(() => vi.unstubAllGlobals());

function renderTerms(answered: boolean) {
  session.answered = answered;
  mockApi((request) =>
    request.path === '/terms-of-use'
      ? {
          body: {
            data: [
              {
                type: 'terms-of-uses',
                id: 't1',
                attributes: {
                  title: 'Termos de uso',
                  body: 'Cláusula 1.\nCláusula 2.',
                  published_on: '2020-10-08',
                },
              },
            ],
          },
        }
      : undefined,
  );
  renderWithProviders(<TermsOfUsePage />);
  return userEvent.setup({ delay: null });
}

describe('the terms of use page', () => {
  it('lets the keyboard reach the terms text box', async () => {
    const user = renderTerms(false);
    const text = await screen.findByRole('region', { name: 'Texto dos termos de uso' });
    await user.tab();
    expect(document.activeElement).toBe(text);
    expect(screen.getByRole('button', { name: 'continuar' })).toBeTruthy();
  });

  it('shows answered terms read-only, to reread them from the footer', async () => {
    renderTerms(true);
    const text = await screen.findByRole('region', { name: 'Texto dos termos de uso' });
    expect(text.textContent).toContain('Cláusula 2.');
    expect(screen.getByRole('heading', { name: 'Termos de uso' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'continuar' })).toBeNull();
  });
});
