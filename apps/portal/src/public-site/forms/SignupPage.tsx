import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { COMPANY_SIZES, INDUSTRIES, SIGNUP_LIMITS } from '@clearhire/contracts';
import type { CompaniesSignupApiResponse, SignupDto } from '../../api/public-client';
import { fetchCall, type FetchCallError } from '../../api/fetch-call';
import { ServerErrors } from '../../ui/ServerErrors';
import { RequiredNote, SelectField, TextField } from '../../ui/form/Fields';
import { RecaptchaField } from './RecaptchaField';
import { useDocumentTitle } from '../use-document-title';
import { useSiteForm } from './site-form';
import { choiceRules, digitsRules, textRules } from '../../ui/form/rules';
import { NameFields, EmailAddressField } from '../../ui/form/NameFields';
import styles from './forms.module.css';

/** Every field of the sign-up body as the inputs hold it (text); the time zone is the browser's, not typed. */
type SignupValues = Record<Exclude<keyof SignupDto, 'timeZone'>, string>;

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: value }));
const SIZE_OPTIONS = COMPANY_SIZES.map((value) => ({ value, label: value }));

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
            <TextField
              id="signup-password"
              label="Password"
              type="password"
              required
              autoComplete="new-password"
              maxLength={L.password}
              hint={`${L.passwordMin} to ${L.password} characters.`}
              error={errors.password}
              registration={register('password', textRules('Password', L.password, { min: L.passwordMin }))}
            />
            <TextField
              id="signup-password2"
              label="Repeat password"
              type="password"
              required
              autoComplete="new-password"
              maxLength={L.password}
              error={errors.password2}
              registration={register('password2', {
                ...textRules('Repeat password', L.password),
                validate: (value: string, form: SignupValues) => (value === form.password ? true : 'Passwords do not match.'),
              })}
            />
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
            <SelectField
              id="signup-industry"
              label="Industry"
              required
              options={INDUSTRY_OPTIONS}
              placeholder="Select an industry"
              placeholderDisabled
              defaultValue=""
              error={errors.industry}
              registration={register('industry', choiceRules('Industry'))}
            />
            <SelectField
              id="signup-size"
              label="Company size"
              required
              hint="Number of employees."
              options={SIZE_OPTIONS}
              placeholder="Select a size"
              placeholderDisabled
              defaultValue=""
              error={errors.size}
              registration={register('size', choiceRules('Company size'))}
            />
          </div>
          <RecaptchaField control={control} siteKey={siteKey} ref={recaptcha} />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isLoading || !ready}>
              Create account
            </button>
            <span>
              Already registered? <Link to="/login">Log in</Link>
            </span>
          </div>
        </form>
      </div>
    </div>
  );
}
