import { AUDIT_ACTION_LABELS, AUDIT_SUBJECT_LABELS } from './messagesAudit';

export { AUDIT_ACTION_LABELS, AUDIT_SUBJECT_LABELS } from './messagesAudit';

/** The pt-BR name of an audit action; an unknown code reads as the code itself. */
export const auditActionLabel = (action: string): string =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action]! : action;

export const auditSubjectLabel = (subjectType: string): string =>
  Object.hasOwn(AUDIT_SUBJECT_LABELS, subjectType) ? AUDIT_SUBJECT_LABELS[subjectType]! : subjectType;

const fold = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The codes whose pt-BR name contains `text` (accent- and case-insensitive): 'bloqueou' → the two blocks. */
export function auditActionsNamed(text: string): string[] {
  const wanted = fold(text);
  if (wanted === '') return [];
  return Object.entries(AUDIT_ACTION_LABELS)
    .filter(([, label]) => fold(label).includes(wanted))
    .map(([code]) => code);
}
