import { Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode, type ArtworkDto } from '@vernissage/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';
import { toast } from '../../lib/toast';
import { useLastPresent } from '../../lib/use-last-present';
import { errorCodeOf, hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { checkEmail } from '../auth/validation';
import { useCreateShareMutation } from './queries';
import { recipientLabel } from './share-actions';

/**
 * Offers a work to a collector: their e-mail address (someone without an account is invited to
 * sign up; the answer does not say which), the price (the work's own by default) and,
 * optionally, the moment the offer opens (now when left empty).
 */
export function ShareDialog({
  artwork,
  onClose,
}: {
  /** The work to offer; null keeps the dialog closed. */
  artwork: ArtworkDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('shares');
  const shown = useLastPresent(artwork);
  return (
    <Modal opened={artwork !== null} onClose={onClose} title={t('dialog.title')} centered data-testid="share-dialog">
      {shown && <ShareForm key={shown.aid} artwork={shown} onDone={onClose} />}
    </Modal>
  );
}

function ShareForm({ artwork, onDone }: { artwork: ArtworkDto; onDone: () => void }) {
  const { t } = useTranslation('shares');
  const { t: ta } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const share = useCreateShareMutation();
  const [email, setEmail] = useState('');
  const [price, setPrice] = useState<number | string>(artwork.price?.amount ?? '');
  const [opensAt, setOpensAt] = useState('');
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);
  const currency = artwork.price?.currency ?? 'KRW';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkEmail(email);
    setProblem(found);
    if (found) return;
    share.mutate(
      {
        aid: artwork.aid,
        email: email.trim(),
        shareprice: typeof price === 'number' ? price : null,
        ...(opensAt && { shareat: new Date(opensAt).toISOString() }),
      },
      {
        onSuccess: (created) => {
          toast.success({
            message: t('dialog.sent', { title: artwork.title, name: recipientLabel(created.recipient) }),
          });
          onDone();
        },
      },
    );
  };

  let failure: string | null = null;
  if (share.isError) {
    if (hasStatus(share.error, 409)) failure = t('dialog.notAvailable');
    else if (hasStatus(share.error, 400) && errorCodeOf(share.error) !== ErrorCode.validation)
      failure = t('dialog.member');
    else failure = errorMessage(share.error);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('dialog.intro', { title: artwork.title })}
        </Text>
        <TextInput
          label={t('dialog.email')}
          description={t('dialog.emailHelp')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problem ? ta(`fields.email.${problem}`) : undefined}
          data-autofocus
          data-testid="share-email"
        />
        <NumberInput
          label={t('dialog.price', { currency })}
          value={price}
          onChange={setPrice}
          min={0}
          thousandSeparator=","
          decimalScale={currency === 'KRW' ? 0 : 2}
          allowNegative={false}
          data-testid="share-price"
        />
        <TextInput
          label={t('dialog.opensAt')}
          description={t('dialog.opensAtHelp')}
          type="datetime-local"
          value={opensAt}
          onChange={(event) => setOpensAt(event.currentTarget.value)}
          data-testid="share-date"
        />
        {failure && (
          <Text c="red.8" size="sm" role="alert" data-testid="share-error">
            {failure}
          </Text>
        )}
        <FormActions
          submitLabel={t('dialog.submit')}
          loading={share.isPending}
          onCancel={onDone}
          testId="share-submit"
        />
      </Stack>
    </form>
  );
}
