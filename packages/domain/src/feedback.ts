import { feedbackTexts } from './messagesFeedback';

/**
 * A customer's rating of a complete cleaning ("rate in the app"): 0 to 5 stars and an optional
 * comment, once per order, editable for 7 days after it was first given. It becomes the professional's
 * feedback; an empty comment is stored as the spec's 'Sem informação', which lists hide but which still
 * counts towards the rating.
 */

export const FEEDBACK_EDIT_DAYS = 7;
export const FEEDBACK_MIN_RATING = 0;
export const FEEDBACK_MAX_RATING = 5;
export const FEEDBACK_COMMENT_LIMIT = 1000;
/** The spec's placeholder description, hidden wherever feedbacks are listed. */
export const FEEDBACK_NO_COMMENT = feedbackTexts.noComment;

/** Stars ×2000 is the professional's stored rating (10000 = 5 stars). */
const STORED_PER_STAR = 2000;
/** Rating a professional has before anyone rated them (the column's default). */
export const UNRATED_PROFESSIONAL_RATING = 10_000;

/** 'Top profissional' is earned with an average of at least 4,5 stars over at least 5 ratings. */
export const TOP_PROFESSIONAL_MIN_RATING = 9_000;
export const TOP_PROFESSIONAL_MIN_FEEDBACKS = 5;

export const feedbackMessages = {
  ...feedbackTexts,
  commentTooLong: feedbackTexts.commentTooLong(FEEDBACK_COMMENT_LIMIT),
  editExpired: feedbackTexts.editExpired(FEEDBACK_EDIT_DAYS),
} as const;

export const isFeedbackRating = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= FEEDBACK_MIN_RATING &&
  value <= FEEDBACK_MAX_RATING;

/** The comment as stored: trimmed, and 'Sem informação' when there is none. */
export function feedbackDescription(comment: string | null | undefined): string {
  const trimmed = comment?.trim() ?? '';
  return trimmed === '' ? FEEDBACK_NO_COMMENT : trimmed;
}

/** The comment as the customer wrote it (none for the placeholder). */
export const feedbackComment = (description: string): string | null =>
  description === FEEDBACK_NO_COMMENT ? null : description;

/** Last instant a feedback given at `givenAt` may be changed (exclusive). */
export const feedbackEditableUntil = (givenAt: Date): Date =>
  new Date(givenAt.getTime() + FEEDBACK_EDIT_DAYS * 24 * 3_600_000);

export const canEditFeedback = (givenAt: Date, now: Date): boolean =>
  now.getTime() < feedbackEditableUntil(givenAt).getTime();

export interface ProfessionalStanding {
  /** Stored rating, 10000 = 5 stars. */
  rating: number;
  totalFeedbacksCount: number;
  isTopProfessional: boolean;
}

/**
 * A professional's rating, count and 'Top profissional' badge from every feedback they have: the mean of
 * the stars, stored ×2000 and rounded; no feedback keeps the starting 5 stars and no badge.
 */
export function professionalStanding(ratings: readonly number[]): ProfessionalStanding {
  if (ratings.length === 0)
    return { rating: UNRATED_PROFESSIONAL_RATING, totalFeedbacksCount: 0, isTopProfessional: false };
  const sum = ratings.reduce((total, stars) => total + stars, 0);
  const rating = Math.round((sum * STORED_PER_STAR) / ratings.length);
  return {
    rating,
    totalFeedbacksCount: ratings.length,
    isTopProfessional:
      ratings.length >= TOP_PROFESSIONAL_MIN_FEEDBACKS && rating >= TOP_PROFESSIONAL_MIN_RATING,
  };
}
