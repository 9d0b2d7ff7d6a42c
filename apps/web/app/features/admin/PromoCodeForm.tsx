import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CURRENCIES, PRODUCT_IDS, PROMO_KINDS, promoCreateSchema } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useFailureToast } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { emptyPromoValues, preparePromo, PROMO_MESSAGES } from './promo-form';
import { usePromoCreateMutation } from './queries';

/** A new promo code: a kind and its value, the products it applies to, an expiry and a cap. */
export function PromoCodeForm() {
  const { t } = useTranslation('admin');
  const failed = useFailureToast();
  const create = usePromoCreateMutation();
  const form = useContractForm({
    schema: promoCreateSchema,
    initialValues: emptyPromoValues(),
    messages: PROMO_MESSAGES,
    prepare: preparePromo,
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (promo) => {
        toast.success({ message: t('codes.created', { code: promo.code }) });
        form.setValues(emptyPromoValues());
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) failed(error);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="promo-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('codes.fields.code')}
            description={t('codes.fields.codeHint')}
            data-testid="promo-code"
            {...form.getInputProps('code')}
          />
          <Select
            label={t('codes.fields.kind')}
            allowDeselect={false}
            data={PROMO_KINDS.map((kind) => ({ value: kind, label: t(`codes.kinds.${kind}`) }))}
            data-testid="promo-kind"
            {...form.getInputProps('kind')}
          />
          <NumberInput
            label={t(`codes.values.${form.values.kind ?? 'percent'}`)}
            min={1}
            allowDecimal={false}
            data-testid="promo-value"
            {...form.getInputProps('value')}
          />
          <Select
            label={t('codes.fields.currency')}
            clearable
            data={[...CURRENCIES]}
            disabled={form.values.kind !== 'amount'}
            data-testid="promo-currency"
            {...form.getInputProps('currency')}
          />
          <MultiSelect
            label={t('codes.fields.products')}
            description={t('codes.fields.productsHint')}
            data={[...PRODUCT_IDS]}
            searchable
            data-testid="promo-products"
            {...form.getInputProps('productids')}
          />
          <TextInput
            type="datetime-local"
            label={t('codes.fields.expiresAt')}
            description={t('codes.fields.expiresHint')}
            data-testid="promo-expires"
            {...form.getInputProps('expiresAt')}
          />
          <NumberInput
            label={t('codes.fields.maxUses')}
            description={t('codes.fields.maxUsesHint')}
            min={1}
            allowDecimal={false}
            data-testid="promo-max-uses"
            {...form.getInputProps('maxUses')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="promo-create">
            {t('codes.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
