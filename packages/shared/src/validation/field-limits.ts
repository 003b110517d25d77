/** Field limits: the spec's (SPEC.md sections 5 and 9) and ours, each with its reason. */
export const FIELD_LIMITS = {
  /** Spec: nickname 3-24. */
  nicknameMinLength: 3,
  nicknameMaxLength: 24,
  /** Spec: password min 8. */
  passwordMinLength: 8,
  /** Ours: bounds the cost of hashing (argon2id) what a request sends. */
  passwordMaxLength: 128,
  /** Spec: full name two words, max 30. */
  fullNameMaxLength: 30,
  /** Ours: the spec leaves twoWords' word length open; 2 matches the first and last name minimum. */
  fullNameWordMinLength: 2,
  /** Spec: first and last name min 2. */
  nameMinLength: 2,
  /** Ours: long enough for real names, short enough for one line of a profile. */
  nameMaxLength: 64,
  /** Spec: personalIdNumber min 2. */
  personalIdMinLength: 2,
  /** Ours: national id and passport numbers are well under this. */
  documentNumberMaxLength: 32,
  /** Ours: a single line of free text (city, address, profession, security answer). */
  shortTextMaxLength: 128,
  /** Ours: a contact message; longer belongs in the live chat. */
  messageMaxLength: 2000,
  /** Ours: a bonus code is a short token. */
  bonusCodeMaxLength: 64,
  /** Ours: the longest crypto address format in use (with a network prefix) fits. */
  walletIdMaxLength: 128,
  /** Ours: a gender is a short word from a list (male, female, other); the profile keeps 16 characters. */
  genderMaxLength: 16,
  /** Ours: IANA time zone ids are at most about 30 characters. */
  timeZoneMaxLength: 64,
  /** Ours: gambling is for adults; the legal age in our markets is 18. */
  playerMinAgeYears: 18,
  /** Ours: an older birth date is a typing mistake. */
  playerMaxAgeYears: 120,
} as const;
