/** The bank account kinds a refund asks for; the API's refund schema accepts exactly these. */
export const accountTypes = ['Conta corrente', 'Conta poupança', 'Outro'] as const;
