import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import type { OperatorProfessional } from './api';
import { actionsFor } from './ProfessionalDetailPage';
import { defaultsOf, ProfessionalForm, professionalFormSchema, toOutput } from './ProfessionalForm';

const professional = {
  first_name: 'Joana',
  last_name: 'Souza',
  email: 'joana@exemplo.com',
  phone: { country_code: '55', area_code: '41', number: '999998888' },
  bio: 'Caprichosa',
  profile_picture: null,
  is_top_professional: true,
  in_high_demand: false,
  has_products: true,
  districts: [{ id: 'd1', display_name: 'Centro', city_id: 'c1', city_name: 'Curitiba' }],
  weekly_hours: [{ weekday: 2, start_hour: 9, end_hour: 17 }],
  validation: 'registered',
  blocked_at: null,
  suspended_at: null,
} as unknown as OperatorProfessional;

describe('professional form', () => {
  it('round-trips a professional into weekly hours of the ticked days only', () => {
    const values = defaultsOf(professional);
    expect(values.days.filter((d) => d.enabled).map((d) => d.weekday)).toEqual([2]);
    values.days[0] = { weekday: 1, enabled: true, start_hour: '8', end_hour: '12' };
    const out = toOutput(values);
    expect(out.weekly_hours).toEqual([
      { weekday: 1, start_hour: 8, end_hour: 12 },
      { weekday: 2, start_hour: 9, end_hour: 17 },
    ]);
    expect(out).toMatchObject({ phone: '41999998888', districtIds: ['d1'], is_top_professional: true });
  });

  it('refuses a day that ends before it starts, and an e-mail only when creating', () => {
    const values = defaultsOf();
    values.first_name = 'Ana';
    values.last_name = 'Lima';
    values.phone = '41999998888';
    values.days[0] = { weekday: 1, enabled: true, start_hour: '18', end_hour: '9' };
    const creating = professionalFormSchema(true).safeParse(values);
    expect(creating.success).toBe(false);
    const paths = creating.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('days.0.end_hour');
    expect(paths).toContain('email');
    values.days[0]!.end_hour = '20';
    expect(professionalFormSchema(false).safeParse(values).success).toBe(true);
  });

  it('offers the actions the professional’s state allows', () => {
    expect(actionsFor(professional)).toEqual(['validate', 'refuse', 'suspend', 'block']);
    expect(actionsFor({ validation: 'validated', blocked_at: '2026-01-01', suspended_at: null })).toEqual([
      'reactivate',
    ]);
  });
});

describe('professional form, rendered', () => {
  it('puts "O fim deve ser depois do início" under a day whose window ends before it starts, without submitting', async () => {
    // The bio's autosize listens to font loading, which jsdom does not have.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    const submitted: unknown[] = [];
    const values = defaultsOf(professional);
    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <ProfessionalForm
            professional={{ ...professional, weekly_hours: [{ weekday: 2, start_hour: 18, end_hour: 9 }] }}
            submitLabel="Salvar alterações"
            onSubmit={async (out) => {
              submitted.push(out);
            }}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(values.days[1]!.enabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Terça-feira' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('O fim deve ser depois do início')).toBeTruthy();
    await waitFor(() =>
      expect(
        document.querySelector('input[aria-label="Fim de Terça-feira"]')?.getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(submitted).toEqual([]);
  });
});
