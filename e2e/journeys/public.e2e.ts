import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/forms';
import { type RunningApp, startApp } from '../support/harness';
import { apiSession } from '../support/orders';

describe('the public professional page, the help page and support', () => {
  let app: RunningApp;
  let professional: { id: string; name: string };
  before(async () => {
    app = await startApp();
    const session = await apiSession(app, 'cliente@brilho.test', 'brilho123');
    const listed = await session.call('/professionals?include=account&page[size]=1');
    const [first] = listed.body.data as { id: string }[];
    const meta = await fetch(`${app.baseUrl}/api/professionals/meta/${first!.id}`).then((r) => r.json());
    professional = { id: first!.id, name: meta.data.attributes.fullname };
  });
  after(async () => {
    await app.stop();
  });

  it('a crawler finds the preview tags without running JavaScript', async () => {
    const html = await fetch(`${app.baseUrl}/pesquisa/profissionais/${professional.id}`).then((r) =>
      r.text(),
    );
    assert.match(html, new RegExp(`<title>Brilho - ${professional.name}</title>`));
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    assert.ok(image, 'og:image is filled');
    const response = await fetch(image.replaceAll('&amp;', '&'));
    assert.equal(response.headers.get('content-type'), 'image/jpeg');
  });

  it('signed out, a visitor opens the page, books with the professional, signs in and the scheduler has them', async () => {
    const { page, context } = await app.newPage({ width: 390 });
    await page.goto(`/pesquisa/profissionais/${professional.id}`);
    await page.getByRole('heading', { name: professional.name }).waitFor();
    await expectAccessible(page);
    const first = professional.name.split(' ')[0]!;
    await page.getByRole('link', { name: `agendar com ${first}` }).click();
    // a visitor is sent to sign up; the demo customer signs in from there
    await page.waitForURL((url) => url.pathname === '/cadastre-se' || url.pathname === '/login');
    if (new URL(page.url()).pathname === '/cadastre-se') {
      const next = new URL(page.url()).searchParams.get('next') ?? '';
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
    }
    await signIn(page, 'cliente@brilho.test', 'brilho123');
    await page.waitForURL((url) => url.pathname === '/limpeza');
    assert.equal(new URL(page.url()).searchParams.get('profissional'), professional.id);
    await context.close();
  });

  it('the help page answers a search for “cancelamento”', async () => {
    const { page, context } = await app.newPage();
    await page.goto('/login');
    await signIn(page, 'cliente@brilho.test', 'brilho123');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/ajuda');
    await page.getByRole('heading', { name: 'Regras e informações' }).waitFor();
    await page.getByLabel('Buscar nas regras').fill('cancelamento');
    await page.getByText('Posso cancelar uma limpeza?').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('the support modal files a message; in the chat the operator’s answer arrives live', async () => {
    const { page, context } = await app.newPage({ width: 390 });
    await page.goto('/login');
    await signIn(page, 'cliente@brilho.test', 'brilho123');
    await page.waitForURL((url) => url.pathname === '/');
    // the footer's 'Fale conosco' opens the support modal; its form files a ticket
    await page
      .getByRole('button', { name: 'Fale conosco' })
      .or(page.getByRole('link', { name: 'Fale conosco' }))
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mensagem').fill('Vocês atendem em Pinhais?');
    await dialog.getByRole('button', { name: 'enviar mensagem' }).click();
    await dialog.getByText('Sua solicitação foi enviada!').waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('button', { name: 'Abrir o chat de atendimento' }).click();
    await dialog.getByLabel('Sua mensagem').fill('Posso levar meu cachorro para passear durante a limpeza?');
    await dialog.getByRole('button', { name: 'enviar' }).click();
    const history = dialog.getByRole('log', { name: 'Mensagens da conversa com o atendimento' });
    await history.getByText('Posso levar meu cachorro').waitFor();
    await expectAccessible(page);

    const operator = await apiSession(app, 'operador@brilho.test', 'brilho123');
    const customerId = (await apiSession(app, 'cliente@brilho.test', 'brilho123')).accountId;
    const answered = await operator.call(`/operator/support/conversations/${customerId}/messages`, {
      method: 'POST',
      body: {
        data: {
          type: 'support-messages',
          attributes: { body: 'Pode sim! A profissional só precisa de acesso.' },
        },
      },
    });
    assert.equal(answered.status, 201, JSON.stringify(answered.body));
    await history.getByText('Pode sim! A profissional só precisa de acesso.').waitFor();
    await context.close();
  });
});
