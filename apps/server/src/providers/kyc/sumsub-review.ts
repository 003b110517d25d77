/**
 * The sandbox's review rule, documented so tests and people can choose the outcome: an applicant
 * whose first or last name starts with "REJECT" is rejected (as a real review rejects an
 * unreadable or mismatched document); anyone else is approved at the basic level.
 */
export const SANDBOX_LEVEL_NAME = 'basic-kyc-level';
export const SANDBOX_REJECT_PREFIX = 'reject';

export interface SandboxReview {
  readonly reviewAnswer: 'GREEN' | 'RED';
  readonly rejectLabels: readonly string[];
  readonly moderationComment: string | null;
}

export function reviewApplicant(applicant: { firstName: string; lastName: string }): SandboxReview {
  const rejected = [applicant.firstName, applicant.lastName].some((name) =>
    name.trim().toLowerCase().startsWith(SANDBOX_REJECT_PREFIX),
  );
  if (!rejected) return { reviewAnswer: 'GREEN', rejectLabels: [], moderationComment: null };
  return {
    reviewAnswer: 'RED',
    rejectLabels: ['BAD_PROOF_OF_IDENTITY'],
    moderationComment: 'The name on the document could not be matched (sandbox rule: a name starting with REJECT)',
  };
}
