import { useTranslation } from 'react-i18next';
import { SecretToCopy } from '../../components/SecretToCopy';

/** A signing secret in full, to copy into the receiver's configuration. */
export function WebhookSecret({ secret, title, onDone }: { secret: string; title: string; onDone: () => void }) {
  const { t } = useTranslation('workspace');
  return (
    <SecretToCopy
      title={title}
      help={t('webhooks.secretHelp')}
      value={secret}
      labels={{ copy: t('webhooks.copy'), copied: t('webhooks.copied'), done: t('webhooks.hideSecret') }}
      onDone={onDone}
      testIds={{
        box: 'webhook-secret',
        value: 'webhook-secret-value',
        copy: 'webhook-secret-copy',
        done: 'webhook-secret-hide',
      }}
    />
  );
}
