import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y';
import { type RunningApp, startApp } from '../support/harness';
import { type ApiSession, apiSession, boletoPaidOrder, bookableDay, placeOrder } from '../support/orders';
import { shot as shotIn, signedIn } from '../support/sessions';

/**
 * The operator console's operations: a customer's paid order and a subscription asked for it,
 * a boleto-paid order the customer cancels asking for a refund, and a chat message; the operator resolves the
 * cancellation ticket as credit in Chamados, accepts the subscription
 * in Assinaturas and sees the chat message arrive live in Atendimento; the customer's dashboard offers the
 * credit. Screenshots of every screen go to SCREENSHOTS_DIR (default /tmp/operator-ops-shots).
 */

const CUSTOMER = { email: 'cliente@brilho.test', password: 'brilho123' };
const OPERATOR = { email: 'operador@brilho.test', password: 'brilho123' };
const SHOTS = process.env.SCREENSHOTS_DIR ?? '/tmp/operator-ops-shots';
const shot = (page: Page, name: string) => shotIn(SHOTS, page, name);

/** The console's menu link to a screen. */
const menu = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Menu do operador' }).getByRole('link', { name: label, exact: true });

describe('operator console: orders, tickets, subscriptions, inbox', () => {
  let app: RunningApp;
  let customer: ApiSession;
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
    customer = await apiSession(app, CUSTOMER.email, CUSTOMER.password);
  });
  after(async () => {
    await app?.stop();
  });

  it("resolves a customer's cancellation as credit, accepts their subscription, answers their chat", async () => {
    // A paid order (from the demo customer's wallet) and a weekly subscription asked for it.
    const order = await placeOrder(customer, { day: bookableDay(9), hour: 9, duration: 2 });
    const paid = await customer.call('/payments/account-balance', {
      method: 'POST',
      body: { data: { type: 'payments', attributes: { payable: { id: order.id, type: 'order' } } } },
    });
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    const requested = await customer.call('/subscription-requests', {
      method: 'POST',
      body: {
        data: {
          type: 'subscription-requests',
          attributes: { frequency: 'Semanal' },
          relationships: { payable: { data: { type: 'orders', id: order.id } } },
        },
      },
    });
    assert.equal(requested.status, 201, JSON.stringify(requested.body));
    const subscriptionId = (requested.body.data as { id: string }).id;

    // Another order paid by boleto, which the customer cancels in the browser asking for a refund: a boleto
    // is refunded by bank transfer, so the ticket waits for an operator.
    const operator = await apiSession(app, OPERATOR.email, OPERATOR.password);
    const cancelled = await boletoPaidOrder(customer, operator, {
      day: bookableDay(12),
      hour: 14,
      duration: 2,
    });
    const mine = await signedIn(app, CUSTOMER);
    await mine.page.goto(`/pedidos/${cancelled.id}`);
    await mine.page.getByRole('heading', { name: 'Detalhes da limpeza' }).waitFor();
    await mine.page.getByRole('button', { name: 'CANCELAR' }).click();
    const wizard = mine.page.getByRole('dialog', { name: 'Solicitar cancelamento' });
    await wizard.getByRole('radio', { name: /Solicitar reembolso/ }).check();
    await wizard.getByRole('button', { name: 'avançar' }).click();
    await wizard.getByLabel('Conte o motivo').fill('Mudei de casa, prefiro o dinheiro de volta.');
    await wizard.getByRole('button', { name: 'avançar' }).click();
    // The bank comes from the list by COMPE code.
    await wizard.getByPlaceholder('Digite o código ou o nome do banco').fill('001');
    await mine.page.getByRole('option', { name: '001 - Banco do Brasil' }).click();
    await wizard.getByRole('textbox', { name: /Agência/ }).fill('1234');
    await wizard.getByRole('textbox', { name: /Conta com dígito/ }).fill('12345-6');
    await wizard.getByRole('combobox', { name: /Tipo de conta/ }).selectOption('Conta corrente');
    await wizard.getByRole('button', { name: 'solicitar reembolso' }).click();
    await wizard.getByText('Sua solicitação foi enviada!').waitFor();
    const tickets = await operator.call(
      '/operator/tickets?filter[status]=open&filter[kind]=order_cancellation',
    );
    const ticket = (tickets.body.data as { id: string; attributes: { order_id: string } }[]).find(
      (candidate) => candidate.attributes.order_id === cancelled.id,
    );
    assert.ok(ticket, `an open cancellation ticket for ${cancelled.id}`);
    const ticketId = ticket.id;

    // Painel.
    const { page, context } = await signedIn(app, OPERATOR);
    await page.goto('/operador');
    await page.waitForURL((url) => url.pathname === '/operador/painel');
    await page.getByRole('heading', { level: 2, name: 'Painel' }).waitFor();
    await page.getByRole('region', { name: 'Chamados abertos' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'painel');

    // Chamados: the queue, the ticket, resolved as credit.
    await menu(page, 'Chamados').click();
    const ticketLink = page.locator(`a[href="/operador/chamados/${ticketId}"]`);
    await ticketLink.waitFor();
    await expectAccessible(page);
    await shot(page, 'chamados');
    await ticketLink.click();
    await page.getByRole('heading', { level: 2, name: /^Cancelamento de / }).waitFor();
    await page.getByText('Mudei de casa, prefiro o dinheiro de volta.').waitFor();
    await expectAccessible(page);
    await shot(page, 'chamado');
    await page.getByRole('button', { name: 'Resolver como crédito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolver como crédito' });
    await dialog.getByRole('button', { name: 'Confirmar crédito' }).click();
    await page.getByText('Chamado resolvido como crédito.').waitFor();
    await page.getByText('Resolveu o chamado como crédito').waitFor();

    // Pedidos: the list finds the customer's order; its detail shows the timeline and the audit entry.
    await menu(page, 'Pedidos').click();
    const orderLink = page.locator(`a[href="/operador/pedidos/${cancelled.id}"]`).first();
    await orderLink.waitFor();
    await expectAccessible(page);
    await shot(page, 'pedidos');
    await orderLink.click();
    await page.getByRole('heading', { name: 'Linha do tempo' }).waitFor();
    await page.getByText('Resolveu o chamado como crédito').waitFor();
    await expectAccessible(page);
    await shot(page, 'pedido');

    // Assinaturas: the request is accepted (the next month's cycle is booked) and shows as active.
    await menu(page, 'Assinaturas').click();
    const row = page.getByRole('row').filter({ hasText: 'Solicitada' }).first();
    await row.waitFor();
    await expectAccessible(page);
    await shot(page, 'assinaturas');
    await row.getByRole('button', { name: /^Aceitar/ }).click();
    const accept = page.getByRole('dialog', { name: 'Aceitar assinatura' });
    await accept.getByRole('button', { name: 'Aceitar' }).click();
    await page.getByText('Assinatura aceita.').waitFor();
    await page.getByRole('row').filter({ hasText: 'Ativa' }).first().waitFor();
    const listed = await operator.call('/operator/subscriptions?filter[status]=active');
    const active = (listed.body.data as { id: string }[]).map((s) => s.id);
    assert.ok(active.includes(subscriptionId), `subscription ${subscriptionId} is active`);

    // Cupons: the list and the new coupon form.
    await menu(page, 'Cupons').click();
    await page.getByRole('heading', { level: 2, name: 'Cupons' }).waitFor();
    await page.getByRole('table', { name: 'Cupons' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'cupons');
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    const couponForm = page.getByRole('dialog', { name: 'Novo cupom' });
    await couponForm.getByRole('button', { name: 'Criar cupom' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'cupom-novo');
    await page.keyboard.press('Escape');
    await couponForm.waitFor({ state: 'hidden' });

    // Registro: the credit and the acceptance, by the operator.
    await menu(page, 'Registro').click();
    await page.getByText('Aceitou a assinatura').first().waitFor();
    await page.getByText('Resolveu o chamado como crédito').first().waitFor();
    await expectAccessible(page);
    await shot(page, 'registro');

    // Atendimento: a customer's message arrives without a reload; the operator answers it.
    await menu(page, 'Atendimento').click();
    await page.getByRole('heading', { level: 2, name: 'Atendimento' }).waitFor();
    await page
      .getByText(/^Nenhuma conversa ainda\.$|Aguardando/)
      .first()
      .waitFor();
    const wrote = await customer.call('/support/chat/messages', {
      method: 'POST',
      body: { data: { type: 'support-messages', attributes: { body: 'Olá! Minha limpeza virou crédito?' } } },
    });
    assert.equal(wrote.status, 201, JSON.stringify(wrote.body));
    const conversation = page.getByRole('button', { name: /Olá! Minha limpeza virou crédito\?/ });
    await conversation.waitFor();
    await conversation.click();
    await page
      .getByRole('log', { name: 'Mensagens' })
      .getByText('Olá! Minha limpeza virou crédito?')
      .waitFor();
    await page.getByLabel('Resposta').fill('Sim! Você pode reagendar pelo seu painel.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page
      .getByRole('log', { name: 'Mensagens' })
      .getByText('Sim! Você pode reagendar pelo seu painel.')
      .waitFor();
    await expectAccessible(page);
    await shot(page, 'atendimento');

    // The lists at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, table] of [
      ['/operador/pedidos', 'Pedidos'],
      ['/operador/chamados?status=todos', 'Chamados'],
      ['/operador/assinaturas', 'Assinaturas'],
      ['/operador/cupons', 'Cupons'],
      ['/operador/registro', 'Registro de ações'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('table', { name: table }).getByRole('row').nth(1).waitFor();
      await shot(page, path.split(/[/?]/)[2]!);
    }
    await page.goto('/operador/atendimento');
    await page.getByRole('button', { name: /Sim! Você pode reagendar/ }).waitFor();
    await shot(page, 'atendimento');
    await context.close();

    // The customer's dashboard offers the credit.
    await mine.page.goto('/');
    await mine.page.getByText('Você possui 1 limpeza(s) em crédito').waitFor();
    await mine.context.close();
  });
});
