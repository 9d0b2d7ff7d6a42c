import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema, passwordSchema, signupRoute, type AuthResult } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { fieldsOf } from '../forms/form-values';
import { useContractForm, type ContractForm } from '../forms/use-contract-form';
import { readMarketingData } from '../marketing/marketing-params';
import { readCookie } from '../../i18n/resolve-locale';
import { useSignupMutation } from './queries';
import { ReferralCodeField } from './ReferralCodeField';
import { signupMarketingFields } from './signup-payload';
import { UserTypePicker } from './UserTypePicker';

/** The fields of `POST /user/signup` the form asks for; an e-mail account also needs both of its own. */
const profileFields = fieldsOf(signupRoute.body, ['type', 'name', 'nameen', 'phone', 'code', 'allowMarketing']);
const emailSignupSchema = z.object({ ...profileFields, email: emailSchema, password: passwordSchema });
const completeSignupSchema = emailSignupSchema.partial({ email: true, password: true });
type SignupFormType = ContractForm<typeof completeSignupSchema>;

/** How the form is used: a new e-mail account, or finishing a provider identity's account. */
export type SignupMode = { kind: 'email' } | { kind: 'complete'; email: string; name: string };

/**
 * The sign-up form: user type, names, e-mail and password (for e-mail accounts), phone,
 * referral code and marketing consent; the marketing data kept from the landing page goes along.
 * A provider identity completes its account with the same form minus e-mail and password.
 */
export function SignupForm({ mode, onDone }: { mode: SignupMode; onDone: (result: AuthResult) => void }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const signup = useSignupMutation();
  const withPassword = mode.kind === 'email';
  const form = useContractForm({
    // The same fields either way; an e-mail account's schema also requires the address and password.
    schema: withPassword ? (emailSignupSchema as z.ZodType as typeof completeSignupSchema) : completeSignupSchema,
    initialValues: {
      type: '',
      name: mode.kind === 'complete' ? mode.name : '',
      nameen: '',
      email: '',
      password: '',
      phone: '',
      code: '',
      allowMarketing: false,
    },
    messages: 'auth:fields',
  });
  const submit = form.onSubmit(({ code, ...profile }) => {
    const marketing = signupMarketingFields(readMarketingData(), code ?? '', readCookie(document.cookie, '_fbp'));
    signup.mutate(
      { ...profile, ...marketing },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (withPassword && hasStatus(error, 409)) form.setFieldError('email', t('fields.email.taken'));
          else form.showServerErrors(error);
        },
      },
    );
  });
  const taken = withPassword && hasStatus(signup.error, 409);
  // A failure no field explains (too many sign-ups, a lost connection …) shows above the button.
  const unplaced = signup.isError && !taken && Object.keys(form.errors).length === 0;

  return (
    <form onSubmit={submit} noValidate data-testid="signup-form">
      <Stack gap="md">
        <UserTypePicker
          value={typeof form.values.type === 'number' ? form.values.type : null}
          onChange={(type) => form.setFieldValue('type', type)}
          error={form.errors.type}
        />
        <TextInput
          label={t('fields.name.label')}
          description={t('fields.name.description')}
          autoComplete="name"
          {...form.getInputProps('name')}
          withAsterisk
          data-testid="signup-name"
        />
        <TextInput
          label={t('fields.nameen.label')}
          description={t('fields.nameen.description')}
          {...form.getInputProps('nameen')}
          data-testid="signup-nameen"
        />
        {withPassword ? <CredentialFields form={form} taken={taken} /> : <ProviderEmail mode={mode} />}
        <TextInput
          label={t('fields.phone.label')}
          description={t('fields.phone.description')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
          data-testid="signup-phone"
        />
        <ReferralCodeField {...form.getInputProps('code')} />
        <Checkbox
          label={t('fields.allowMarketing.label')}
          description={t('fields.allowMarketing.description')}
          {...form.getInputProps('allowMarketing', { type: 'checkbox' })}
          data-testid="signup-marketing"
        />
        {unplaced && (
          <Alert color="red" role="alert" data-testid="signup-error">
            {hasStatus(signup.error, 409) ? t('signup.alreadyComplete') : errorMessage(signup.error)}
          </Alert>
        )}
        <Button type="submit" size="md" loading={signup.isPending} data-testid="signup-submit">
          {mode.kind === 'complete' ? t('signup.completeSubmit') : t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The e-mail address and password of a new e-mail account (with a way to sign in if it is taken). */
function CredentialFields({ form, taken }: { form: SignupFormType; taken: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextInput
        label={t('fields.email.label')}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
        withAsterisk
        data-testid="signup-email"
      />
      {taken && (
        <Text size="sm" mt={-8}>
          <Anchor component={Link} to="/login">
            {t('signup.loginInstead')}
          </Anchor>
        </Text>
      )}
      <PasswordInput
        label={t('fields.password.label')}
        description={t('fields.password.description')}
        autoComplete="new-password"
        {...form.getInputProps('password')}
        withAsterisk
        data-testid="signup-password"
      />
    </>
  );
}

/** The provider account's e-mail address, shown but not changed, when completing a sign-up. */
function ProviderEmail({ mode }: { mode: SignupMode }) {
  const { t } = useTranslation('auth');
  if (mode.kind !== 'complete') return null;
  return (
    <TextInput
      label={t('fields.email.label')}
      description={t('signup.providerEmail')}
      value={mode.email}
      readOnly
      variant="filled"
      data-testid="signup-email-readonly"
    />
  );
}
