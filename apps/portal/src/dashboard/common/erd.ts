/** What a member reads where an owner would be offered the ERD form: only owners sign it (the API answers 403 to members). */
export const ERD_OWNER_SIGNS = 'An owner of your company must sign the ERD and I-9 Employer Authorization forms.';
