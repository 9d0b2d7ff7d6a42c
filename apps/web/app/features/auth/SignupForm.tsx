import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { AuthResult } from '@vernissage/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorsOf, hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { readMarketingData } from '../marketing/marketing-params';
import { readCookie } from '../../i18n/resolve-locale';
import { useSignupMutation } from './queries';
import { ReferralCodeField } from './ReferralCodeField';
import { signupMarketingFields } from './signup-payload';
import { UserTypePicker } from './UserTypePicker';
import { checkEmail, checkName, checkNewPassword, checkPhone, problemsOf } from './validation';

const FIELDS = ['type', 'name', 'nameen', 'email', 'password', 'phone', 'code'] as const;
type Field = (typeof FIELDS)[number];

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
  const [type, setType] = useState<number | null>(null);
  const [name, setName] = useState(mode.kind === 'complete' ? mode.name : '');
  const [nameen, setNameen] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [allowMarketing, setAllowMarketing] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const withPassword = mode.kind === 'email';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf({
      type: type === null ? 'required' : null,
      name: checkName(name),
      nameen: checkName(nameen, { required: false }),
      email: withPassword ? checkEmail(email) : null,
      password: withPassword ? checkNewPassword(password) : null,
      phone: checkPhone(phone),
    });
    setProblems(found);
    if (Object.keys(found).length > 0 || type === null) return;
    signup.mutate(
      {
        name: name.trim(),
        nameen: nameen.trim() || undefined,
        phone: phone.trim() || undefined,
        type,
        allowMarketing,
        ...(withPassword && { email: email.trim(), password }),
        ...signupMarketingFields(readMarketingData(), code, readCookie(document.cookie, '_fbp')),
      },
      { onSuccess: onDone },
    );
  };

  const server = fieldErrorsOf(signup.error);
  const taken = withPassword && hasStatus(signup.error, 409);
  const errors: Partial<Record<Field, string>> = {
    type: (problems.type ?? server.type) && t('fields.type.required'),
    name:
      problems.name === 'tooLong'
        ? t('fields.name.tooLong')
        : (problems.name ?? server.name) && t('fields.name.required'),
    nameen: (problems.nameen ?? server.nameen) && t('fields.nameen.tooLong'),
    email: problems.email
      ? t(`fields.email.${problems.email === 'required' ? 'required' : 'invalid'}`)
      : server.email
        ? t('fields.email.invalid')
        : taken
          ? t('fields.email.taken')
          : undefined,
    password: problems.password
      ? t(
          `fields.password.${problems.password === 'tooLong' ? 'tooLong' : problems.password === 'required' ? 'required' : 'tooShort'}`,
        )
      : server.password && t('fields.password.tooShort'),
    phone: (problems.phone ?? server.phone) && t('fields.phone.invalid'),
    code: server.code && t('fields.code.invalid'),
  };
  // A failure no field explains (too many sign-ups, a lost connection …) shows above the button.
  const unplaced =
    signup.isError && !taken && !Object.keys(server).some((field) => (FIELDS as readonly string[]).includes(field));

  return (
    <form onSubmit={submit} noValidate data-testid="signup-form">
      <Stack gap="md">
        <UserTypePicker value={type} onChange={setType} error={errors.type} />
        <TextInput
          label={t('fields.name.label')}
          description={t('fields.name.description')}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          withAsterisk
          data-testid="signup-name"
        />
        <TextInput
          label={t('fields.nameen.label')}
          description={t('fields.nameen.description')}
          value={nameen}
          onChange={(event) => setNameen(event.currentTarget.value)}
          error={errors.nameen}
          data-testid="signup-nameen"
        />
        {withPassword ? (
          <>
            <TextInput
              label={t('fields.email.label')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
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
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
              withAsterisk
              data-testid="signup-password"
            />
          </>
        ) : (
          mode.kind === 'complete' && (
            <TextInput
              label={t('fields.email.label')}
              description={t('signup.providerEmail')}
              value={mode.email}
              readOnly
              variant="filled"
              data-testid="signup-email-readonly"
            />
          )
        )}
        <TextInput
          label={t('fields.phone.label')}
          description={t('fields.phone.description')}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={errors.phone}
          data-testid="signup-phone"
        />
        <ReferralCodeField value={code} onChange={setCode} error={errors.code} />
        <Checkbox
          label={t('fields.allowMarketing.label')}
          description={t('fields.allowMarketing.description')}
          checked={allowMarketing}
          onChange={(event) => setAllowMarketing(event.currentTarget.checked)}
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
