/**
 * Spec 000 §2: what the studio says while the user loads. `/` shows it while the sign-in state
 * is still unknown too (ADR 004), so the two places share one wording.
 */
export const STUDIO_LOADING_LABEL = "Loading your creative studio...";
