/** A password-reset link works once, for this many minutes. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/**
 * The set-password link in the welcome mail of an account an admin made for a business owner (decision 016): the
 * same single-use link as a reset, given a week, because the owner may not read the mail the hour it arrives.
 */
export const WELCOME_LINK_DAYS = 7;
