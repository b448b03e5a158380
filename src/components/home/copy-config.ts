/** Timing of the contract-address copy button (spec section 9). */
export const TOOLTIP_DELAYS = { delayDuration: 700, skipDelayDuration: 300 } as const;

/** How long the check mark stays after a successful copy. */
export const COPY_CONFIRM_MS = 2000;
