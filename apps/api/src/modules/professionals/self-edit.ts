import { professionalSelfPatch } from '@brilho/domain/professional-signup';
import type { AppContext } from '../../context';
import { attributesOf, parseWith } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { PROFESSIONAL_PARAM_TEXTS } from '../../words/professionals';
import { recordAudit } from '../audit';
import type { SignedInProfessional } from '../professional-side';
import { districtIdsOf } from './console.routes';
import { applyPatch, lockProfessional } from './console.service';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * `PATCH /professional/me`: the professional edits their weekly hours (`attributes.weekly_hours`)
 * and served districts (`relationships.districts`) with the operator form's rules (`weeklyHours`, every
 * district must exist) through the same `applyPatch`, so the schedule follows the new hours at once. Nothing
 * else of the profile is theirs to change here; the change is in the audit log with the professional as actor.
 */
export async function updateOwnAvailability(
  ctx: Ctx,
  me: SignedInProfessional,
  body: unknown,
): Promise<void> {
  const input = parseWith(professionalSelfPatch, attributesOf(body));
  const districtIds = districtIdsOf(body);
  if (input.weekly_hours === undefined && districtIds === null)
    throw new ApiError(422, PROFESSIONAL_PARAM_TEXTS.hoursOrDistricts, { pointer: '/data' });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const professional = await lockProfessional(tx, me.professional.id);
    const changed = await applyPatch(
      tx,
      professional,
      { weekly_hours: input.weekly_hours },
      districtIds,
      now,
    );
    await recordAudit(
      tx,
      { accountId: me.account.id, role: 'professional' },
      {
        action: 'professional.self_update',
        subjectType: 'professionals',
        subjectId: professional.id,
        data: changed,
      },
      now,
    );
  });
}
