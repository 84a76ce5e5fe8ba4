/** A password-reset link works once, for this many minutes. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
