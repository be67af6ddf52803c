import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing';
import type { OrderTimelineEvent } from './api';
import { OrderTimeline } from './OrderTimeline';

let rows = 0;
const event = (kind: OrderTimelineEvent['kind'], title: string): OrderTimelineEvent => ({
  id: `${kind}:${++rows}`,
  kind,
  at: '2026-11-24T12:10:00Z',
  title,
  subject_type: null,
  subject_id: null,
});

describe("the order's timeline", () => {
  it('shows an e-mail sent as its own row, after the change that caused it, as the API orders them', () => {
    renderAt(
      <OrderTimeline
        events={[
          event('status', 'Agendado → Pago'),
          event('email', 'E-mail enviado: Pedido confirmado para ana@exemplo.com'),
          event('status', 'Pago → Cancelado'),
          event('email', 'E-mail enviado: Pedido cancelado para ana@exemplo.com'),
          event('email', 'E-mail enviado: Pedido cancelado para ana@exemplo.com'),
        ]}
      />,
      { path: '/' },
    );
    const rows = screen.getAllByText(/^(E-mail enviado|Agendado|Pago)/).map((row) => row.textContent);
    expect(rows).toEqual([
      'Agendado → Pago',
      'E-mail enviado: Pedido confirmado para ana@exemplo.com',
      'Pago → Cancelado',
      'E-mail enviado: Pedido cancelado para ana@exemplo.com',
      'E-mail enviado: Pedido cancelado para ana@exemplo.com',
    ]);
    expect(document.querySelectorAll('[data-kind="email"]')).toHaveLength(3);
  });
});
