import { Badge, Stack, Table, Text } from '@mantine/core';
import { dateTimeFormat, type RouteResult, type adminPromoListRoute } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { SectionCard } from '../../components/SectionCard';
import { useFormatMoney } from '../artwork/money';
import { toLocale } from '../../i18n/i18n-options';
import { AdminPagedList, AdminTable } from './AdminPagedList';
import { pageViewOf } from './admin-params';
import { PROMO_TIME_ZONE } from './promo-form';
import { PromoCodeForm } from './PromoCodeForm';
import { usePromoCodesQuery } from './queries';

type PromoRow = RouteResult<typeof adminPromoListRoute>['items'][number];

/** /admin/codes: every promo and gift code with its uses, and a form for a new promo code. */
export function PromoCodesPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const view = pageViewOf(params);
  const codes = usePromoCodesQuery(view);
  return (
    <Stack gap="lg">
      <SectionCard title={t('codes.new')} testId="promo-new">
        <PromoCodeForm />
      </SectionCard>
      <AdminPagedList
        query={codes}
        page={view.page}
        testId="promo-codes"
        empty={<EmptyState title={t('codes.emptyTitle')} body={t('codes.emptyBody')} testId="promo-codes-empty" />}
      >
        {(page) => <CodesTable codes={page.items} />}
      </AdminPagedList>
    </Stack>
  );
}

function CodesTable({ codes }: { codes: PromoRow[] }) {
  const { t, i18n } = useTranslation('admin');
  const formatMoney = useFormatMoney();
  // Expiries are typed in Seoul time, so they read in Seoul time too, wherever the admin is.
  const expiry = dateTimeFormat(toLocale(i18n.resolvedLanguage), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: PROMO_TIME_ZONE,
  });
  const valueText = (promo: PromoRow) => {
    if (promo.kind === 'percent') return t('codes.percentOff', { value: promo.value });
    if (promo.kind === 'amount') return formatMoney(promo.value, promo.currency ?? 'KRW');
    return t('codes.freeMonths', { count: promo.value });
  };
  return (
    <AdminTable
      columns={[
        t('codes.columns.code'),
        t('codes.columns.value'),
        t('codes.columns.products'),
        t('codes.columns.uses'),
        t('codes.columns.expires'),
      ]}
    >
      {codes.map((promo) => (
        <Table.Tr key={promo.promoid} data-testid="promo-row">
          <Table.Td>
            <Text ff="monospace" fw={700} size="sm">
              {promo.code}
            </Text>
            {promo.gift && (
              <Badge size="xs" variant="light">
                {t('codes.gift')}
              </Badge>
            )}
          </Table.Td>
          <Table.Td>{valueText(promo)}</Table.Td>
          <Table.Td>
            <Text size="xs">{promo.productids.join(', ') || t('codes.allProducts')}</Text>
          </Table.Td>
          <Table.Td>{promo.maxUses === null ? promo.uses : `${promo.uses} / ${promo.maxUses}`}</Table.Td>
          <Table.Td>{promo.expiresAt ? expiry.format(new Date(promo.expiresAt)) : t('codes.never')}</Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
