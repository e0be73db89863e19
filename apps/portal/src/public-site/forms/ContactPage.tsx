import { useNavigate } from 'react-router-dom';
import { CONTACT_LIMITS } from '@clearhire/contracts';
import { useCompaniesContactMutation, type ContactDto } from '../../api/public-client';
import { ServerErrors } from '../../ui/ServerErrors';
import { CONTACT_EMAIL } from '../site-map';
import { RequiredNote, TextField } from '../../ui/form/Fields';
import { RecaptchaField } from './RecaptchaField';
import { SiteFormPage } from './site-form-page';
import { useSiteForm } from './site-form';
import { textRules } from '../../ui/form/rules';
import { NameFields, EmailAddressField } from '../../ui/form/NameFields';
import styles from './forms.module.css';
import { SubmitRow } from './SubmitRow';

/** The demo request's body, every field as the inputs hold it. */
type ContactValues = Required<ContactDto>;

const DEFAULT_VALUES: ContactValues = { firstname: '', lastname: '', company: '', position: '', email: '', recaptcha: '' };

const FIELDS = ['firstname', 'lastname', 'company', 'position', 'email'] as const;
const L = CONTACT_LIMITS;

/** `/contact`: demo request (docs/product.md §5: every field required, max 50); success goes to /thank-you-demo. */
export function ContactPage() {
  return (
    <SiteFormPage title="Contact us for a demo">
      <ContactForm />
    </SiteFormPage>
  );
}

function ContactForm() {
  const navigate = useNavigate();
  const [sendRequest, { isLoading, error }] = useCompaniesContactMutation();
  const { form, recaptcha, siteKey, serverErrors } = useSiteForm<ContactValues>(DEFAULT_VALUES, error, FIELDS);
  const { register, handleSubmit, control, formState } = form;
  const { errors } = formState;

  const onSubmit = async (values: ContactValues) => {
    const result = await sendRequest({
      contactDto: {
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        company: values.company.trim(),
        position: values.position.trim(),
        email: values.email.trim(),
        recaptcha: values.recaptcha || undefined,
      },
    });
    if ('data' in result) navigate('/thank-you-demo');
    else recaptcha.current?.reset();
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.card}`}>
        <h1>Contact us for a demo</h1>
        <p className={styles.intro}>
          See how ClearHire screens applicants for the Work Opportunity Tax Credit and runs Form I-9 remotely. Tell us who you are
          and we will e-mail you to arrange a time.
        </p>
        <ServerErrors errors={serverErrors} />
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Request a demo">
          <RequiredNote />
          <NameFields idPrefix="contact" register={register} errors={errors} max={L} rowClassName={styles.row} />
          <div className={styles.row}>
            <TextField
              id="contact-company"
              label="Company"
              required
              autoComplete="organization"
              maxLength={L.company}
              error={errors.company}
              registration={register('company', textRules('Company', L.company))}
            />
            <TextField
              id="contact-position"
              label="Position"
              required
              autoComplete="organization-title"
              maxLength={L.position}
              error={errors.position}
              registration={register('position', textRules('Position', L.position))}
            />
          </div>
          <EmailAddressField idPrefix="contact" register={register} errors={errors} max={L.email} />
          <RecaptchaField control={control} siteKey={siteKey} ref={recaptcha} />
          <SubmitRow label="Request a demo" disabled={isLoading} />
        </form>
        <p className={styles.aside}>
          Prefer e-mail? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </div>
    </div>
  );
}
