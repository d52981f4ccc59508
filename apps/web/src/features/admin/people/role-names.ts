/** The administrators' roles, in words. */
export const ROLE_NAMES = { 'org-admin': 'Organization administrator', 'practice-admin': 'Practice administrator' };
