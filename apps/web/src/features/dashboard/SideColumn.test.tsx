import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceOf } from '../../components/AppDownload';
import { renderWithProviders } from '../../components/address/testing';
import type { CurrentUser } from '../../lib/session';
import { SideColumn } from './SideColumn';

const user = (status: CurrentUser['status']) => ({ status }) as CurrentUser;

describe('the dashboard side column', () => {
  it('shows the first-order coupon only to first-order users', () => {
    const { unmount } = renderWithProviders(<SideColumn user={user('email_verified')} />);
    expect(screen.getByText(/PRIMEIRA10OFF/)).toBeTruthy();
    unmount();
    renderWithProviders(<SideColumn user={user('active')} />);
    expect(screen.queryByText(/PRIMEIRA10OFF/)).toBeNull();
    expect(screen.getByText('Cupom 10DESC')).toBeTruthy();
  });

  it("opens the phone's own app store", () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});
