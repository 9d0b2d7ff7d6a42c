import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { promoCodeText, type PromoDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { useFailureToast } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { useFormatMoney } from '../artwork/money';
import { codeEntryMessageKey } from './code-entry';
import { useApplyCodeMutation, useEnterCodeMutation } from './queries';

const codeFormSchema = z.object({ code: promoCodeText() });

/** Promo and gift codes: enter one, then redeem it (a free period starts at once, a discount waits). */
export function CodesSection({ uid, codes }: { uid: string; codes: PromoDto[] }) {
  const { t } = useTranslation(['billing', 'common']);
  const formatMoney = useFormatMoney();
  const failureToast = useFailureToast();
  const enter = useEnterCodeMutation();
  const apply = useApplyCodeMutation();
  const form = useContractForm({ schema: codeFormSchema, initialValues: { code: '' } });
  const describe = (promo: PromoDto) =>
    promo.kind === 'months'
      ? t('codes.kind.months', { count: promo.value })
      : t(`codes.kind.${promo.kind}`, {
          value: promo.kind === 'amount' && promo.currency ? formatMoney(promo.value, promo.currency) : promo.value,
        });
  return (
    <SectionCard title={t('codes.title')} testId="billing-codes">
      <form
        onSubmit={form.onSubmit(({ code }) =>
          enter.mutate(
            { uid, code },
            {
              onSuccess: () => {
                form.reset();
                toast.success({ message: t('codes.entered') });
              },
              onError: (error) => {
                // Why the code was refused is said on the field (no such code, expired, used up).
                const problem = codeEntryMessageKey(error);
                if (problem) form.setFieldError('code', t(problem));
                else if (!form.showServerErrors(error)) failureToast(error);
              },
            },
          ),
        )}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('codes.label')}
            placeholder={t('codes.placeholder')}
            {...form.getInputProps('code')}
            style={{ flex: 1 }}
            data-testid="billing-code-input"
          />
          <Button type="submit" loading={enter.isPending} data-testid="billing-code-enter">
            {t('codes.enter')}
          </Button>
        </Group>
      </form>
      {codes.length === 0 ? (
        <Text c="gray.7">{t('codes.empty')}</Text>
      ) : (
        <Stack gap="xs">
          {codes.map((promo) => (
            <Group key={promo.promoid} justify="space-between" data-testid={`billing-code-${promo.code}`}>
              <div>
                <Text fw={700} ff="monospace">
                  {promo.code}
                </Text>
                <Text size="sm" c="gray.7">
                  {describe(promo)}
                </Text>
              </div>
              {promo.status === 'entered' ? (
                <Button
                  size="xs"
                  loading={apply.isPending && apply.variables === promo.promoid}
                  onClick={() =>
                    apply.mutate(promo.promoid, {
                      onSuccess: () => toast.success({ message: t('codes.applied') }),
                      onError: failureToast,
                    })
                  }
                  data-testid="billing-code-apply"
                >
                  {t('codes.apply')}
                </Button>
              ) : (
                <Badge variant="light">{t(`codes.status.${promo.status}`)}</Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
