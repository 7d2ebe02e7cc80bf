// Plain values the web needs too; kept apart from the schemas so importing them costs no zod.
export const PASSWORD_MIN_LENGTH = 8;
