import { formatCnpj, formatCpf, isValidCep, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './phone';

export type DocumentType = 'CPF' | 'CNPJ';

export const isCpf = (value: string): boolean =>
  onlyDigits(value).length === 11 && isValidCpf(onlyDigits(value));
export const isCnpj = (value: string): boolean =>
  onlyDigits(value).length === 14 && isValidCnpj(onlyDigits(value));
export const isCep = (value: string): boolean =>
  onlyDigits(value).length === 8 && isValidCep(onlyDigits(value));

/** A document longer than 11 digits is a CNPJ, otherwise a CPF (payment rules). */
export const documentTypeOf = (value: string): DocumentType =>
  onlyDigits(value).length > 11 ? 'CNPJ' : 'CPF';
export const isCpfOrCnpj = (value: string): boolean =>
  documentTypeOf(value) === 'CNPJ' ? isCnpj(value) : isCpf(value);

export const maskCpf = (value: string): string => formatCpf(onlyDigits(value));
export const maskCnpj = (value: string): string => formatCnpj(onlyDigits(value));
