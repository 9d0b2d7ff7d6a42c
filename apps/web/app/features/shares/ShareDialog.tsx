import { Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { createShareRoute, ErrorCode, type ArtworkDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../components/FormActions';
import { toast } from '../../lib/toast';
import { useLastPresent } from '../../lib/use-last-present';
import { errorCodeOf, hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { fieldsOf, type ContractFormValues } from '../forms/form-values';
import { useContractForm } from '../forms/use-contract-form';
import { useCreateShareMutation } from './queries';
import { recipientLabel } from './share-actions';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** An offer by e-mail (`POST /artwork/share`): the address is required here, not a uid. */
const offerSchema = z.object({
  ...fieldsOf(createShareRoute.body, ['aid', 'shareprice', 'shareat']),
  email: createShareRoute.body.shape.email.unwrap(),
});
type OfferValues = ContractFormValues<typeof offerSchema>;

/** The opening moment as the contract takes it: the browser's local date and time as an ISO instant. */
function withInstant(values: OfferValues): OfferValues {
  const opens = new Date(values.shareat);
  return {
    ...values,
    shareat: values.shareat && !Number.isNaN(opens.getTime()) ? opens.toISOString() : values.shareat,
  };
}

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
  const errorMessage = useErrorMessage();
  const share = useCreateShareMutation();
  const title = useTextIn()(titleOf(artwork));
  const currency = artwork.price?.currency ?? 'KRW';
  const form = useContractForm({
    schema: offerSchema,
    initialValues: { aid: artwork.aid, email: '', shareprice: artwork.price?.amount ?? '', shareat: '' },
    messages: 'auth:fields',
    prepare: withInstant,
  });
  const submit = form.onSubmit((offer) =>
    share.mutate(offer, {
      onSuccess: (created) => {
        toast.success({
          message: t('dialog.sent', { title, name: recipientLabel(created.recipient) }),
        });
        onDone();
      },
      onError: form.showServerErrors,
    }),
  );

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
          {t('dialog.intro', { title })}
        </Text>
        <TextInput
          label={t('dialog.email')}
          description={t('dialog.emailHelp')}
          type="email"
          {...form.getInputProps('email')}
          data-autofocus
          data-testid="share-email"
        />
        <NumberInput
          label={t('dialog.price', { currency })}
          {...form.getInputProps('shareprice')}
          // A minus typed stays, for the contract's check to say the price must be more than 0
          // (allowNegative={false} dropped it: "-5" became an offer at 5).
          thousandSeparator=","
          decimalScale={currency === 'KRW' ? 0 : 2}
          data-testid="share-price"
        />
        <TextInput
          label={t('dialog.opensAt')}
          description={t('dialog.opensAtHelp')}
          type="datetime-local"
          {...form.getInputProps('shareat')}
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
