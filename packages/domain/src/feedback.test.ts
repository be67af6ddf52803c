import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canEditFeedback,
  FEEDBACK_NO_COMMENT,
  feedbackComment,
  feedbackDescription,
  isFeedbackRating,
  professionalStanding,
} from './feedback';

describe('feedback rules', () => {
  it.each([
    [0, true],
    [5, true],
    [3, true],
    [6, false],
    [-1, false],
    [4.5, false],
    ['4', false],
    [null, false],
    [Number.NaN, false],
  ])('accepts %p as a rating: %p', (value, ok) => {
    expect(isFeedbackRating(value)).toBe(ok);
  });

  it('stores an empty comment as the hidden placeholder and reads it back as none', () => {
    expect(feedbackDescription('  ')).toBe(FEEDBACK_NO_COMMENT);
    expect(feedbackDescription(undefined)).toBe(FEEDBACK_NO_COMMENT);
    expect(feedbackDescription(' Ótima ')).toBe('Ótima');
    expect(feedbackComment(FEEDBACK_NO_COMMENT)).toBeNull();
    expect(feedbackComment('Ótima')).toBe('Ótima');
  });

  it('lets a feedback change for 7 days after it was given, not a millisecond more', () => {
    const given = new Date('2026-11-23T12:00:00Z');
    expect(canEditFeedback(given, new Date('2026-11-30T11:59:59.999Z'))).toBe(true);
    expect(canEditFeedback(given, new Date('2026-11-30T12:00:00Z'))).toBe(false);
  });

  it.each([
    [[], 10_000, false],
    [[5], 10_000, false],
    [[4, 5], 9_000, false],
    [[5, 5, 5, 4, 4], 9_200, true],
    [[5, 5, 5, 4, 3], 8_800, false],
    [[0], 0, false],
  ])('turns ratings %j into a stored rating of %i (top: %p)', (ratings, rating, top) => {
    const standing = professionalStanding(ratings);
    expect(standing.rating).toBe(rating);
    expect(standing.totalFeedbacksCount).toBe(ratings.length);
    expect(standing.isTopProfessional).toBe(top);
  });

  it('keeps the stored rating between 0 and 10000 and between the lowest and highest stars', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 200 }), (ratings) => {
        const { rating } = professionalStanding(ratings);
        expect(rating).toBeGreaterThanOrEqual(Math.min(...ratings) * 2000);
        expect(rating).toBeLessThanOrEqual(Math.max(...ratings) * 2000);
      }),
    );
  });
});
