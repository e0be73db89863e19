import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { COMPANY_SIZES, INDUSTRIES, SIGNUP_LIMITS } from '@clearhire/contracts';
import type { CompaniesSignupApiResponse, SignupDto } from '../../api/public-client';
import { fetchCall, type FetchCallError } from '../../api/fetch-call';
import { ServerErrors } from '../../ui/ServerErrors';
import { RequiredNote, SelectField, TextField, type Option } from '../../ui/form/Fields';
import { RecaptchaField } from './RecaptchaField';
import { useDocumentTitle } from '../use-document-title';
import { useSiteForm } from './site-form';
import { choiceRules, digitsRules, textRules } from '../../ui/form/rules';
import { NameFields, EmailAddressField } from '../../ui/form/NameFields';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields';
import styles from './forms.module.css';
import { SubmitRow } from './SubmitRow';

/** Every field of the sign-up body as the inputs hold it (text); the time zone is the browser's, not typed. */
type SignupValues = Record<Exclude<keyof SignupDto, 'timeZone'>, string>;

interface Picklist {
  field: 'industry' | 'size';
  label: string;
  hint?: string;
  placeholder: string;
  options: readonly Option[];
}

/** The company's two picklists (libs/contracts), each starting on a prompt that cannot be chosen back. */
const PICKLISTS: readonly Picklist[] = [
  { field: 'industry', label: 'Industry', placeholder: 'Select an industry', options: INDUSTRIES.map((value) => ({ value, label: value })) },
  { field: 'size', label: 'Company size', hint: 'Number of employees.', placeholder: 'Select a size', options: COMPANY_SIZES.map((value) => ({ value, label: value })) },
];

const DEFAULT_VALUES: SignupValues = {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      password2: '',
      name: '',
      phone: '',
      fax: '',
      industry: '',
      size: '',
      recaptcha: '',
    };

const FIELDS = ['firstname', 'lastname', 'email', 'password', 'password2', 'name', 'phone', 'fax', 'industry', 'size'] as const;
const L = SIGNUP_LIMITS;

/**
 * `/signup`: company registration (docs/product.md §5); success goes to /thank-you. Its one call goes
 * with fetch: the page loads no Redux store (the log-in, which starts a session, does).
 */
export function SignupPage() {
  useDocumentTitle('Create a free account');
  return <SignupForm />;
}

/** POST /api/companies (reCAPTCHA in the body). */
const createCompany = (signupDto: SignupDto) => fetchCall<CompaniesSignupApiResponse>('POST', '/api/companies', { json: signupDto });

function SignupForm() {
  const navigate = useNavigate();
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<FetchCallError>();
  const { form, recaptcha, siteKey, serverErrors, ready } = useSiteForm<SignupValues>(DEFAULT_VALUES, error, FIELDS);
  const { register, handleSubmit, control, formState } = form;
  const { errors } = formState;

  const onSubmit = async (values: SignupValues) => {
    const signupDto: SignupDto = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      password: values.password,
      password2: values.password2,
      name: values.name.trim(),
      phone: values.phone,
      fax: values.fax || undefined,
      // The selects offer exactly the contracts picklists the DTO's unions are generated from.
      industry: values.industry as SignupDto['industry'],
      size: values.size as SignupDto['size'],
      // The company's calendar (deadlines, due lists, tax years) starts as the browser's; editable later.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || undefined,
      recaptcha: values.recaptcha || undefined,
    };
    setError(undefined);
    setLoading(true);
    try {
      await createCompany(signupDto);
      navigate('/thank-you');
    } catch (failure) {
      setLoading(false);
      setError(failure as FetchCallError);
      recaptcha.current?.reset();
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.card}`}>
        <h1>Create a free account</h1>
        <p className={styles.intro}>
          Register your company to get a pre-screening link for your applicants and send Form I-9 to new employees. There is no
          fee unless we find tax credits for you.
        </p>
        <ServerErrors errors={serverErrors} />
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Create a free account">
          <RequiredNote />
          <NameFields idPrefix="signup" register={register} errors={errors} max={L} rowClassName={styles.row} />
          <EmailAddressField idPrefix="signup" register={register} errors={errors} max={L.email} />
          <div className={styles.row}>
            <NewPasswordFields idPrefix="signup" form={{ register, errors }} />
          </div>
          <TextField
            id="signup-company"
            label="Company name"
            required
            autoComplete="organization"
            maxLength={L.companyName}
            error={errors.name}
            registration={register('name', textRules('Company name', L.companyName))}
          />
          <div className={styles.row}>
            <TextField
              id="signup-phone"
              label="Phone"
              type="tel"
              inputMode="numeric"
              required
              autoComplete="tel-national"
              maxLength={L.phone}
              hint="Digits only."
              error={errors.phone}
              registration={register('phone', digitsRules('Phone', L.phone))}
            />
            <TextField
              id="signup-fax"
              label="Fax"
              type="tel"
              inputMode="numeric"
              maxLength={L.fax}
              hint="Optional. Digits only."
              error={errors.fax}
              registration={register('fax', digitsRules('Fax', L.fax, { required: false }))}
            />
          </div>
          <div className={styles.row}>
            {PICKLISTS.map(({ field, label, hint, placeholder, options }) => (
              <SelectField
                key={field}
                id={`signup-${field}`}
                label={label}
                required
                hint={hint}
                options={options}
                placeholder={placeholder}
                placeholderDisabled
                defaultValue=""
                error={errors[field]}
                registration={register(field, choiceRules(label))}
              />
            ))}
          </div>
          <RecaptchaField control={control} siteKey={siteKey} ref={recaptcha} />
          <SubmitRow label="Create account" disabled={isLoading || !ready}>
            <span>
              Already registered? <Link to="/login">Log in</Link>
            </span>
          </SubmitRow>
        </form>
      </div>
    </div>
  );
}
