import type { CreatedApiTokenDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SecretToCopy } from '../../components/SecretToCopy';

/** A token just made, in full, with the warning that it will not be shown again. */
export function NewApiToken({ created, onDone }: { created: CreatedApiTokenDto; onDone: () => void }) {
  const { t } = useTranslation('workspace');
  return (
    <SecretToCopy
      title={t('apiTokens.newTitle', { name: created.apiToken.name })}
      help={t('apiTokens.newWarning')}
      value={created.token}
      labels={{ copy: t('apiTokens.copy'), copied: t('apiTokens.copied'), done: t('apiTokens.done') }}
      onDone={onDone}
      testIds={{ box: 'api-token-new', value: 'api-token-value', copy: 'api-token-copy', done: 'api-token-done' }}
    />
  );
}
