import { Loader, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeCheckQuery } from './queries';

/** The optional referral code, checked with the server once the person leaves the field. */
export function ReferralCodeField({
  value = '',
  onChange,
  onBlur,
  onFocus,
  error,
}: {
  value?: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const [checked, setChecked] = useState('');
  const check = useCodeCheckQuery(checked);
  const current = checked !== '' && checked === value.trim();
  const invalid = current && check.data?.valid === false;
  const valid = current && check.data?.valid === true;
  return (
    <TextInput
      label={t('fields.code.label')}
      description={valid ? t('fields.code.valid') : t('fields.code.description')}
      value={value}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={() => {
        setChecked(value.trim());
        onBlur?.();
      }}
      autoComplete="off"
      maxLength={40}
      rightSection={current && check.isFetching ? <Loader size="xs" /> : null}
      error={error ?? (invalid ? t('fields.code.invalid') : undefined)}
      styles={valid ? { description: { color: 'var(--mantine-color-green-8)' } } : undefined}
      data-testid="signup-code"
    />
  );
}
