/**
 * What the API says when its environment is wrong: the start stops with `Configuração inválida:` and one line
 * per variable, `  NAME: message`, the messages below.
 */
export const CONFIG_TEXTS = {
  invalid: (lines: readonly string[]) => `Configuração inválida:\n${lines.join('\n')}`,
  url: 'deve ser uma URL válida',
  email: 'deve ser um e-mail válido',
  phone: 'deve ser um telefone com DDI e DDD (ex.: +55 41 99876-5432)',
  atLeast16: 'deve ter ao menos 16 caracteres',
  pixKeyLength: 'deve ter no máximo 77 caracteres',
  trustProxy: 'deve ser vazio, um número de proxies (1 a 10) ou uma lista de IPs/CIDRs separados por vírgula',
  requiredInProduction: 'obrigatório em produção',
  pixCertPair: 'informe os dois (certificado e chave do mTLS)',
  pixWebhookTlsTogether: (names: readonly string[]) =>
    `obrigatório com as outras variáveis do mTLS dos webhooks Pix (${names.join(', ')})`,
  pixWebhookPort: 'deve ser outra porta que PORT (o mTLS dos webhooks Pix escuta à parte)',
  pixApiInProduction: 'obrigatório com PIX_API_URL em produção',
  unreadableFile: (path: string, reason: string) => `não foi possível ler ${path}${reason}`,
} as const;
