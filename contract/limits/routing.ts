/** A routing rule's bounds beside its priority (VALIDATION.ROUTING_PRIORITY_*); the platform's choices (docs/features/routing.md). */
export const ROUTING = {
  /** not in the spec: a condition pattern's length (an E.164 number is at most 16 characters) */
  PATTERN_MAX: 32,
  /** not in the spec: alternative destinations tried in order after the destination */
  ALTERNATIVES_MAX: 5,
  /** not in the spec: customized numbers a condition matches beside its pattern */
  CUSTOMIZED_NUMBERS_MAX: 20,
} as const;
